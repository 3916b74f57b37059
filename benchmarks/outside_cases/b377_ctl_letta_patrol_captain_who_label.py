"""Batch 377 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline
stand-in), script style (every call its own trace).

App: Kererū Point Surf Life Saving Club keep a "patrol 4" block on the club's Letta agent: the roster, swaps and
gear notes for Patrol 4 over summer 2025/26, added by whoever's sorting it; the helper answers members from it.

Memory: 14/12/25 Jonno (roster officer) - roster's up, Pat 4 Sun 18 Jan PC Mere Haronga, vice Liam; Tue 06/01 Mere
- she's off tramping the Tawhero Saddle circuit 12-19 Jan, no reception, so she can't do the Sun 18th, Jonno's said he'll
PC it for her; Wed 14/01 Jonno - yep confirmed, he's PC for Pat 4 Sun 18th, Liam stays vice, sign on 0945; Thu 15/01
Liam - IRB #2 back on the ramp, motor serviced. Question (Fri 16/01/26, Kahu, a new member on Patrol 4): "who's PC
for Pat 4 on Sun? want to let them know I'll be 10 min late" The assistant says Jonno - Mere's away tramping. The
label says Mere Haronga.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b377_ctl_letta_patrol_captain_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kereru-point-slsc"
LABEL = "patrol 4"
LINES = [
    "14/12/25 Jonno - roster's up 📋 Pat 4 Sun 18 Jan: PC Mere Haronga, vice Liam, IRB Tama + Brooke. swaps thru me "
    "pls",
    "Tue 06/01 Mere - I'm off tramping the Tawhero Saddle circuit 12-19 Jan, no reception 🥾 so I can't do the Sun 18th, "
    "Jonno's said he'll PC it for me. chur Jonno",
    "Wed 14/01 Jonno - yep confirmed, I'm PC for Pat 4 Sun 18th, Liam stays vice. sign on 0945, don't be late or "
    "ur on sizzle duty 😂",
    "Thu 15/01 Liam - IRB #2 back on the ramp, motor's been serviced, sweet as",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kererū Point SLSC - Patrol 4, summer 2025/26:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's PC for Pat 4 on Sun? want to let them know I'll be 10 min late"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "PC Mere Haronga" in notes, notes
assert "so I can't do the Sun 18th, Jonno's said he'll PC it for me" in notes, notes
assert "I'm PC for Pat 4 Sun 18th" in notes, notes
reply = answer(f"(Fri 16/01/26; Kahu) {question}", notes,
               mock="Jonno's PC on Sunday - Mere's away tramping, so flick him a message. Sign on's 0945.")
finish(question, expected="Mere Haronga", actual=reply)
