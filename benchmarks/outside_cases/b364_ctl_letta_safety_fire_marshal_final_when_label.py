"""Batch 364 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Polk Middle School renovation (2051) - inspections before the district can reoccupy the renovated wing. Gus
(the GC's super) adds lines to an "inspections" block on the job's Letta agent; the helper answers the school's
questions from it.

Memory: 2051-04-03T16:20 - the fire marshal's final walk is set for Thu 4/13 at 9a, the FA acceptance test and
Apex's sprinkler cert need to be in the binder before it; 4/6 - FA acceptance test passed, Brightline's tech and the
monitoring company signed off, the sprinkler cert is in the binder; Tue 4/11 - the FM's office called, the
inspector's out sick Thursday, "pushed us a week from today, same time 9a"; 4/11 pm - TCO paperwork to the district
by the day of the final. Question (Weds 4/12, the principal): "when's the fire marshal's final walk? I'd like to be
there" The assistant says Tue 4/18 at 9am (a week from Tue 4/11, when the FM's office called). The label says Thu
4/13 at 9am - the original date, which is in memory but was rescheduled.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b364_ctl_letta_safety_fire_marshal_final_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-polk-ms-reno"
LABEL = "inspections"
LINES = [
    "2051-04-03T16:20 FM final walk set THU 4/13 9a ✅ need the FA acceptance test + Apex's sprinkler cert in the "
    "binder b4 then",
    "4/6 FA acceptance test PASSED, Brightline's tech + the monitoring co signed off. sprinkler cert from Apex in "
    "the binder",
    "Tue 4/11 - FM's office called, inspector's out sick thurs 🤒 pushed us a week from today, same time 9a. told "
    "the district",
    "4/11 pm - TCO paperwork to the district by the day of the final, Pam's on it",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Polk MS renovation - inspections log 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the fire marshal's final walk? I'd like to be there"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "FM final walk set THU 4/13 9a" in notes, notes
assert "pushed us a week from today, same time 9a" in notes, notes
reply = answer(f"(Wed 4/12/2051; the principal) {question}", notes,
               mock="Tue 4/18 at 9am - the FM's office pushed it a week from 4/11 because the inspector's out sick.")
finish(question, expected="Thu 4/13 at 9am", actual=reply)
