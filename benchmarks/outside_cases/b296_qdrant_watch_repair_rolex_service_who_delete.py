"""Batch 296 (held out). A watch repair shop's job notes: qdrant collection, one root span per note, one for
Margaret's clear-out and one for the question; the clear-out deletes, by a payload filter, the collected-jobs notes
she has copied into the day book, and one of them also carried who is covering the mechanical work.

App: Haworth & Sons (a watch and clock repair shop in Todmorden, 2050) - Geoff does the mechanical services and the
vintage pieces, Priya the quartz work, batteries, straps and pressure tests, Margaret runs the counter and the
books. They file notes into one qdrant collection (payload ``kind``: jobs, stock, collected, rota). Once the
collected jobs are in the day book Margaret deletes the collected notes with a filter on ``kind``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): Margaret's jobs note (2050-02-03 10:40) books in Mr Okafor's Rolex Datejust for a
full service, 6-8 weeks, £420 quoted, with Geoff. Her collected note of Sat 1st March starts with what went out
(Mrs Firth's carriage clock, 3 batteries, the Seiko 5 with its new crystal) and says, in the middle, that Geoff's
hip op has come through for the 10th, he's off 6 weeks, so Tomasz from Kirkgate Watch Co. in Leeds is covering the
mechanical jobs in the back, Mr Okafor's Rolex included. Margaret's clear-out (Mon 3/3) deletes the collected notes,
that one with them. Question (Fri 14/3, Mr Okafor, on the phone): "who's doing the service on my Rolex? I wanted
a word with them about the bracelet stretch" -> expected Tomasz from Kirkgate Watch Co. (Geoff's off for his hip).
The assistant says Geoff.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 1st March note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Tomasz, Kirkgate or the hip); the jobs note's "Rolex ... Geoff" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b296_qdrant_watch_repair_rolex_service_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "haworth-sons-jobs-2050"
COVER = ("Sat 1st March (Margaret) - out today: Mrs Firth's carriage clock (paid), 3 batteries, the Seiko 5 w/ new "
         "crystal. Geoff's hip op's come through for the 10th!! off 6 wks 🙏 so Tomasz from Kirkgate Watch Co. in "
         "Leeds is covering the mechanical jobs in the back, Mr Okafor's Rolex incl, Tues-Fri")
NOTES = [
    (1, "jobs", "Margaret", "2050-02-03 10:40 booked in - Mr Okafor, Rolex Datejust 16234, full service + "
                            "ultrasonic on the bracelet, Geoff, 6-8 wks, £420 quoted, he's ok w/ that. tel on the "
                            "ticket"),
    (2, "jobs", "Margaret", "4/2 Mrs Ahmed's Tissot, new battery + pressure test, Priya, ready thurs"),
    (3, "stock", "Priya", "10.2. ordered from Cousins - 371 + 364 batteries x 20, 18mm + 20mm black leather straps, "
                          "spring bars. Geoff wants a new mainspring winder, he can ask himself 😂"),
    (4, "rota", "Margaret", "shop hrs 9.30-5 tues-sat, half day weds. Geoff tues-fri in the back, Priya mon-sat "
                            "counter + quartz"),
    (5, "collected", "Margaret", "Sat 22/2 out - Mr Lumb's Omega (paid card), 5 batteries, 2 straps"),
    (6, "collected", "Margaret", COVER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's doing the service on my Rolex? I wanted a word with them about the bracelet stretch"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 3/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert COVER in before, before
    in_day_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="collected"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_day_book))

with turn_span("question Fri 14/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 14 March 2050. You are talking to Mr Okafor, a customer of Haworth & Sons watch "
               "repairs."] + hits
    assert COVER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("tomasz", "kirkgate", "hip")), stored
    assert any("Rolex Datejust" in c and "Geoff" in c for c in context), context
    reply = answer(question, context, mock="Geoff's doing your Rolex - he's in the back Tuesday to Friday if you "
                                           "want a word about the bracelet.")
finish(question, expected="Tomasz from Kirkgate Watch Co. in Leeds - he's covering while Geoff's off for his hip op",
       actual=reply)
