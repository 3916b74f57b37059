"""Batch 29 (held out), control. A book club's organiser notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bev, who organises the Tuesday Night Readers, appends notes to a "club" block on a Letta agent (hosts, dates,
picks, the kitty) and asks from the block. The 2025 hosting rota has Sue down for June. In May Sue's kitchen floor
came up after a leak and the builders are in until the middle of July; her sister Anita, who joined in the spring,
said they could all come to hers, two minutes from the station.

No fault planted. Question (Thu 5/6): "whose house is June at? the new ones need an address". The model answers
Anita's, Sue's sister, right per memory. The label says Sue, the name on the rota. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b29_ctl_letta_bookclub_june_host_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-tnr-club"
LINES = [
    "Hosting 2025 - Jan me, Feb Rosa, Mar Kwame, Apr Dev, May Kwame (swapped w Priya), Jun Sue, Jul Sue garden do, "
    "Aug off, Sep Rosa. Always 3rd Tues, 7.30",
    "Addresses for newbies: Rosa 14 Beech Cl, Kwame 3 The Maltings, Sue 27 Victoria St, me 8 Lode Way",
    "Anita (Sue's sister) joined in March, lives on Station Rd, flat 4 Regent Ct",
    "June vote - Small Things Like These won 6-3, library set of 6 + 2 own copies",
    "Sue: pipe under the sink went 28/5, whole kitchen floor's up, builders in till mid July at least. She's "
    "gutted, it was her go",
    "Anita said have it at hers, Tues 17th, 2 mins from the station so good for Dev who's coming straight off the "
    "train. Bring a bottle, she'll do nibbles",
    "Kitty £71, Dev finally paid",
    "Two new - Gemma + Lou from the library noticeboard, starting June",
]

server = fake_letta()
server.add_agent(AGENT, **{"club": "Tuesday Night Readers notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("club", agent_id=AGENT)
    client.agents.blocks.update("club", agent_id=AGENT, value=block.value + "\n- " + line)

question = "whose house is June at? the new ones need an address"
notes = client.agents.blocks.retrieve("club", agent_id=AGENT).value
assert "Jun Sue" in notes and "Anita said have it at hers" in notes, notes
reply = answer(f"(Thu 5/6) {question}", notes,
               mock="Anita's - Sue's sister - flat 4 Regent Ct on Station Rd, Tues 17th at 7.30. Sue's kitchen is "
                    "full of builders. Bring a bottle.")
finish(question, expected="Sue", actual=reply)
