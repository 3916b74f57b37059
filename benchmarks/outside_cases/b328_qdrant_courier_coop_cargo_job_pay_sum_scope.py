"""Batch 328 (held out). A cycle courier co-op: qdrant collection of the members' notes, script style (every call
its own trace); for a pay question the helper asks only the rates and clients notes, and the note with the new
cargo-bike supplement was filed under kit.

App: Spokes Courier Co-op (eleven member-riders, Leeds) run parcels, documents and a couple of regular contracts -
the pathology run to the LGI for three GP surgeries, and veg boxes for Fresh Roots on Saturdays - on their own bikes
and the co-op's one cargo bike (the Bullitt). Members file notes into one qdrant collection with payload ``kind``
(rates, clients, rota, kit, meetings); for a "how much do I get" question the helper asks only the rates and
clients notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the rates note (2051-08-28T18:30) has £6.50 a drop in
zone 1, £8 in zone 2, and cargo bike jobs + £3 a job on top; the clients note (4/9) has the pathology run - three
surgeries, zone 1, paid per drop like anything else. Ola's note of Weds 4 Oct starts with the Bullitt's new brake
pads and its battery back from the repair shop (so it was filed as kit) and says, in passing, that they voted at
Monday's meeting to put the cargo supplement up to £5 a job from the 1st, it's knackering with the rack on. Question
(Thu 12/10, Dan, doing the pathology run on the Bullitt tomorrow): "what do I get for the pathology run tmrw? 3 drops
all zone 1, I'm on the cargo bike" -> expected £24.50 (3 x £6.50 + £5). The scoped query returns the rates and the
clients notes; the assistant says £22.50.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): Ola's note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has £5
a job, the vote or the supplement going up; the £6.50 a drop and the + £3 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b328_qdrant_courier_coop_cargo_job_pay_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "spokes-coop-notes-2051"
SUPPLEMENT = ("Weds 4 Oct (Ola) - Bullitt's got new brake pads 🙌 + the battery's back from Cycle Doctor, charge it "
              "overnight pls not in the day. oh and we voted at mon's meeting to put the cargo supplement up to £5 a "
              "job from the 1st, it's knackering with the rack on. minutes to follow (eventually)")
NOTES = [
    (1, "rates", "2051-08-28T18:30 RATES (agreed at the AGM) - £6.50 a drop zone 1, £8 zone 2, zone 3 by quote. "
                 "cargo bike jobs + £3 a job on top. paid monthly, put ur drops on the sheet"),
    (2, "clients", "4/9 pathology run's ours from the 18th!! 3 surgeries (Burley, Kirkstall, Headingley) to the LGI "
                   "lab by 1pm, all zone 1, paid per drop like anything else. boxes are sealed, don't tip them"),
    (3, "rota", "Sun 8th Oct rota's up - Dan on pathology fri 13th, Mags + Jonno on Fresh Roots sat, Ferdi on call"),
    (4, "kit", SUPPLEMENT),
    (5, "meetings", "Mon 2/10 meeting - 9 there. new member Kit signed off (welcome!!), xmas do at the Grove, "
                    "insurance renewal in Nov"),
    (6, "kit", "hi-vis order's in, 10 vests + 4 jackets, in the box under the bench"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for pid, kind, text in NOTES])

question = "what do I get for the pathology run tmrw? 3 drops all zone 1, I'm on the cargo bike"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SUPPLEMENT in wider, wider
pay_notes = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["rates", "clients"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=pay_notes)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 12 October 2051. You are talking to Dan, a member-rider of Spokes Courier Co-op."] + hits
assert SUPPLEMENT not in hits and not any(w in c.lower() for c in context
                                          for w in ("£5 a job", "voted", "supplement up")), context
assert any("£6.50 a drop zone 1" in c and "+ £3 a job" in c for c in context), context
reply = answer(question, context, mock="£22.50 - 3 drops at £6.50 is £19.50, plus the £3 cargo bike supplement.")
finish(question, expected="£24.50 - 3 x £6.50 plus the cargo supplement, which went up to £5 at Monday's meeting",
       actual=reply)
