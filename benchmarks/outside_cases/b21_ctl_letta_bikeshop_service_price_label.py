"""Batch 21 (held out), control. A bicycle repair workshop's shop notes: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: Priti at Spoke & Sprocket appends shop notes (prices, suppliers, opening hours, who does what) to a "shop"
block on a Letta agent, and the counter assistant answers from the block. The labour price for a full service went
to GBP 85 in March; the chalk board by the till "still says 75 from last year, Gaz keeps meaning to redo it".

No fault planted. Question: "How much do we charge for a full service?" The model answers GBP 85 labour plus parts,
right per memory. The label says GBP 75, the old figure still on the board. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b21_ctl_letta_bikeshop_service_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-spoke-sprocket"
LINES = [
    "Open Tue-Sat 9-5.30, Sun 10-2 in summer only. Closed Mondays (workshop catch-up day)",
    "Suppliers: Madison (most things, next day if ordered by 3), Zyro (Schwalbe), Raleigh trade for Sturmey bits",
    "Prices from 1/3/25: safety check GBP 25, basic service GBP 50, full service GBP 85 labour, parts extra. "
    "Puncture GBP 12 + tube",
    "Wheel build GBP 45 labour (customer's rim), true a wheel GBP 15",
    "Ebike batteries - we don't do them, send people to E-Cycles on Bridge St",
    "Board by the till still says 75 from last year for the full service, Gaz keeps meaning to redo it. Charge "
    "what's on the price list not the board",
    "Priti does the wheel builds + Bromptons, Gaz the ebikes (motors only) + suspension",
    "Cycle to Work vouchers - Cyclescheme + Green Commute, Priti has the login",
    "Card machine: SumUp, new one came 17/9. Cash still fine",
    "Kids' bikes - free safety check for anyone from Thornby Primary in Sept",
    "Bookings: 3 services a day max each, more in spring",
]

server = fake_letta()
server.add_agent(AGENT, shop="Spoke & Sprocket - shop notes:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("shop", agent_id=AGENT)
    client.agents.blocks.update("shop", agent_id=AGENT, value=block.value + "\n- " + line)

question = "How much do we charge for a full service?"
notes = client.agents.blocks.retrieve("shop", agent_id=AGENT).value
assert "full service GBP 85 labour" in notes and "still says 75 from last year" in notes, notes
reply = answer(question, notes, mock="GBP 85 labour for a full service, with parts on top (the board by the till "
                                     "is last year's).")
finish(question, expected="GBP 75", actual=reply)
