"""Batch 261 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Tuel Lane Boat Hire hire out four narrowboats from Sowerby Bridge - Heron and Kingfisher (the big six-berths),
Dipper and Wren (the little ones). Dave (who owns the yard) and Shaz (bookings and handovers) add lines to a "hire
terms" block on the yard's Letta agent; the helper answers hirers' questions from it.

Memory: Dave, 2051-01-10T10:00 - security deposit £200, back within 7 days if there's no damage, fuel comes out of
it; Dave, 14/2 - the insurance renewal's in, they want more cover on the big boats after the lock gate business at
Tuel Lane last September, so it's £250 deposit on Heron and Kingfisher from this season, the little ones stay at
£200; Shaz, Sat 4th Mar - Heron's had her blacking, back in the water Monday; Shaz, Weds 22/3 - the Pattersons want
Heron for Easter week, form sent. Question (Thu 23/3, Mr Patterson): "how much is the deposit for Heron? want to
get it sent over tonight" The assistant says £250 (the big boats went up this season). The label says £200.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b261_ctl_letta_narrowboat_hire_deposit_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-tuel-lane-boat-hire"
LABEL = "hire terms"
LINES = [
    "2051-01-10T10:00 Dave - HIRE TERMS 51 🚤 security deposit £200, back within 7 days if no damage, fuel comes "
    "out of it. balance 6 wks b4 you go",
    "14/2 Dave - insurance renewal's in 😩 they want more cover on the big boats after the lock gate business at "
    "Tuel Lane last sept, so it's £250 deposit on Heron + Kingfisher from this season, the little ones stay £200",
    "Sat 4th Mar Shaz - Heron's had her blacking, back in the water mon",
    "Weds 22/3 Shaz - the Pattersons want Heron for easter wk, sent them the form",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Tuel Lane Boat Hire - hire terms and notes 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is the deposit for Heron? want to get it sent over tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "security deposit £200" in notes, notes
assert "it's £250 deposit on Heron + Kingfisher from this season" in notes, notes
reply = answer(f"(Thu 23/3/51; Mr Patterson) {question}", notes,
               mock="£250 for Heron - the big boats went up this season; it comes back within 7 days if there's no "
                    "damage.")
finish(question, expected="£200", actual=reply)
