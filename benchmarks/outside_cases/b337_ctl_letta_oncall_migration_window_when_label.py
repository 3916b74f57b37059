"""Batch 337 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Nimbus Hosting's storage on-call engineers append their hand-off notes to an "on-call handoff" block on the
team's Letta agent; the helper answers questions from it.

Memory: Mon 11/09/2026 10:00 AM PT - hand-off Dev to Ana; open: CHG-20931, the us-east-2 block storage migration,
window this Thursday 11:00 PM-2:00 AM ET, Ana is IC; INC-7712 noisy disk alerts on nfs-14, muted till Wed; Tue 11/10
- Kestrel Health (KST-5120) opened a change freeze for their open-enrollment go-live, through 11/15; Wed 11/11 4:20
PM - CAB pushed CHG-20931 out a week because of the Kestrel freeze, same window, "a week from tomorrow" (said on
Wednesday 11/11, so Thursday 11/19), Ana still IC, customer comms go out Mon; Thu 11/12 - nfs-14 alerts fixed,
alert rules v1.4.2. Question (Fri 11/13/2026, Priya): "when's the us-east-2 storage migration now? want to be on
the bridge" The assistant says Thursday 11/19, 11:00 PM-2:00 AM ET. The label says Thursday 11/12 at 11:00 PM ET -
the original window, before CAB rescheduled it (a temporal question: the new date is relative to the note's day).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b337_ctl_letta_oncall_migration_window_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nimbus-storage-oncall"
LABEL = "on-call handoff"
LINES = [
    "Mon 11/09/2026 10:00 AM PT - Hand-off Dev -> Ana. Open items: CHG-20931 us-east-2 block storage migration, "
    "window this Thursday 11:00 PM-2:00 AM ET, Ana is IC. INC-7712 (noisy disk alerts on nfs-14) still open, muted "
    "till Wed.",
    "Tue 11/10 - Kestrel Health (KST-5120) opened a change freeze for their open-enrollment go-live, runs through "
    "11/15. Nothing customer-facing in their region till then.",
    "Wed 11/11 4:20 PM - CAB pushed CHG-20931 out a week because of the Kestrel freeze. Same window, 11 PM-2 AM ET, "
    "a week from tomorrow. Ana still IC; customer comms go out Mon.",
    "Thu 11/12 - nfs-14 alerts fixed (bad threshold), shipped in alert rules v1.4.2. Closing INC-7712.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Nimbus Hosting - storage on-call hand-off log:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the us-east-2 storage migration now? want to be on the bridge"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "window this Thursday 11:00 PM-2:00 AM ET" in notes, notes
assert "CAB pushed CHG-20931 out a week" in notes and "a week from tomorrow" in notes, notes
reply = answer(f"(Fri 11/13/2026; Priya) {question}", notes,
               mock="Thursday 11/19, 11:00 PM-2:00 AM ET - CAB moved CHG-20931 a week because of the Kestrel Health "
                    "freeze. Ana is still IC.")
finish(question, expected="Thursday 11/12 at 11:00 PM ET", actual=reply)
