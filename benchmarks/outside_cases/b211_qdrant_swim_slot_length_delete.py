"""Batch 211 (held out). A swimming club's sponsored swim: qdrant collection of notes and to-dos, one root span per
note and one for the clear-out and the question; the clear-out of the ticked-off to-dos deletes the one that says the
swim slots got shorter.

App: Ludlow Otters SC hold a sponsored swim on Sun 8th March 2048 in the leisure centre's big pool - six lanes,
juniors, seniors, masters and a parents' relay, sponsor money per length or a flat amount, towards new lane ropes. Jan
(the club secretary) keeps the swim's notes and her to-dos in one qdrant collection (payload ``status``: "note",
"todo" or "done"); every so often she clears the ticked-off to-dos out (``client.delete(...,
points_selector=FilterSelector(status == "done"))``); the helper answers members from the 4 nearest points.

Planted fault (DeletionError): Jan's first note (2048-01-20T19:00) says each swimmer gets an hour in the water. Her
to-do of 22.2., ticked off, says she rang the leisure centre about the lane hire - sorted, 6 lanes - but they can only
give the club 8.30-11 not 8.30-12 (aqua aerobics after), so each swimmer's slot is 45 mins now, not an hour, and she's
redoing the rota. The clear-out (Mon 2/3) deletes every ticked-off to-do, that one with them. Question (Weds 4/3,
Ella's mum): "how long does each swimmer get in the water? Ella wants to know how many lengths to aim for" ->
expected 45 minutes. The assistant says an hour.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the to-do was in the
collection and the question's 4 nearest before the delete, and the delete removed it while it still decided the slot
length. Asserted: the to-do is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on 45 mins or 8.30-11); the first note's "an hour in the water" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b211_qdrant_swim_slot_length_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ludlow-otters-sponsored-swim-2048"
LANE_HIRE = ("✅ done 22.2. rang the leisure centre re the lane hire - sorted, 6 lanes booked. BUT they can only give "
             "us 8.30-11 not 8.30-12 (aqua aerobics after 🙄) so each swimmer's slot is 45 mins now not an hour, Jan's "
             "redoing the rota")
NOTES = [
    ("note", "2048-01-20T19:00 SPONSORED SWIM 🏊 sun 8th march, leisure centre big pool, 6 lanes. each swimmer gets "
             "an hour in the water, as many lengths as u can, sponsor per length or a flat amount. forms from Jan"),
    ("done", LANE_HIRE),
    ("note", "lanes - 1 + 2 juniors, 3 + 4 seniors, 5 masters, 6 the parents' relay. lane counters from the club, 2 "
             "per lane, clipboards + pencils"),
    ("done", "✅ done order the medals - 60 from Trophy Shack, came 14/2"),
    ("note", "sponsor money to Kerry by the end of march pls, cash or the club's JustGiving. the target's £2k for the "
             "new lane ropes"),
    ("todo", "todo - ask the Co-op about squash + bananas for after"),
    ("note", "Tue 25/2 Jan - rota's up on the board: juniors first 8.30, then seniors, masters last. swimmers in the "
             "changing rooms 15 min before ur slot"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "status": status, "by": "Jan"})])

question = "how long does each swimmer get in the water? Ella wants to know how many lengths to aim for"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 2/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert LANE_HIRE in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
            models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

with turn_span("question Weds 4/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Weds 4 March 2048. You are talking to Ella's mum; Ella swims for Ludlow Otters SC, whose "
               "sponsored swim is Sun 8 March."] + hits
    assert LANE_HIRE not in stored and not any(w in c.lower() for c in stored + context
                                               for w in ("45 min", "8.30-11", "aqua aerobics")), stored
    assert any("each swimmer gets an hour in the water" in c for c in context), context
    reply = answer(question, context, mock="An hour each - as many lengths as she can manage in that time.")
finish(question, expected="45 minutes - the leisure centre can only give the club 8.30-11, so the slots went down "
                          "from an hour", actual=reply)
