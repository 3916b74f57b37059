"""Batch 67 (held out). A village hall's bookings: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: Horsley Village Hall (main hall, small room, kitchen; run by a committee of volunteers) keeps its bookings book in
one collection, metadata ``{"kind"}`` (booking: a hire and its terms; caretaker: Brian's notes after a hire; committee:
decisions; maint: repairs). When the treasurer asks about a hire's money, the assistant searches only
``kind == "booking"`` records. Ten records, Feb - Mar 2029.

Planted fault (RetrievalError, filtered out by scope): the Hendersons' 40th (Sat 10/3, main hall + kitchen) paid a
£150 damage deposit. Brian's note on Sunday morning: "sun am after the Henderson 40th - somebody had a confetti
cannon!! bits down every crack in the parquet, me + Sheila 2 hrs on hands + knees w the hoover. spoke to Pat
(chair), she says keep £45 back off their dep for our time + the hoover bags". The booking-only query leaves it out.
Question (Tue 13/3, Gill the treasurer, doing the bank transfer): "how much deposit do we send back to the
Hendersons?" -> expected £105 (the £150 less £45). The assistant goes by the booking: all £150.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Brian's note is
stored and a hit of the same query without the filter, and not in the context; the booking with the £150 deposit is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b67_chroma_villagehall_deposit_back_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BRIAN = ("sun am after the Henderson 40th - somebody had a confetti cannon!! bits down every crack in the parquet, me + "
         "Sheila 2 hrs on hands + knees w the hoover. spoke to Pat (chair), she says keep £45 back off their dep for "
         "our time + the hoover bags")
DOCS = [
    ("booking", "Henderson - 40th bday party sat 10/3/29, main hall + kitchen 6pm-midnight. hire £180 pd, damage "
                "deposit £150 pd by bank 1 Feb, refundable after the caretaker's checked. own bar, no TENs needed"),
    ("booking", "Pilates (Amy) every mon 7-8pm small room, £12/hr, invoiced monthly"),
    ("committee", "hire rates going up from 1 April: main hall £25/hr, small room £14, kitchen flat £20"),
    ("caretaker", "sat 3/3 toddler group - left the big heater on all w/e again, grr. note on the door"),
    ("maint", "gents' cistern running, plumber booked thurs 15th am"),
    ("booking", "Horsley WI - jumble sale sat 17 Mar, main hall 9-2, setting up fri eve from 6. no deposit (regulars)"),
    ("caretaker", BRIAN),
    ("committee", "deposits: back within 2 wks of the hire by bank transfer, Gill does them, tell the hirer if "
                  "anything's kept back"),
    ("booking", "Nailsworth Ukulele Orchestra - concert sat 24/3 7.30, main hall, £100 deposit pd"),
    ("maint", "3 stacking chairs w split seats, put in the store w a red tag"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("horsley-hall", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "how much deposit do we send back to the Hendersons?"
words = "Henderson 40th deposit dep back refund £150 keep"  # the app's search words
unfiltered = book.query(query_texts=[words], n_results=5)["documents"][0]
assert BRIAN in unfiltered, unfiltered
assert BRIAN in book.get()["documents"]

with fault():
    hits = book.query(query_texts=[words], n_results=5, where={"kind": "booking"})["documents"][0]
context = ["Today is Tue 13 March 2029. You are talking to Gill, the hall's treasurer."] + hits
assert BRIAN not in context, context
assert any("damage deposit £150" in c for c in context), context
assert not any("£45" in c or "confetti" in c for c in context), context
reply = answer(question, context, mock="All of it - the Hendersons' £150 damage deposit goes back by bank transfer, "
                                       "it's refundable once the caretaker's checked the hall.")
finish(question, expected="£105 - £45 of the £150 is kept for the confetti clean-up", actual=reply)
