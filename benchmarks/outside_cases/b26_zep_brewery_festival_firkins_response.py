"""Batch 26 (held out). A micro-brewery's brew-house log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Nat, head brewer at Ouse Valley Brewing, logs orders, cask stock and brew days as messages on one Zep thread
and asks the assistant from a graph edge search. Fourteen notes, June-July 2025.

Planted fault (ResponseError, ignored sufficient context): the Ely beer festival is having "2 kils of Fen Bitter +
3 firkins Ouse Gold", and the log explains the cask sizes for the new lad: "firkin = 9 gal (72 pints), kil(derkin)
= 18 gal, i.e. 2 firkins". Asked how many firkins' worth that is, the model counts casks and says 5, though both
notes are in its context. Question (Mon 7/7): "How many firkins' worth is going to the festival all told?" ->
expected "seven (63 gallons)".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the festival
order and the cask-size note are both in the context the model got. Another reading: none that we see; nothing was
lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b26_zep_brewery_festival_firkins_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ovb-brewhouse", "ovb-brewhouse-log"
NOTES = [
    "Ely beer fest 11-13 Jul - Pete's having 2 kils of Fen Bitter + 3 firkins Ouse Gold, on sale or return for the "
    "Gold, deliver Thurs 10th to the marquee",
    "Brew day Tues 17/6 - Fen Bitter, 6 brl, OG 1042, into FV2",
    "For Callum (new lad) - cask sizes: pin = 4.5 gal, firkin = 9 gal (72 pints), kil(derkin) = 18 gal, i.e. 2 "
    "firkins. We don't do barrels",
    "Gold brew 24/6 into FV3, Citra + Mosaic, smells amazing",
    "Cask stock today: 58 firkins, 11 kils, 6 pins. 4 firkins at the menders",
    "Kings Arms want a pin of the stout for their quiz night 4/7, small one as it's a trial",
    "Festival - Pete says the marquee has 2 stillages, 12 casks max across all brewers, we've got our 5",
    "Fen Bitter racked 1/7 - enough for the festival kils + 8 firkins for the pubs",
    "Duty return due 15/7, Nat to do it, last month's was £1,412",
    "Festival tokens - we get paid out per pint sold on the Gold, full price on the Bitter",
    "Horseshoes 2 firkins FB Thurs, Lamb 1 firkin, Kings Arms the pin + 1 firkin Gold",
    "Callum asked why kils - Pete's stillage is kil-sized at the back, saves swapping halfway",
    "Cooling on FV3 playing up again, ring Brewlab Mon",
    "Pete wants the pump clips by Weds so the programme can go to print",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nat")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nat")])

question = "How many firkins' worth is going to the festival all told?"
facts = client.graph.search_edges(GRAPH, query="festival fest kils firkins Fen Bitter Gold cask sizes kil firkin gal",
                                  page_size=8).items
context = ["Today is Mon 7/7/25."] + [f.fact for f in facts]
assert any("2 kils of Fen Bitter + 3 firkins Ouse Gold" in c for c in context), context
assert any("kil(derkin) = 18 gal, i.e. 2 firkins" in c for c in context), context
with fault():
    reply = answer(question, context, mock="5 - 2 of the Fen Bitter and 3 of the Ouse Gold, going to the marquee "
                                           "on Thurs 10th.")
finish(question, expected="7 - the 2 kils count double, so 4 + 3", actual=reply)
