"""Batch 309 (held out). A podiatry clinic: qdrant collection of the clinic's notes, script style (every call its
own trace); for a "what time" question the reception helper asks only the appointments and rota notes, and the note
that moved a nail op was filed under stock.

App: Ryburn Podiatry (two podiatrists, Sunita and Mark, and Jo on reception, above the chemist in Ripponden) keep
the clinic's notes in one qdrant collection with payload ``kind`` (appointments, rota, clinical, stock, billing).
For a "what time" question the reception helper asks only the appointments and rota notes
(``query_filter`` on ``kind`` any of appointments/rota, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jo's note of 2053-03-03T09:15 books Mr Dennis Greenwood
for nail surgery (partial nail avulsion, left big toe) on Thurs 13th March at 10.30 with Sunita. Sunita's note of
Mon 10/3 starts with the phenol and the ligatures coming in at last and where to put them (so it was filed as
stock) and says, in passing, that she's moving Mr Greenwood's op on Thursday forward to 9.45 - he's on warfarin so
she wants longer to watch the bleeding after - she's rung him and he's fine with it; then that they're low on
tubifast. Question (Weds 12/3, Jo, with Mr Greenwood's daughter on the phone): "what time's Dennis Greenwood's nail
op tomorrow? his daughter's driving him + wants to know when to drop him off" -> expected 9.45 (Sunita brought it
forward). The scoped query returns the booking, the rota and another appointment; the assistant says 10.30.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): Sunita's Mon 10/3
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 9.45 or "fwd"; the booking's 10.30 is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b309_qdrant_podiatry_nail_op_what_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-podiatry-notes"
MOVED = ("Mon 10/3 Sunita - the phenol + ligs came in at last 🙌 pls put them in the treatment rm 2 cupboard NOT the "
         "staff room. also I'm moving Mr Greenwood's nail op on thurs fwd to 9.45 - he's on warfarin so I want longer "
         "to watch the bleeding after, I've rung him + he's fine. oh and we're low on 3 inch tubifast")
NOTES = [
    (1, "appointments", "2053-03-03T09:15 Jo - Mr Greenwood (Dennis) booked for nail surgery, PNA L hallux, thurs "
                        "13th march 10.30 w/ Sunita, 1hr slot. pre-op leaflet + consent form posted"),
    (2, "rota", "rota march - Sunita tues + thurs, Mark mon/weds/fri. thurs 13th pm Mark's covering Sunita's routine "
                "list 2-5, she's at the diabetic foot mtg at Calderdale Royal"),
    (3, "appointments", "Weds 5/3 Jo - Mrs Patel moved to fri 14th 11.15 w/ Mark, biomech assessment, told her to "
                        "bring her trainers + the insoles she's got now"),
    (4, "clinical", "6.3.53 Sunita - Mr G: not diabetic, on warfarin (AF), INR to be checked tues b4 the op. no "
                    "driving after, daughter's bringing him"),
    (5, "billing", "nail surgery £295 self pay, Mr G paying on the day by card. insurance letter for Mrs Okafor "
                   "still to do"),
    (6, "stock", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for pid, kind, text in NOTES])

question = ("what time's Dennis Greenwood's nail op tomorrow? his daughter's driving him + wants to know when to "
            "drop him off")
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
timing = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["appointments", "rota"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=timing)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 12 March 2053. You are talking to Jo on reception at Ryburn Podiatry."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("9.45", "fwd")), context
assert any("thurs 13th march 10.30 w/ Sunita" in c for c in context), context
reply = answer(question, context, mock="10.30 tomorrow with Sunita - it's an hour's slot, so she could drop him a "
                                       "few minutes before.")
finish(question, expected="9.45 - Sunita brought it forward from 10.30 because he's on warfarin", actual=reply)
