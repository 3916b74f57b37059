"""Batch 334 (held out). A garden centre's Christmas grotto: qdrant collection of the grotto team's notes, one root
span per note and one for the question; for a "what time" question the helper asks only the opening-hours and
bookings notes, and the note that moved the last slot was filed under the staff rota.

App: Bankfield Garden Centre run Santa's Woodland Grotto from Sat 26th Nov to Christmas Eve 2050 - slots every 20
minutes, a present for each child, real reindeer one weekend, a Santa breakfast in the café. Lorraine (the grotto
manager) and Dean (on the grotto desk) file notes into one qdrant collection (payload ``kind``: opening, bookings,
staff, presents, cafe); for a "what time" question the helper queries with a payload filter
``kind in [opening, bookings]`` and takes the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): Lorraine's note of 2050-11-14T16:00 has the grotto open
10-4 every day till Christmas Eve, last slot 3.40 (Christmas Eve too). Her note of Sun 11th Dec starts with the Santa
rota (Bob weekdays, Keith weekends) - so it was filed as staff - and says that on Christmas Eve Bob can only do till
2, his daughter's flying in from Dubai, and Keith's at his own grandkids', so the last slot on Christmas Eve is 1.40
not 3.40; she's blocked the rest on the booking system. Question (Tue 20/12, Megan on the tills, a lady on the
phone): "what's the last slot on xmas eve? lady on the phone wants to bring her twins after the nursery party" ->
expected 1.40 (Santa - Bob - can only do till 2). The scoped query returns the opening note and the two bookings
notes; the assistant says 3.40.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sun 11th Dec note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
1.40, Dubai or "blocked"; the 3.40 last slot is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b334_qdrant_grotto_xmas_eve_last_slot_time_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bankfield-gc-grotto-2050"
ROTA = ("Sun 11th Dec (Lorraine) - Santa rota for the last 2 wks: Bob weekdays, Keith wkends + the sat breakfasts. "
        "xmas eve Bob can only do till 2, his daughter's flying in from Dubai ✈️ + Keith's at his own grandkids', so "
        "last slot xmas eve is 1.40 not 3.40. I've blocked the rest on the booking system. elves same as sat")
NOTES = [
    (1, "opening", "Lorraine", "2050-11-14T16:00 GROTTO 🎅 opens sat 26th nov, 10-4 every day till xmas eve, slots "
                               "every 20 mins, last slot 3.40 (xmas eve too). £9.95 a child incl present, adults free"),
    (2, "bookings", "Dean", "18/11 bookings live on the website 👍 wkends nearly gone already, walk-ins only if "
                            "there's a gap, max 6 per slot, siblings together"),
    (3, "presents", "Lorraine", "22.11. presents in - under 3s a soft toy, 3-7 a craft set, 8+ a selection box, "
                                "stored in the potting shed behind the grotto, Dean has the key"),
    (4, "staff", "Lorraine", ROTA),
    (5, "cafe", "Dean", "Weds 30 Nov - Santa breakfast sat 10th + 17th, 8.30-9.30 before the grotto opens, £12.50 a "
                        "child, café's doing sausage + pancakes, reindeer in the pen by the car park both days"),
    (6, "bookings", "Dean", "Mon 5th - payments: 2 refunds done for the snow day, the till can't do the online "
                            "codes so send them to the grotto desk"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what's the last slot on xmas eve? lady on the phone wants to bring her twins after the nursery party"
with turn_span("question Tue 20/12"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert ROTA in wider, wider
    times = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["opening", "bookings"]))])
    with fault():
        found = client.query_points(COLL, query=vec, limit=3, query_filter=times)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Tue 20 December 2050. You are talking to Megan, on the tills at Bankfield Garden Centre "
               "(Santa's grotto open till Christmas Eve)."] + hits
    assert ROTA not in hits and not any(w in c.lower() for c in context for w in ("1.40", "dubai", "blocked")), context
    assert any("last slot 3.40 (xmas eve too)" in c for c in context), context
    reply = answer(question, context, mock="3.40 - the grotto's open 10 till 4 on Christmas Eve, last slot 3.40, so "
                                           "she's fine after the nursery party.")
finish(question, expected="1.40 - Santa (Bob) can only do till 2 on Christmas Eve, the rest is blocked off",
       actual=reply)
