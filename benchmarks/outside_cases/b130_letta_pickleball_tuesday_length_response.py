"""Batch 130 (held out). A pickleball club's sessions block: Letta core memory block (offline stand-in), one root span
per note and one for the question.

App: Mo, the captain of Ferndale Pickleball Club, keeps a "sessions" block on the club's Letta agent - club nights,
courts, the leisure centre's rules - appending a line as things come in; the helper answers members from the block.

Planted fault (ResponseError, ignored sufficient context): the block has Tuesday club night 7-9pm in the Riverside
leisure centre sports hall; 2/4 the ladder on the 1st Tuesday; 14/4 the leisure centre says from Tue 5th May they're
locking up at half 8 on Tuesdays (staff cuts), so we're off court by 8.15 to get the nets down and out - same 7
start; 22.4. the Thursday social at St Anne's 7-9 as ever; then the new balls. The model reads the 7-9. Question (Thu
7/5, Bev, doing the flyer): "how long's tuesday club night now? putting it on the flyer for the fun day" -> expected
1 hour 15 (7 till 8.15). The assistant says 2 hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 7-9 line and the
leisure centre's early lock-up with the 8.15 finish are both in the block the model was given, and it answered from
the old hours. Asserted: both lines are in the block handed to the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b130_letta_pickleball_tuesday_length_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ferndale-pickleball"
LINES = [
    "TUES club night 7-9pm, Riverside leisure centre sports hall, 4 courts, £4, members only",
    "2/4 ladder matches 1st tues of the month, results on the whatsapp by Weds pls",
    "14/4 leisure centre rang - from Tue 5th May they're locking up at half 8 on tuesdays (staff cuts) so we need to "
    "be off court by 8.15 to get the nets down + back in the store. still 7 start. grr",
    "22.4. thurs social at St Anne's outdoor courts 7-9 as ever, £3, tasters free",
    "Mon 4/5 new balls are cracking, going back to the Franklin ones, Dave's ordering 2 tubes",
]

server = fake_letta()
server.add_agent(AGENT, **{"sessions": "Ferndale Pickleball Club - sessions notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("sessions", agent_id=AGENT)
        client.agents.blocks.update("sessions", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's tuesday club night now? putting it on the flyer for the fun day"
with turn_span("question Thu 7/5"):
    notes = client.agents.blocks.retrieve("sessions", agent_id=AGENT).value
    assert "TUES club night 7-9pm" in notes, notes
    assert "off court by 8.15" in notes and "still 7 start" in notes, notes
    with fault():
        reply = answer(f"(Thu 7/5/37, Bev, fun day flyer) {question}", notes,
                       mock="2 hours - 7 till 9pm at Riverside.")
finish(question, expected="1 hour 15 - 7 till 8.15, the leisure centre locks up at half 8 on Tuesdays now",
       actual=reply)
