"""Batch 320 (held out). A skip hire firm: qdrant collection of the office's and the yard's notes, two writers in
threads (Donna in the office and Gaz in the yard each file their own); for a price question the helper asks only
the prices and permits notes, and the note with the council's new permit fee was filed under the yard.

App: Calder Valley Skips hire 4, 6 and 8 yard skips round Halifax and Sowerby Bridge - delivered and collected on
the wagon, on a drive or on the road with a council permit. Donna (the office) and Gaz (the yard foreman) file notes
into one qdrant collection with payload ``kind`` (prices, permits, yard, drivers, bookings); for a "how much"
question the helper asks only the prices and permits notes (a ``kind`` match-any filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Donna's prices note (2051-02-01T09:00) has a 6 yard skip
at £260 for up to 14 days; her permits note (Feb 3rd) has the council's road permit at £45 for 14 days, added to the
bill. Gaz's yard note of Mon 13/3 starts with the new cones and the 8 yarder with the dodgy door being off the road,
and says, in passing, that the council have emailed - the permit's gone up to £60 for 14 days from the 1st of
March, so it's £60 on the bill now. It was filed as kind ``yard``. Question (Tue 21/3, Mrs Hirst): "how much all in
for a 6 yard skip on the road outside mine? need it 2 wks for the bathroom" -> expected £320 (£260 + the £60
permit). The scoped query returns the prices and permits notes; the assistant says £305.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Gaz's Mon 13/3 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has £60 or "gone up"; the £260 and the £45 permit are in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b320_qdrant_skip_hire_road_skip_cost_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-valley-skips-notes"
PERMIT = ("Mon 13/3 Gaz - new cones came 👍 the 8yd w/ the dodgy door's off the road till Kev's welded it. oh + the "
          "council emailed, road permit's gone up to £60 for 14 days from the 1st march (they forgot to tell anyone "
          "🙄) so it's £60 on the bill now not 45")
NOTES = {
    "donna": [
        (1, "prices", "2051-02-01T09:00 PRICES from 1st feb - 4yd £210, 6yd £260, 8yd £300, up to 14 days, £10 a day "
                      "after. NO plasterboard, tyres, fridges or paint tins"),
        (2, "permits", "Feb 3rd - road permits: council charge £45 for 14 days, we add it to the bill. need 3 working "
                       "days notice, lamps on the skip at night (we supply)"),
        (3, "bookings", "14/3 9 out on hire, 2 due back mon, the 6yd at the Co-op's overdue again - chase"),
    ],
    "gaz": [
        (4, "yard", PERMIT),
        (5, "drivers", "Tue 7th Mick's off weds, Lee doing his round, wagon's MOT fri 8am so no deliveries till 10"),
        (6, "yard", "2051-03-16T16:30 tipping at Elland's up to £120 a tonne from april 😬 Donna knows"),
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

question = "how much all in for a 6 yard skip on the road outside mine? need it 2 wks for the bathroom"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PERMIT in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["prices", "permits"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 21 March 2051. You are talking to Mrs Hirst, a customer of Calder Valley Skips."] + hits
assert PERMIT not in hits and not any(w in c.lower() for c in context for w in ("£60", "gone up")), context
assert any("6yd £260" in c for c in context), context
assert any("council charge £45 for 14 days" in c for c in context), context
reply = answer(f"(Mrs Hirst) {question}", context,
               mock="£305 all in - £260 for the 6 yard skip for up to 14 days, plus £45 for the council road permit. "
                    "We need 3 working days' notice for the permit.")
finish(question, expected="£320 - £260 for the skip plus the £60 road permit (the council put it up from 1st March)",
       actual=reply)
