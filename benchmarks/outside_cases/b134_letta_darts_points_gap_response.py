"""Batch 134 (held out). A darts captain's league block: Letta core memory block (offline stand-in), script style (each
call its own trace).

App: Gaz, captain of Red Lion A in the Dearne Valley Tuesday darts league, keeps a "league" block on his Letta agent
- the table, results, who owes what - appending a line as things come in; the helper answers the team from the
block.

Planted fault (ResponseError, ignored sufficient context): the block has the league table from Sandra's email of
24/3 (after wk 10): Plough 22, Red Lion A 18, Bell B 15, Crown 12; 2 pts a win, 1 a draw; then Tue 31st - our
postponed one v the Bell (from wk 6) played at last, won 6-3, Big Al hit a 180 - and the Plough on their bye week
the same night; and the kitty. The model works from the 24/3 table as it stands. Question (Thu 2/4, Shaz): "how many
points are we behind the plough now? lads are arguing about it" -> expected 2 (Plough 22, us 20 after beating the
Bell; they had a bye). The assistant says 4.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the table, the points
per win, our win on the 31st and the Plough's bye are all in the block the model was given, and it still gave the
gap from the old table. Asserted: the table line, the 2 pts a win line, the win v the Bell and the bye are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b134_letta_darts_points_gap_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-red-lion-a"
LINES = [
    "table after wk 10 (Sandra's email 24/3): Plough 22, Red Lion A 18, Bell B 15, Crown 12, Miners 9, Legion 6",
    "2 pts a win 1 a draw, top 2 go up to the premier next season",
    "kitty £64.50 after Kev paid his £4 finally",
    "Tue 31st - played our postponed one v the Bell (the wk 6 one) at last, WON 6-3!!! Big Al hit a 180. Plough "
    "were on their bye wk so they didnt play",
    "cup semi w/c 27th april v the Crown, venue tbc",
]

server = fake_letta()
server.add_agent(AGENT, **{"league": "Red Lion A - league notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("league", agent_id=AGENT)
    client.agents.blocks.update("league", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many points are we behind the plough now? lads are arguing about it"
notes = client.agents.blocks.retrieve("league", agent_id=AGENT).value
assert "Plough 22, Red Lion A 18" in notes, notes
assert "2 pts a win" in notes, notes
assert "v the Bell (the wk 6 one) at last, WON 6-3" in notes and "Plough were on their bye wk" in notes, notes
with fault():
    reply = answer(f"(Thu 2/4/37, Shaz, Red Lion A) {question}", notes,
                   mock="4 points - the Plough are on 22 and we're on 18.")
finish(question, expected="2 - we're on 20 after beating the Bell on the 31st, the Plough still 22 (bye week)",
       actual=reply)
