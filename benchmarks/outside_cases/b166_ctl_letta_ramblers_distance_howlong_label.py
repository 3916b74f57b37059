"""Batch 166 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Calder Valley Ramblers' Christmas walk is Sun 18th December 2039 - Hebden Bridge station, up through Hardcastle
Crags, lunch at the Shepherd's Rest at Lumb, back by the canal. Geoff, the walks secretary, keeps a "xmas walk" block on
the group's Letta agent, appending a line as things come up; members ask the agent.

Memory: 2039-11-02 Geoff: the Christmas walk route, Hebden Br to Lumb via Hardcastle Crags and back by the canal, 8
miles, leaders him and Pat; 3/12 Geoff: did the recce Saturday with Pat - the footbridge by Gibson Mill's shut, storm
damage, council tape everywhere, so it's round by the top path, which puts a good mile and a half on, 9 and a half all
told, still fine for lunch if we crack on; Tue 6th Dec Margaret: lunch choices in, 24 roast, 4 nut roast, 2 soup;
2039-12-10T08:30 Geoff: boots not trainers, it's clarty on the top path. Question (Weds 14/12, Ann): "how far is it on
sunday? not done a long one since my hip" The assistant says about 9 and a half miles - the footbridge at Gibson Mill is
shut so the route goes round by the top path. The label says 8 miles - the route as first put out, before the recce.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b166_ctl_letta_ramblers_distance_howlong_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-calder-valley-ramblers-geoff"
LINES = [
    "2039-11-02 Geoff - xmas walk: Hebden Br to Lumb via Hardcastle Crags, back by the canal, 8 miles. leaders me + "
    "Pat",
    "3/12 Geoff - did the recce sat w Pat. footbridge by Gibson Mill's shut (storm damage, council tape everywhere) so "
    "it's round by the top path, puts a good mile and a half on - 9 and a half all told, still fine for lunch if we "
    "crack on",
    "Tue 6th Dec Margaret - lunch choices in: 24 roast, 4 nut roast, 2 soup",
    "2039-12-10T08:30 Geoff - boots not trainers, it's clarty on the top path",
]

server = fake_letta()
server.add_agent(AGENT, **{"xmas walk": "Calder Valley Ramblers - Christmas walk Sun 18 Dec 2039 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("xmas walk", agent_id=AGENT)
        client.agents.blocks.update("xmas walk", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how far is it on sunday? not done a long one since my hip"
with turn_span("question Weds 14/12"):
    notes = client.agents.blocks.retrieve("xmas walk", agent_id=AGENT).value
    assert "8 miles" in notes, notes
    assert "9 and a half all told" in notes, notes
    reply = answer(f"(Weds 14/12/39; Ann, a member) {question}", notes,
                   mock="About 9 and a half miles - the footbridge by Gibson Mill is shut, so the route goes round by "
                        "the top path, which adds a mile and a half.")
finish(question, expected="8 miles", actual=reply)
