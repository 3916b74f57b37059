"""Batch 335 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Greenfield Band go to the area contest on Sat 13th May 2051 at Oldham - a coach from the bandroom, the own-choice
test piece, supporters welcome on the coach. Carol (the secretary), Dean (the bandmaster) and Jean (the treasurer) add
lines to a "contest" block on the band's Letta agent; the helper answers players' questions from it.

Memory: Carol, 2051-03-02T21:30 - contest Sat 13th May at Oldham, coach from the bandroom 8am, £12 each players and
supporters, pay Jean by the end of April; Dean, 16/3 - own choice is Eye of the Storm, bring pencils, two extra
rehearsals; Carol, Tue 11th April - good news, the band got the grant from the Co-op community fund, so the coach is
paid for, players go free, supporters still £5, Jean'll give back anyone who's already paid; Jean, 2.5. - 4 supporters
so far. Question (Thu 4/5, Liam, a player): "how much do I owe for the contest coach? can I pay Jean tonight at
rehearsal" The assistant says nothing - the Co-op grant's paid for the coach, players go free (only supporters pay
£5). The label says £12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b335_ctl_letta_brass_band_contest_coach_cost_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-greenfield-band"
LABEL = "contest"
LINES = [
    "2051-03-02T21:30 Carol - AREA CONTEST 🎺 sat 13th may at Oldham, coach from the bandroom 8am. £12 each players + "
    "supporters, pay Jean by the end of april pls",
    "16/3 Dean - own choice is Eye of the Storm 🌪️ bring pencils, 2 extra rehearsals sun 30th + sun 7th, 10-12",
    "Tue 11th April Carol - GOOD NEWS 🎉 we got the grant from the Co-op community fund!! so the coach is paid for, "
    "players go free, supporters still £5. Jean'll give back anyone who's already paid",
    "2.5. Jean - 4 supporters on the coach so far, room for more, tell ur mums",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Greenfield Band - area contest 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe for the contest coach? can I pay Jean tonight at rehearsal"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£12 each players + supporters" in notes, notes
assert "so the coach is paid for, players go free" in notes, notes
reply = answer(f"(Thu 4/5/51; Liam, a player) {question}", notes,
               mock="Nothing, Liam - the Co-op grant's paid for the coach, so players go free. It's only supporters "
                    "who pay, £5 each.")
finish(question, expected="£12", actual=reply)
