"""Batch 275 (held out). A carpet fitter's jobs: qdrant collection of the firm's job notes, one root span per note,
one for the office clear-out and one for the question; the clear-out deletes, by a payload filter, the quote notes
once the quotes have gone out, and one of them also carried the moved fitting day for a job.

App: Dale Flooring (Gary, the fitter, and Lisa in the office) fit carpets and vinyl round Halifax - measure-ups,
quotes, the warehouse order, gripper and underlay, the fitting day. Gary and Lisa file notes into one qdrant
collection (payload ``kind``: diary, quote, job, stock). Once a week Lisa deletes the quote notes that have gone out
as proper quotes, with a filter on ``kind``; the helper answers Gary from the 4 nearest notes.

Planted fault (DeletionError): Lisa's diary note (2051-03-03T08:40) has the Hendersons (14 Beech Rd, lounge, stairs
and landing, the Westex wool twist) on Tue 11th. Gary's quote note of Fri 7/3 starts with the Whitakers' quote (2
bedrooms, 24 sq m, £1,180) and says, in the middle, that Mrs Henderson rang - their plasterer's running late on the
landing, so can we do Thu 13th instead, he's said yes, and to move the Akhtars' vinyl to the Tuesday. Lisa's clear-
out (Mon 10/3) deletes the quote notes, that one with them. Question (Mon 10/3 evening, Gary): "what day am I at the
Hendersons'? need to get the Westex off the warehouse" -> expected Thursday 13th (the plasterer's late). The
assistant says Tuesday 11th.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Gary's Fri 7/3 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the plasterer or the 13th); the diary's "Tue 11th - the Hendersons" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b275_qdrant_carpet_fitter_hendersons_which_day_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "dale-flooring-jobs-2051"
MOVED = ("Fri 7/3 (Gary) Whitakers quote done - 2 beds, 24 sq m, the Cormar sensation, £1,180 fitted incl "
         "underlay. Mrs Henderson rang, their plasterer's running late on the landing so can we do the Hendersons "
         "thurs 13th instead, I said yes. move the Akhtars vinyl to the tues then")
NOTES = [
    (1, "diary", "Lisa", "2051-03-03T08:40 wk of 10th: Mon 10th - Mrs Ali's bathroom vinyl. Tue 11th - the "
                         "Hendersons, 14 Beech Rd, lounge + stairs + landing, Westex wool twist (biscuit). Weds "
                         "12th - measure ups x3. Thu 13th - the Akhtars' kitchen vinyl"),
    (2, "job", "Gary", "Hendersons - stairs are 13 + a winder, need the 10mm underlay not the 12 on the stairs, "
                       "threshold strip at the kitchen door. old carpet to go, they've paid for the tip"),
    (3, "stock", "Lisa", "4/3 gripper down to 2 bundles 🙄 ordered 10 more + a roll of the 12mm, warehouse "
                         "delivery weds am"),
    (4, "quote", "Gary", "Mon 3rd - quote for the vicarage hall, 60 sq m of carpet tiles, £1,650, they'll let us "
                         "know after the PCC"),
    (5, "quote", "Gary", MOVED),
    (6, "job", "Lisa", "2051-03-05 van's in for its service fri 14th, Gary on the little van that day"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what day am I at the Hendersons'? need to get the Westex off the warehouse"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 10/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    quoted = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="quote"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=quoted))

with turn_span("question Mon 10/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 10 March 2051. You are talking to Gary, the fitter at Dale Flooring."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("plasterer", "thurs 13th", "rang")), stored
    assert any("Tue 11th - the Hendersons" in c for c in context), context
    reply = answer(question, context, mock="Tuesday 11th - 14 Beech Rd, lounge, stairs and landing in the Westex "
                                           "biscuit.")
finish(question, expected="Thursday 13th - their plasterer's running late on the landing", actual=reply)
