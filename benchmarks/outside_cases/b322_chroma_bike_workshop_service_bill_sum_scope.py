"""Batch 322 (held out). A bike repair workshop's job notes: chromadb collection, script style (every call its own
trace); for a "how much" question the helper asks only the quote and parts notes, and the note adding a job to the
bill was filed as a booking note.

App: Spoke & Chain is a two-bench bike repair workshop under the railway arches in Hebden Bridge - services, wheel
builds, puncture drop-ins, e-bike diagnostics. Dan (who owns it) files the notes on each job into one chroma
collection with metadata ``kind`` (quote, parts, booking, collection, customer); for a "how much" question the
helper asks only the quote and parts notes (``where={"kind": {"$in": ["quote", "parts"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Dan's quote note of 2050-05-06T09:40 has Mr Patel's
Ribble down for a full service at £75, and his parts note of 7/5 adds a new chain at £24 fitted. Mr Patel's phone
call of Weds 11 May moves his collection to Saturday (so it was filed as collection) and says, while it's in, he
wants new brake pads front and back - Dan told him £18 the pair fitted. Question (Sat 14/5, Mr Patel, collecting): "how much
is it all in for the Ribble? want to bring the right cash" -> expected £117 (£75 + £24 + £18). The scoped query
returns the quote, the chain and another customer's parts note; the assistant says £99.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 11 May note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£18 or the brake pads; the £75 service and the £24 chain are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b322_chroma_bike_workshop_service_bill_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PADS = ("Weds 11 May - Mr Patel rang, can he pick the Ribble up sat not fri, he's on lates all wk. fine. "
        "while it's in can we do new brake pads front + back, they're squealing - told him £18 the pair fitted, "
        "he's fine with that")
NOTES = [
    ("quote", "2050-05-06T09:40 Mr Patel - Ribble road bike, full service £75 (gears, brakes, bearings, true wheels). "
              "rear mech hanger looks a bit bent, will check"),
    ("parts", "7/5 Patel's Ribble - chain's stretched to 0.75, new chain £24 fitted, KMC. cassette ok for now"),
    ("collection", PADS),
    ("parts", "7/5 Mrs Hughes' Galaxy - new bar tape £15 + cables £12, ordered from Madison, in weds"),
    ("collection", "Fri 13th - Patel's Ribble done 👍 test ridden, hanger straightened (no charge). text sent, he's "
                   "coming sat am, we're open 9-1 sats"),
    ("customer", "Mr Patel - pays cash, likes a chat about Tour de France 😂 don't mention Ineos"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("spoke-and-chain-jobs-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"job-note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dan"}])

question = "how much is it all in for the Ribble? want to bring the right cash"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PADS in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["quote", "parts"]}})
hits = found["documents"][0]
context = ["Today is Sat 14 May 2050. You are talking to Mr Patel, who is collecting his Ribble road bike from Spoke & "
           "Chain."] + hits
assert PADS not in hits and not any(w in c.lower() for c in context for w in ("£18", "brake pads", "squealing")), \
    context
assert any("full service £75" in c for c in context), context
assert any("new chain £24 fitted" in c for c in context), context
reply = answer(question, context, mock="£99 all in - the £75 service plus £24 for the new chain.")
finish(question, expected="£117 - £75 service, £24 chain and £18 for the brake pads he asked for on the phone",
       actual=reply)
