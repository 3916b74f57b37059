"""Batch 32 (held out). A family's holiday let in Cornwall, the cleaning side: Zep (sync client against the offline
Zep v4 stand-in of tests/instrumentations), script style (each call its own trace).

App: Lou Trewin runs Bosvean, the family's cottage above Porthtowan, from Bristol. She logs what she arranges with
the cleaners, the laundry and the guests as messages on one Zep thread and asks the assistant from a graph edge
search. Thirteen notes, July-August 2025. Jenna does every Saturday changeover; she's away for a fortnight in
August and her sister Kerensa covers two of the Saturdays.

Planted fault (ResponseError, ignored sufficient context): the model's context holds both "Jenna does all the Sat
changeovers, 10-2, £17/hr" and "Jenna off 16-30 Aug (Zante w the girls!!) - her sister Kerensa's doing the 23rd +
the 30th, same money, she's done it before for the Polglazes", and the model goes by the standing arrangement.
Question (Wed 20/8): "who's doing the changeover sat? need to text her the key code" -> expected Kerensa, Jenna's
sister.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both notes are in
the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b32_zep_cornwall_let_changeover_cleaner_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bosvean-let", "bosvean-cleaning"
NOTES = [
    "Jenna does all the Sat changeovers, 10-2, £17/hr, invoices me monthly. Linen comes from Cornish Linen Co Fri "
    "pm, she leaves the dirty bags in the porch",
    "Key safe code changed to 2611 after the Kaurs lost the keys - text it to whoever's cleaning, never put it in "
    "the guest email",
    "Deep clean Tues 19/8, Jenna from 9, oven + carpets + windows, £120 flat",
    "Cornish Linen Co put the price up, £41 a change for 3 beds + towels now",
    "Jenna off 16-30 Aug (Zante w the girls!!) - her sister Kerensa's doing the 23rd + the 30th, same money, she's "
    "done it before for the Polglazes",
    "Guests Sat 23rd are the Fletchers (2 + baby), travel cot + high chair out of the loft pls",
    "Hoover's dying, ordered a Shark off Amazon £179, coming Thurs to the cottage, Jenna to let it in",
    "Changeover checklist laminated + on the back of the cupboard door, both girls know it",
    "Beach towels - guests keep taking them, 3 missing this month, bought 6 from Trago",
    "Polglazes next door have the spare key if anything goes wrong, Mrs P is 07791 448 210",
    "Window cleaner every other Mon, Gary Pengelly, £25, pay him cash from the tin",
    "Sat 16/8 changeover went fine per Jenna, Nowaks left the bbq dirty, took £20 off deposit",
    "Kerensa's number is 07812 330 957, Jenna's given her the linen routine",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lou")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Lou")])

question = "who's doing the changeover sat? need to text her the key code"
facts = client.graph.search_edges(GRAPH, query="changeover Sat cleaning Jenna Kerensa key code cleaner",
                                  page_size=8).items
context = ["Today is Wed 20/8/25."] + [f.fact for f in facts]
assert any("Jenna does all the Sat changeovers" in c for c in context), context
assert any("Kerensa's doing the 23rd + the 30th" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Jenna - she does all the Saturday changeovers, 10 till 2. The key safe "
                                           "code is 2611.")
finish(question, expected="Kerensa (Jenna's sister)", actual=reply)
