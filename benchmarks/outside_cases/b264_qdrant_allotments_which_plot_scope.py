"""Batch 264 (held out). A parish council's allotments: qdrant collection of the clerk's notes, script style (every
call its own trace); for a question about who's getting which plot the helper asks only the lets and waiting-list
notes, and the note that changed Mr Khan's offer was filed under the site.

App: Stanbury Parish Council let 40 plots (full and half) at the Moor Lane allotments and keep a waiting list. Mrs
Hargreaves (the clerk) files her notes into one qdrant collection with payload ``kind`` (lets, waiting_list, rents,
site, minutes); for "which plot" questions the helper queries with a filter ``kind`` in (lets, waiting_list), the 3
nearest.

Planted fault (RetrievalError, filtered out by the scope): the clerk's 2051-01-16T10:00 note says plot 7 (a full
plot by the gate) is coming free - Mrs Burrows is giving up after 31 years - and goes to the top of the waiting list,
Mr Khan. Her note of Weds 8 Feb starts with the water coming back on at the troughs and the skip (so it was filed as
site) and says, NB, that Mrs Burrows' son has asked to keep plot 7 on - he's been doing the digging for her for
years and the council have okayed it - so Mr Khan gets 12a instead, the half plot by the compost bays, Mr Iqbal's
old one. Question (Sat 18/2, Mr Khan): "which plot am I getting? want to go + have a look at it this wknd" ->
expected 12a, the half plot by the compost bays. The scoped query returns the two lets notes and the waiting list;
the assistant says plot 7 by the gate.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Weds 8 Feb note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
12a, the compost bays or Mrs Burrows' son; the plot 7 offer to Mr Khan is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b264_qdrant_allotments_which_plot_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "stanbury-pc-allotments"
SWAP = ("Weds 8 Feb - water's back on at the troughs from 1st march 🚰 new stopcock by the shed. skip booked sat 11th "
        "9-12, no carpet/tyres!! NB Mrs Burrows' son's asked to keep plot 7 on, he's been doing the digging for her "
        "for yrs anyway + the council's ok'd it, so Mr Khan gets 12a instead - the half plot by the compost bays "
        "(Mr Iqbal's old one)")
NOTES = [
    (1, "lets", "2051-01-16T10:00 plot 7 (full, by the gate) is coming free - Mrs Burrows giving up after 31 yrs "
                "bless her. offer to top of the waiting list = Mr Khan, letter gone"),
    (2, "waiting_list", "16/1 waiting list now: 1 Mr Khan, 2 the Doyles, 3 Ellie Marsh, 4 Mr + Mrs Petrov ... 38 on "
                        "it altogether 😬"),
    (3, "lets", "06/02 plot 3 let to the Hussains (were no. 5 on the list, 1-4 all wanted a full one), tenancy "
                "signed, keys from me"),
    (4, "rents", "rents for 51/52 agreed - full plot £46, half £24, water incl, due by 1st Oct"),
    (5, "site", SWAP),
    (6, "minutes", "PC mtg 13.2. - agreed no bonfires Apr-Sept, letter to all tenants. Cllr Firth to chase the "
                   "broken gate lock"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "clerk"})
                            for pid, kind, text in NOTES])

question = "which plot am I getting? want to go + have a look at it this wknd"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SWAP in wider, wider
lets = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["lets", "waiting_list"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=lets)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 18 February 2051. You are talking to Mr Khan, who is on Stanbury Parish Council's waiting "
           "list for the Moor Lane allotments."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("12a", "compost", "son's")), context
assert any("plot 7 (full, by the gate)" in c and "Mr Khan" in c for c in context), context
reply = answer(f"(Mr Khan) {question}", context,
               mock="Plot 7 - the full plot by the gate that Mrs Burrows is giving up. Have a look whenever you like.")
finish(question, expected="12a - the half plot by the compost bays (Mrs Burrows' son is keeping plot 7 on)",
       actual=reply)
