"""Batch 21 (held out). A bicycle repair workshop's job board: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Spoke & Sprocket (two mechanics, Gaz and Priti) keep job notes, parts orders and customer messages in a
collection with metadata ``{"kind", "status"}``; the assistant answers the counter from a ``collection.query``.
Eighteen notes for September 2025.

Planted fault (DeletionError): the Monday tidy-up deletes every note with kind "parts" and status "arrived" (parts
that have come in and need no chasing). The note of Sat 13/9 was filed that way because it starts with a part
coming in, but it also carries the customer's pick-up: "Sturmey hub for Mr Dale's Brompton came in this am
(finally). Fitting Mon, texted him he can grab it Tues after 4. Schwalbe tyres for the Cube came too". Question
(Mon 15/9, after the tidy-up): "What date did we give Mr Dale to collect his Brompton?" -> expected "Tuesday 16
September, any time after 4pm". The assistant, left with the booking-in note ("2 wks for the hub?"), says about
the 15th and that the hub was still on order.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the 13/9 note is in the
query's results before the delete and neither stored nor in the context after; the booking-in note is in the
context. Another reading: none that we see; nothing else touches the Dale notes.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b21_chroma_bikeshop_pickup_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ARRIVED = ("Sat 13/9 - Sturmey hub for Mr Dale's Brompton came in this am (finally). Fitting Mon, texted him he can "
           "grab it Tues after 4. Schwalbe tyres for the Cube came too")
NOTES = [
    ("job", "open", "Mon 1/9 - Mr Dale, Brompton M3L, 3 spd hub slipping in 2nd + 3rd, needs new internals or "
                    "whole hub. Quoted GBP 140ish. 2 wks for the hub? told him we'd text"),
    ("parts", "ordered", "1/9 ordered from Madison: Sturmey Archer BSR 3spd hub (Dale), 2x 105 chains, 6 tubes 700x28"),
    ("job", "open", "Tue 2/9 - Cube Attain (Nadia Rahman) new tyres + full service, wants Schwalbe One 28c not the "
                    "cheap ones. GBP 85 + parts"),
    ("parts", "arrived", "Thu 4/9 - chains + tubes from Madison in. Tubes on the top shelf"),
    ("job", "collected", "Fri 5/9 - kid's Frog bike, brakes + gears, collected same day, GBP 35"),
    ("customer", "open", "Mrs Khan rang re ebike battery, won't hold charge - we don't do batteries, sent her to "
                         "E-Cycles in town"),
    ("parts", "ordered", "8/9 Schwalbe One 28c x2 for the Cube - Zyro, 3-4 days"),
    ("job", "open", "Tue 9/9 - Raleigh tourer (Bill Owen) wheel build, rear, 36h, he's bringing his own rim"),
    ("admin", "open", "Priti off Fri 19/9 - dentist. Gaz on his own, no new bookings that day"),
    ("parts", "ordered", "10/9 Dale hub - Madison say backorder, maybe end of the week. Texted Mr Dale, he's ok"),
    ("job", "collected", "Thu 11/9 - Trek FX puncture + brake pads, collected, GBP 28 card"),
    ("customer", "open", "Bill Owen dropping his rim off Sat am"),
    ("parts", "arrived", ARRIVED),
    ("admin", "open", "Card machine playing up again - SumUp sent a new one, should be here Weds"),
    ("job", "open", "Sat 13/9 - Bill Owen's rim in. Spokes on order, 2.5mm short, ugh"),
    ("parts", "arrived", "Sat 13/9 - brake pads (Clarks) restock, 20 pairs"),
    ("customer", "open", "Nadia Rahman asked if the Cube will be ready for her sportive on Sun 21/9 - yes should be"),
    ("admin", "open", "Winter service offer from 1/10: GBP 65 instead of 85, sign in the window"),
]

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("spokes", embedding_function=offline.chroma_embedding_function())
jobs.add(ids=[f"j{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
         metadatas=[{"kind": k, "status": s} for k, s, _ in NOTES])

question = "What date did we give Mr Dale to collect his Brompton?"
before = jobs.query(query_texts=[question], n_results=18)["documents"][0]
assert ARRIVED in before, before
with fault():
    jobs.delete(where={"$and": [{"kind": "parts"}, {"status": "arrived"}]})

hits = jobs.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Mon 15/9/25."] + hits
stored = jobs.get()["documents"]
assert any("2 wks for the hub?" in c for c in context), context
assert not any("grab it Tues after 4" in c for c in context + stored), context
reply = answer(question, context, mock="We didn't give him a firm date - the hub was on backorder from Madison "
                                       "(10/9), and we'd said about 2 weeks from 1/9, so around today, the 15th.")
finish(question, expected="Tuesday 16 September, after 4pm (the hub came in on the 13th)", actual=reply)
