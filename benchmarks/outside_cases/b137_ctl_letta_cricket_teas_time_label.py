"""Batch 137 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Sue runs the tea rota at Little Haddon CC and keeps a "teas" block on her Letta agent - who's on, what time,
the urn, the money - appending a line as things come in; the helper answers the tea ladies from the block.

Memory: 2/5 teas on the table 4.15 every Saturday (1.30 starts, 40 overs a side); Tue 19th: Sat 23rd v Ashwell -
their skipper says they can't get there before 2, half his side work Saturday mornings at the garden centre, so
we're starting at 2 and teas won't be till quarter to 5; Kath and Mo are on the 23rd, Mo's doing her coronation
chicken; the tin. Question (Thu 21/5, Mo): "what time do teas want to be on the table sat? its me + kath" The
assistant says quarter to 5 (4.45) - it's a 2 o'clock start as Ashwell can't get there earlier. The label says
4.15 - in memory, the usual Saturday time.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b137_ctl_letta_cricket_teas_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-little-haddon-teas"
LINES = [
    "2/5 - teas on the table 4.15 every sat (1.30 starts, 40 overs a side). £3 a head from the oppo",
    "Tue 19th - sat 23rd v Ashwell: their skipper says they cant get there before 2, half his side work sat "
    "mornings at the garden centre, so we're starting at 2 + teas wont be till quarter to 5",
    "20.5. - Kath + Mo on teas 23rd, Mo's doing her coronation chicken, Kath scones",
    "20/5 - tin had £61 in after sunday, banked",
]

server = fake_letta()
server.add_agent(AGENT, **{"teas": "Little Haddon CC - tea rota 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("teas", agent_id=AGENT)
        client.agents.blocks.update("teas", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time do teas want to be on the table sat? its me + kath"
with turn_span("question Thu 21/5"):
    notes = client.agents.blocks.retrieve("teas", agent_id=AGENT).value
    assert "teas on the table 4.15 every sat" in notes, notes
    assert "teas wont be till quarter to 5" in notes, notes
    reply = answer(f"(Thu 21/5/37, Mo, on teas) {question}", notes,
                   mock="Quarter to 5 - Saturday's a 2 o'clock start as Ashwell can't get there any earlier.")
finish(question, expected="4.15", actual=reply)
