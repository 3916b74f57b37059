"""Batch 157 (held out). A junior tennis camp organiser's notes: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call gets the whole block and gets the count wrong.

App: Kath runs Roundhay Park LTC's junior summer camp, Mon 3rd - Fri 7th Aug 2037, 9-3, and keeps a "camp" block on
her Letta agent, appending a line as things come up. Each morning she rings the hot lunch order through to Bev at the
clubhouse cafe.

Planted fault (ResponseError, ignored sufficient context): the block has 24 booked for the full week (Weds 8 Jul);
that the Patel twins and their cousin Anya are only doing Mon-Weds as they fly to Lanzarote Thursday morning (22.7.);
that Harriet and Ollie are on packed lunches every day (Ollie's coeliac) (2037-07-29); and, in passing, ice lollies
at 2 on Tue 4/8. The model takes off the two packed lunches and forgets the three who've gone. Question (Thu 6/8,
Kath): "how many lunches do i ring through to Bev for today?" -> expected 19 (24 - the 3 who stopped after Weds - the
2 packed lunches). The assistant says 22.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 24 booked, the three
doing Mon-Weds only and the two packed lunches are all in the block the model was given, and it left the three out
of the sum. Asserted: all three lines are in the context the answer call got.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b157_letta_tenniscamp_lunches_count_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-roundhay-ltc-kath"
LINES = [
    "14/3 - junior camp mon 3rd - fri 7th aug, 9-3 (8.30-5 for the wraparound lot). hot lunch from the clubhouse "
    "cafe £4.50, I ring the order thro to Bev by 10 each morning",
    "Weds 8 Jul - 24 booked for the full wk!! coaches Ros + Dave + a young leader (Tom)",
    "22.7. - the Patel twins + their cousin Anya only doing mon-weds, they fly to Lanzarote thurs am. refunded "
    "the 2 days",
    "2037-07-29T18:05 - Harriet + Ollie on packed lunches every day, Ollie's coeliac + Bev can't promise the gluten "
    "free. Harriet won't eat anything but jam butties anyway lol",
    "Tue 4/8 - scorcher, ice lollies from the cafe at 2, £1 each, camp's paying",
]

server = fake_letta()
server.add_agent(AGENT, camp="Roundhay Park LTC junior camp 2037 - notes:")
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("camp", agent_id=AGENT)
        client.agents.blocks.update("camp", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many lunches do i ring through to Bev for today?"
with turn_span("question Thu 6/8"):
    notes = client.agents.blocks.retrieve("camp", agent_id=AGENT).value
    assert "24 booked for the full wk" in notes, notes
    assert "only doing mon-weds" in notes and "Anya" in notes, notes
    assert "Harriet + Ollie on packed lunches" in notes, notes
    with fault():
        reply = answer(f"(Thu 6/8/37, Kath) {question}", notes,
                       mock="22 - 24 booked, less Harriet and Ollie on packed lunches.")
finish(question, expected="19 - 24 booked, less the Patel twins and Anya (Mon-Weds only, gone to Lanzarote) and "
                          "Harriet and Ollie's packed lunches", actual=reply)
