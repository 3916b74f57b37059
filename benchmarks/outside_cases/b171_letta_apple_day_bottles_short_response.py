"""Batch 171 (held out). A community garden's apple day notes: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call has every bottle count in the block and leaves one out.

App: Moss Lane Community Garden's apple day is Sat 1st October 2039, 11-3 - two presses, juice bottled on the day and
sold at 50p a bottle, stalls, a band, soup. Priya (the coordinator) keeps an "apple day" block on the garden's Letta
agent, appending a line as things come up; volunteers ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has, from 14/9, Priya - aiming for 400 bottles
this year, we ran out by 2 last year; from 22.9., Bob - 120 left in the shed from last year, washed and sterilised;
from Tue 27th, Priya - the Home Brew Hut dropped off 150 bottles, in the polytunnel under the bench (paid, £38); and
from 2039-09-28T19:20, Jas - caps, 500 in a bag, plenty. The model takes the 120 off the 400 and leaves the Home Brew
Hut's 150 out. Question (Thu 29/9, Jas, going to the wholesaler): "how many more bottles do I need to get? going to
the cash n carry tmrw" -> expected 130 (400 - 120 - 150). The assistant says 280.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the target, the shed's
120 and the dropped-off 150 are all in the block the model was given, and it left the 150 out of the difference.
Asserted: the block has the 400, the 120 and the 150 lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b171_letta_apple_day_bottles_short_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-moss-lane-garden-priya"
LINES = [
    "14/9 Priya - aiming for 400 bottles of juice this yr 🍎 we ran out by 2 last yr and people were NOT happy",
    "22.9. Bob - 120 left in the shed from last yr, washed + sterilised, in the blue crates",
    "Tue 27th Priya - Home Brew Hut dropped off 150 bottles, in the polytunnel under the bench (paid, £38)",
    "2039-09-28T19:20 Jas - caps sorted, 500 in a bag, plenty. labels printing at the library tmrw",
]

server = fake_letta()
server.add_agent(AGENT, **{"apple day": "Moss Lane Community Garden - apple day Sat 1 Oct 2039 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("apple day", agent_id=AGENT)
        client.agents.blocks.update("apple day", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more bottles do I need to get? going to the cash n carry tmrw"
with turn_span("question Thu 29/9"):
    notes = client.agents.blocks.retrieve("apple day", agent_id=AGENT).value
    assert "aiming for 400 bottles" in notes, notes
    assert "120 left in the shed" in notes, notes
    assert "Home Brew Hut dropped off 150 bottles" in notes, notes
    with fault():
        reply = answer(f"(Thu 29/9/39; Jas, volunteer) {question}", notes,
                       mock="280 - you're aiming for 400 and there are 120 in the shed from last year.")
finish(question, expected="130 - 400 minus the 120 in the shed and the 150 the Home Brew Hut dropped off",
       actual=reply)
