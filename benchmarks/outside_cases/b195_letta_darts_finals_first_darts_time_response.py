"""Batch 195 (held out). A darts league's finals night: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the later start in its block and gives the poster's time.

App: Clee Hill & District Darts League's finals night is Fri 18th Nov 2044 at the Kremlin Inn - singles, pairs and
the team final, a buffet, the trophies. Lyn (the league secretary) keeps a "finals night" block on the league's
Letta agent and adds a line as things are sorted; players and their families ask it.

Planted fault (ResponseError, ignored sufficient context): the block has, 2044-10-03T21:00, finals night at the
Kremlin, darts from 8, buffet 7.30ish; 12/10 - boards: 3 in the lounge, the oche tape redone; Weds 26 Oct - Sandra
(the landlady) has a 70th in the lounge till 8 so the buffet's half 8 now and the first darts 9 once everyone's eaten,
she doesn't want chilli near the boards; 2044-11-09T19:30 - 6 teams' worth of names for the buffet, posters up
(still say 8, too late to change). Question (Tue 15/11, Rhys, whose dad plays): "what time do the darts
start fri? bringing my lad to watch his grandad" -> expected 9 (buffet half 8, darts after everyone's eaten). The
model says 8.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the darts-from-8 line and
the later "first darts 9" line are both in the block the model was given, and it answered from the first. Asserted:
the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b195_letta_darts_finals_first_darts_time_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-clee-hill-darts-league"
LABEL = "finals night"
LINES = [
    "2044-10-03T21:00 FINALS NIGHT 🎯 fri 18th nov at the Kremlin, darts from 8, buffet 7.30ish. singles, pairs then "
    "the team final",
    "12/10 boards - 3 in the lounge, oche tape redone, Sandra's getting new flights for the prizes",
    "Weds 26 Oct Sandra's got a 70th in the lounge till 8 so buffet's half 8 now + first darts 9 once everyone's "
    "eaten - she doesn't want chilli anywhere near the boards lol",
    "2044-11-09T19:30 6 teams' worth of names in for the buffet, posters up (they still say 8, too late now)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clee Hill & District Darts League finals night 2044 (Lyn):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time do the darts start fri? bringing my lad to watch his grandad"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "darts from 8, buffet 7.30ish" in notes, notes
assert "buffet's half 8 now + first darts 9" in notes, notes
with fault():
    reply = answer(f"(Tue 15/11/44; Rhys, whose dad plays for the Craven Arms) {question}", notes,
                   mock="Darts start at 8 - get there for the buffet at 7.30ish if you want some food first.")
finish(question, expected="9 - the buffet's at half 8 now and the darts start once everyone's eaten", actual=reply)
