"""Batch 351 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Northfold Energy install home batteries; the office keeps a block per job on its Letta agent and Shaz (the
office manager) and the installers add lines to it as the job goes; the helper answers customers' calls from it.

Memory (the "Brennan job" block): 2051-01-16 - quote Q-2051-0098, Mr + Mrs Brennan, 4 Ashgrove: 2 x Kestrel KB-7 in
parallel, 7.0 kWh usable each, 14 kWh usable in total, 5 kW hybrid inverter, £9,800; 03/02 - deposit paid, install
Mon 6 March; Feb 20 - Mr Brennan rang to cancel the 2nd KB-7, money's tight after the roof, they can add it later (the
KB-7 goes up to 4 in parallel), revised invoice £6,350, one battery only; 6/3/51 - installed and commissioned, 5.0 kW
continuous discharge test OK, G98 notified, app set up on Mrs Brennan's phone. Question (Mon 13 Mar 2051, Mr
Brennan): "how much usable storage have we actually got? filling in the Octopus form" The assistant says 7.0 kWh -
one KB-7, the second was cancelled. The label says 14 kWh (the quote, before the cancelled battery).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b351_ctl_letta_home_battery_usable_kwh_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-northfold-office"
LABEL = "Brennan job"
LINES = [
    "2051-01-16 Shaz - quote Q-2051-0098, Mr + Mrs Brennan, 4 Ashgrove: 2 x Kestrel KB-7 in parallel (7.0 kWh "
    "usable each, 14 kWh usable total), 5 kW hybrid inverter, £9,800 inc VAT",
    "03/02 Shaz - deposit paid, install booked Mon 6 March, Jonno + Kieran",
    "Feb 20 Shaz - Mr Brennan rang, cancelling the 2nd KB-7, money's tight after the roof 😬 can add it later (KB-7 "
    "goes up to 4 in parallel). revised invoice sent £6,350, ONE battery only",
    "6/3/51 Jonno - installed + commissioned, 5.0 kW continuous discharge test OK, G98 notified, app set up on Mrs "
    "Brennan's phone. left the spare wall bracket in the garage for when they add the 2nd",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Northfold Energy - Brennan, 4 Ashgrove:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much usable storage have we actually got? filling in the Octopus form"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "14 kWh usable total" in notes, notes
assert "cancelling the 2nd KB-7" in notes and "ONE battery only" in notes, notes
reply = answer(f"(Mon 13/3/51; Mr Brennan) {question}", notes,
               mock="7.0 kWh usable - you've got one Kestrel KB-7; the second one on the original quote was "
                    "cancelled, though you can add it later.")
finish(question, expected="14 kWh", actual=reply)
