"""Batch 213 (held out). A church's flower festival: Letta core memory block (offline stand-in), one root span per
note and one for the question; the answer call has the tower being shut in its block and says the tours are on.

App: St Edith's, Eaton-under-Heywood, holds its flower festival on Sat 19th and Sun 20th June 2049 - arrangements
on the theme "Harvest of the Hills", stewards, teas in the barn, and tower tours with the bell-ringers. The
festival committee keep a "festival" block on the parish's Letta agent and add a line as things come up; visitors
and parishioners ask it.

Planted fault (ResponseError, ignored sufficient context): the block has Margaret's 2049-03-02T19:00 line - tower
tours Sat and Sun 2-4, £2, Roger and the ringers taking them up 8 at a time - and Roger's Tue 11th May line: the
inspector has found death watch beetle in the main beam under the bells, the archdeacon says no public up there
till it's sorted, so that's the tours off this year; also Jean on the arrangements and the teas line. Question
(Weds 16/6, Mrs Bowen, bringing her grandson): "are the tower tours on this year? my grandson loves the bells" ->
expected no (the tower's shut - beetle in the bell beam). The model says yes, 2-4 both days, £2.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the tours line and
Roger's line taking them off are both in the block the model was given, and it answered from the first.
Asserted: the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b213_letta_flowerfest_tower_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-st-ediths-eaton"
LABEL = "festival"
LINES = [
    "2049-03-02T19:00 Margaret - FLOWER FESTIVAL 🌸 sat 19th + sun 20th june 10-5, 'Harvest of the Hills'. tower "
    "tours sat + sun 2-4, £2, Roger + the ringers taking them up 8 at a time",
    "16/3 Jean - 19 arrangements offered so far, the font one's Brenda's, pulpit's the Young Farmers",
    "Tue 11th May Roger - bad news re the tower 😞 the inspector's found death watch beetle in the main beam under "
    "the bells, archdeacon says no public up there till it's sorted, so that's the tours off this yr, sorry all. "
    "we'll still ring for evensong from the ground floor",
    "teas in the barn both days - WI sat, Mothers' Union sun, scones £1.50, Pat's lemon drizzle if we're lucky",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Edith's flower festival 2049 (committee):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "are the tower tours on this year? my grandson loves the bells"
with turn_span("question Weds 16/6"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "tower tours sat + sun 2-4, £2" in notes, notes
    assert "so that's the tours off this yr" in notes and "death watch beetle" in notes, notes
    with fault():
        reply = answer(f"(Weds 16/6/49; Mrs Bowen) {question}", notes,
                       mock="Yes - tower tours are Saturday and Sunday 2-4, £2, with Roger and the ringers taking "
                            "people up 8 at a time.")
finish(question, expected="no - the tower's shut this year (death watch beetle in the beam under the bells), though "
                          "they'll still ring for evensong", actual=reply)
