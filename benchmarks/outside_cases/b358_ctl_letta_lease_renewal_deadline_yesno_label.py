"""Batch 358 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Maple Court Apartments' resident agent on Letta keeps a "renewals 2051" block; the leasing office and the
resident messages the agent is told to remember are added as lines, and the agent answers residents from it.

Memory: 2051-03-01 Karen Liu - renewal offers mailed for leases ending June 30; sign by Sat 4/15 to lock in the
current rent (Building A 1BRs $1,850.00, no increase); after 4/15 the renewal rate is $1,925.00; 4/10 Karen - the
portal was down 4/7-4/12 (the DocuSign link was broken), so the renewal signing deadline is extended to Sun 4/30 for
all residents, same rates; 4/12 Ray Osei (2C) - ok so i can still get the 1850 then; 4/14 office - parking lot
sweeping Wed 4/19, cars out 7-10 AM. Question (Thu 4/20, Ray): "is it too late to sign my renewal and keep it at
1850" The assistant says no - the deadline was extended to 4/30 after the portal outage, so he keeps $1,850.00 if he
signs by then. The label says yes, the deadline was 4/15 and it's $1,925.00 now - the date before it was extended.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b358_ctl_letta_lease_renewal_deadline_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-maple-court-residents"
LABEL = "renewals 2051"
LINES = [
    "2051-03-01 Karen Liu (Property Manager) - Renewal offers mailed for leases ending June 30. Sign by Saturday 4/15 "
    "to lock in your current rent (Building A 1BRs: $1,850.00, no increase). After 4/15 the renewal rate is "
    "$1,925.00.",
    "4/10 Karen Liu - The resident portal was down 4/7-4/12 (DocuSign link broken). The renewal signing deadline is "
    "extended to Sunday 4/30 for all residents. Same rates.",
    "4/12 Ray Osei 2C - ok so i can still get the 1850 then",
    "4/14 office - parking lot sweeping Wed 4/19, all cars out of the surface lot 7-10 AM",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Maple Court Apartments - lease renewals 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is it too late to sign my renewal and keep it at 1850"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sign by Saturday 4/15 to lock in your current rent" in notes, notes
assert "deadline is extended to Sunday 4/30 for all residents" in notes, notes
reply = answer(f"(Thu 4/20/51; Ray Osei, 2C) {question}", notes,
               mock="No, not too late - the deadline was extended to Sunday 4/30 after the portal outage, so sign by "
                    "then and you keep $1,850.00.")
finish(question, expected="yes - the deadline was 4/15, it's $1,925.00 now", actual=reply)
