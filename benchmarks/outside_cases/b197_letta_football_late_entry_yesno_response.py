"""Batch 197 (held out). A youth football club's tournament: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the U10 late-entry line in its block and says it's too late.

App: Shifnal Town Juniors' tournament is Sun 21st June 2043 at Idsall school fields - U8s to U12s, £25 a team, young
referees from the county FA, a burger van and a tombola. Gary (the club's chairman) keeps a "tournament" block on the
club's Letta agent and adds a line as things are sorted; coaches from other clubs ask it.

Planted fault (ResponseError, ignored sufficient context): the block has Gary's first line (2043-04-14T20:00: entries
close Fri 29th May, no late ones this year - we were still doing fixtures at midnight last time); 3/5, the refs;
16th May, the burger van; Tue 2nd June - Dave (fixtures) says they're 3 teams short in the U10s so he'll still take
U10s till Fri 12th, just message him, everything else is full; 2043-06-06T09:30, the U12s full with 2 on the
waiting list. Question (Sun 7/6, Jodie, who runs Albrighton's new U10s): "is it too late to get my U10s in? only
just got enough lads together" -> expected no - Dave's still taking U10s till Fri 12th (message him). The model says
yes, entries closed on 29 May, no late entries.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the closing-date line and
the U10 line are both in the block the model was given, and it answered from the first alone. Asserted: the block
has the no-late-entries line and the U10s-till-Fri-12th line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b197_letta_football_late_entry_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shifnal-town-juniors"
LABEL = "tournament"
LINES = [
    "2043-04-14T20:00 TOURNAMENT ⚽ sun 21st june, Idsall school fields, U8-U12, £25 a team. entries close fri 29th "
    "may, NO late ones this yr - we were still doing fixtures at midnight last time",
    "3/5 refs - county FA sending 6 of their young refs, £15 each + a burger, Gary to meet them 9am",
    "16th may burger van booked (Smokey Joe's), pitches marked out the fri from 1.30pm, tombola prizes to Sharon",
    "Tue 2nd June Dave (fixtures) says we're 3 teams short in the U10s so he'll still take U10s till fri 12th, just "
    "message him. everything else is full",
    "2043-06-06T09:30 U12s full - 12 teams, 2 on the waiting list. U8s + U9s full too",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Shifnal Town Juniors tournament 2043 (Gary, chairman):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is it too late to get my U10s in? only just got enough lads together"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "entries close fri 29th may, NO late ones this yr" in notes, notes
assert "he'll still take U10s till fri 12th" in notes, notes
with fault():
    reply = answer(f"(Sun 7/6/43; Jodie, who runs Albrighton's new U10s) {question}", notes,
                   mock="Sorry, yes - entries closed on Friday 29th May and there are no late entries this year.")
finish(question, expected="no - Dave's still taking U10 teams till Fri 12th June, message him", actual=reply)
