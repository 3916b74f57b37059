"""Batch 124 (held out). A tennis club's coaching notes: qdrant collection, the coach's query scoped to her own
notes, script style (each call its own trace).

App: Ashgrove Lawn Tennis Club keeps its coaches' session notes and the committee's club notices in one qdrant
collection; each point has an ``author`` payload. When a coach asks about her sessions the helper searches with a
filter on ``author == <that coach>``, so she only gets her own notes back.

Planted fault (RetrievalError, filtered by scope): Sam's notes have Tuesday cardio tennis on courts 1 + 2, 7-8pm.
Linda, the club secretary, posted on 22.4. that courts 1 + 2 are being resurfaced from Mon 4th May for about three
weeks and that anything booked on them moves to 5 + 6 (the floodlit ones at the back) meanwhile - juniors' Saturday
mornings stay on 3 + 4. That is Linda's notice, not Sam's note, so the query scoped to Sam leaves it out. Question
(Tue 12/5, Sam, the night of her bring-a-friend session): "which courts are we on tonight for cardio? want to put it
on the whatsapp" -> expected courts 5 and 6 (the floodlit ones at the back). The assistant says courts 1 and 2.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the notice that decides the place
is in the collection and the same search without the author filter finds it, but the search the app made could not
return it. Asserted: the unfiltered search returns Linda's notice; the filtered one leaves it out; Sam's courts 1 + 2
note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b124_qdrant_tennis_cardio_courts_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LINDA = ("22.4. COURTS - 1 + 2 are being resurfaced from Mon 4th May, Tarmac Sports reckon 3 wks weather permitting. "
         "anything booked on 1 or 2 (coaching, cardio, matches) goes on 5 + 6 meanwhile, the floodlit ones at the "
         "back. juniors sat mornings stay on 3 + 4. pls no bikes on the new surface!! Linda (sec)")
POINTS = [
    ("sam", "cardio tennis tues 7-8pm, courts 1 + 2, £6 a head pay on the night, max 16, all levels. bring water"),
    ("sam", "cardio 14/4 - 15 came!! 21/4 only 11, rain. speaker needs charging, playlist's getting stale"),
    ("linda", LINDA),
    ("sam", "bring-a-friend cardio tues 12th may, friend comes free, usual courts. Jess helping me on the night"),
    ("jess", "thurs mini orange 5-6pm on 3 + 4, me + Sam. 11 signed up for summer so far"),
    ("linda", "AGM Weds 8 Apr, 7.30ish in the clubhouse - subs staying at £140 adult, £45 junior. bar open after"),
    ("sam", "ball machine's fixed (Dave did the belt), key's on the hook in the coaches' cupboard"),
    ("linda", "16th may - county juniors taster on 5 + 6, 1.30pm-4.30pm. club session sat moves to 3 + 4"),
]

client = QdrantClient(":memory:")
client.create_collection("ashgrove-ltc", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ashgrove-ltc", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"author": author, "text": text})
    for i, (author, text) in enumerate(POINTS, 1)])

vector = offline.embed(["which courts cardio tennis tues tonight 1 + 2 booked"])[0]
wide = [p.payload["text"] for p in client.query_points("ashgrove-ltc", query=vector, limit=6).points]
assert LINDA in wide, wide

mine = models.Filter(must=[models.FieldCondition(key="author", match=models.MatchValue(value="sam"))])
with fault():
    found = client.query_points("ashgrove-ltc", query=vector, query_filter=mine, limit=6).points
hits = [p.payload["text"] for p in found]
question = "which courts are we on tonight for cardio? want to put it on the whatsapp"
context = ["Today is Tue 12 May 2037. You are talking to Sam, who coaches Ashgrove's Tuesday cardio tennis."] + hits
assert LINDA not in context and not any("resurfaced" in c or "5 + 6" in c for c in context), context
assert any("courts 1 + 2" in c and "cardio tennis tues 7-8pm" in c for c in context), context
reply = answer(question, context, mock="Courts 1 and 2, 7-8pm as usual - friends come free tonight.")
finish(question, expected="courts 5 and 6, the floodlit ones at the back - 1 + 2 are being resurfaced",
       actual=reply)
