"""Batch 20 (held out), control. A primary school PTA's fair planning: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: the PTA secretary appends planning notes for the summer fair to a "fair" block on a Letta agent and asks from
the block. Dan (a Year 4 dad) offered his brother's bouncy castle for free; the committee turned it down ("no
public liability cover, and Mrs Ford said no to anything not insured") and booked Bounce-About from Coalville for
GBP 120, staff included.

No fault planted. Question: "Who's doing the bouncy castle at the fair?" The model answers Bounce-About (Coalville),
right per memory. The label says "Dan's brother", an offer that was not taken up. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b20_ctl_letta_pta_bouncy_castle_offer_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-oakfield-pta"
LINES = [
    "Summer fair Sat 28/6 12-4, field + hall. Theme 'under the sea' (Y2's idea)",
    "Stalls so far: tombola, cakes, books, plant stall (Mr Patel), face paints (Becky), hook-a-duck",
    "Committee mtg 2/6: Dan (Y4, Oscar's dad) says his brother has a bouncy castle we can have for free, just need "
    "to pick it up in a van",
    "Ice cream van - Mr Whippy man can come 1-3, gives us 10%",
    "Mrs Ford - anything on the field has to have its own insurance + risk assessment, no exceptions",
    "9/6 - Dan's brother's castle: no public liability cover, so it's a no from Mrs Ford. Thanked Dan. Booked "
    "Bounce-About (Coalville) instead, GBP 120 for the day, they bring their own staff + generator",
    "Raffle prizes: Hollins Farm hamper, Brooksby spa voucher, signed Tigers shirt",
    "Floats: Gail doing the bank run Fri 27/6",
    "Bounce-About arriving 10.30 to set up on the field by the pavilion, need a power point? no, own generator",
    "Dan offered to do the BBQ instead - yes please! Burgers from the butcher, 200",
    "Target this year GBP 2,500 for the new reading books",
    "Y6 helpers 3-4 with a parent on each stall",
]

server = fake_letta()
server.add_agent(AGENT, fair="Summer fair notes:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("fair", agent_id=AGENT)
    client.agents.blocks.update("fair", agent_id=AGENT, value=block.value + "\n- " + line)

question = "Who's doing the bouncy castle at the fair?"
notes = client.agents.blocks.retrieve("fair", agent_id=AGENT).value
assert "his brother has a bouncy castle" in notes and "Booked Bounce-About (Coalville) instead" in notes, notes
reply = answer(question, notes, mock="Bounce-About from Coalville - GBP 120 for the day with their own staff. Dan's "
                                     "brother's castle fell through as it had no public liability cover.")
finish(question, expected="Dan's brother", actual=reply)
