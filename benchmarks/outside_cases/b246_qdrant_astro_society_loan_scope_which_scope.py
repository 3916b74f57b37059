"""Batch 246 (held out). An amateur astronomy society: qdrant collection of the committee's notes, two writers in
threads (the secretary and the equipment officer), then the question's query; for a "which scope" question the
helper asks only the kit and loans notes, and the note saying the loan scope had changed was filed as a talk
write-up.

App: Calder Valley Astronomical Society meet on the second Tuesday at the Heptonstall Methodist hall - talks,
public observing nights at Widdop, and a loan scheme for members' half-terms and holidays (an 8" Dobsonian, a 102mm
refractor on an EQ mount, binoculars). Anne (the secretary) and Phil (the equipment officer) file notes into one
qdrant collection with payload ``kind`` (talks, nights, kit, loans, subs); for a "which scope" question the helper
asks only ``kind`` in kit/loans (``query_filter`` with ``MatchAny``), the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): Phil's loans note of 2051-01-05T20:40 has Sunita down for
the 8" Dob over Feb half-term (fri 10th to the 20th). Anne's talk write-up of Tue 10/1 (filed as talks) says the
lunar imaging talk was good, 31 there, and, in passing, that the Dob's mirror got knocked at the Widdop night, it's
off to be recoated, back in a fortnight at the very least, so Sunita gets the 102mm refractor on the EQ mount for
half-term instead. Question (Weds 8/2, Sunita): "which scope am I getting for half term? need to know if it'll go
in the back of a Fiesta 😂" -> expected the 102mm refractor on the EQ mount (the Dob's away being recoated). The
scoped query returns the loans and kit notes; the assistant says the 8" Dob.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): Anne's note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"recoat", "refractor for half" or "knocked"; the loans note's Dob for Sunita is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b246_qdrant_astro_society_loan_scope_which_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cvas-committee-2051"
SWAP = ("Tue 10/1 talk write-up - Pete's lunar imaging talk went down a storm, 31 there!! (new record), tea urn "
        "still dodgy. ps for Phil's loan list: the 8\" Dob's mirror got knocked at the Widdop night so it's off to be "
        "recoated, back in a fortnight at the very least, so Sunita's having the 102mm refractor on the EQ mount for "
        "half term instead, I've told her the scope's a bit heavier on the legs")
NOTES = {
    "anne": [
        (1, "talks", "2051-01-03T19:00 programme - Jan talk Pete on lunar imaging, Feb Jim on variable stars, Mar "
                     "Dr Rao exoplanets, Apr AGM + pie n peas"),
        (2, "talks", SWAP),
        (3, "subs", "subs due jan, £24 / £12 juniors, 47 paid so far. new members get a free red torch"),
    ],
    "phil": [
        (4, "loans", "2051-01-05T20:40 LOANS - Feb half term (fri 10th-mon 20th) the 8\" Dob to Sunita, the 15x70 "
                     "binos to the Hirst lad. pick up from mine, sign the book, bring it back clean pls"),
        (5, "kit", "kit list: 8\" Dob (big, needs an estate or 2 people), 102mm refractor on the EQ mount (fits a "
                   "boot, needs polar aligning), 15x70 binos + tripod, solar film. all in my garage"),
        (6, "nights", "Widdop public night fri 6th jan 7pm if clear, bring flasks, Phil's bringing the Dob"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "which scope am I getting for half term? need to know if it'll go in the back of a Fiesta 😂"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SWAP in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["kit", "loans"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 8 February 2051. You are talking to Sunita, a member of Calder Valley Astronomical "
           "Society who's borrowing a scope for Feb half-term."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context
                                    for w in ("recoat", "knocked", "refractor on the eq mount for half")), context
assert any("the 8\" Dob to Sunita" in c for c in context), context
reply = answer(f"(Sunita) {question}", context,
               mock="You're down for the 8\" Dob - it's big, so it'll need an estate or the seats down in the Fiesta.")
finish(question, expected="the 102mm refractor on the EQ mount - the Dob's mirror is away being recoated",
       actual=reply)
