"""Batch 30 (held out), control. A village hall committee's bookings block: Letta core memory block (offline
stand-in of tests/instrumentations), script style (each call its own trace).

App: Mandy, bookings secretary of Stretham Village Hall, appends notes about bookings and who opens and locks up
to a "bookings" block on a Letta agent and asks from the block. The key-holder rota has Derek opening up on
Fridays. The harvest supper is on Fri 26/9; Derek is at his daughter's in Leeds that week for the new baby, and
Sheila, who lives two doors down from the hall, said she'd open up that night.

No fault planted. Question (Mon 22/9): "who's opening up the hall for the harvest supper?" The model answers
Sheila, right per memory. The label says Derek, the Friday key holder on the rota. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b30_ctl_letta_villagehall_harvest_keyholder_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-stretham-hall-bookings"
LINES = [
    "Key holder rota (opening + locking up): Mon/Tues Pat, Weds Anil, Thurs Mandy, Fri Derek, wkends whoever "
    "booked collects from Mandy",
    "Harvest supper Fri 26 Sept 7pm, WI doing the food, 60 tickets @ £12, Pat on the raffle",
    "Zumba back Weds 10/9 7-8, Kerry",
    "Sat 20/9 wedding reception (the Coopers) 2pm-midnight, deposit £150 back if no damage",
    "Coopers' do - fine, one broken glass, kept £5, rest back",
    "Derek's at his daughter's in Leeds w/c 22/9 for the new baby (a girl!!), back the Mon after",
    "Sheila (no.3, 2 doors down) says she'll do the harvest supper, she's there anyway to set up the tables at 5",
    "Fire door fixed, Dan Pryce £380, Anil paid",
    "Parish cllrs Tues 14/10 7.30, Pat opening",
]

server = fake_letta()
server.add_agent(AGENT, **{"bookings": "Bookings and keys, autumn 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("bookings", agent_id=AGENT)
    client.agents.blocks.update("bookings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's opening up the hall for the harvest supper?"
notes = client.agents.blocks.retrieve("bookings", agent_id=AGENT).value
assert "Fri Derek" in notes and "Sheila (no.3, 2 doors down) says she'll do the harvest supper" in notes, notes
reply = answer(f"(Mon 22/9) {question}", notes,
               mock="Sheila from no.3 - Derek's up in Leeds with his daughter that week, and she's there from 5 "
                    "anyway setting up the tables.")
finish(question, expected="Derek (Friday key holder)", actual=reply)
