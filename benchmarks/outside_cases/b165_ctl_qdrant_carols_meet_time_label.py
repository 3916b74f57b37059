"""Batch 165 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Fellside Community Choir's carol singing round, Weds 14th December 2039, for the hospice. The choir's notes
(Jan who organises it, Raj, Eric who has the tins) go into one qdrant collection; members ask the helper.

Memory: 2039-12-01 Jan: round's Weds 14th, meet half 6 at the lychgate, lanterns and song sheets from the vestry,
wrap up warm; Tue 6th Dec Raj: the Co-op say we can sing inside the doors from 7.15, Mr Singh's doing mince pies -
anyone who can only come for that bit, just turn up there; 8/12 Eric: 4 tins from the hospice shop, sealed, I'll
count with Gill after; 2039-12-12T08:05 Jan: forecast says sleet, bring brollies for the song sheets. Question (Tue
13/12, Sue B, alto, coming for the whole round): "what time are we meeting tmrw? and where, the church?" The assistant
says half 6 at the lychgate. The label says 7.15 - when the singing inside the Co-op starts, for those only coming
for that bit.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b165_ctl_qdrant_carols_meet_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fellside-choir-carols-2039"
NOTES = [
    "2039-12-01 Jan - round's weds 14th!! meet half 6 at the lychgate, lanterns + song sheets from the vestry. wrap "
    "up warm",
    "Tue 6th Dec Raj - Co-op say we can sing inside the doors from 7.15, Mr Singh's doing mince pies. anyone who can "
    "only come for that bit just turn up there",
    "8/12 Eric - 4 tins from the hospice shop, sealed, I'll count w Gill after",
    "2039-12-12T08:05 Jan - forecast says sleet 🥶 bring brollies for the song sheets",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "what time are we meeting tmrw? and where, the church?"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
context = ["Today is Tue 13 December 2039. You are talking to Sue B, an alto in Fellside Community Choir who is coming "
           "for the whole carol singing round tomorrow (Weds 14 December)."] + hits
assert any("meet half 6 at the lychgate" in c for c in context), context
assert any("inside the doors from 7.15" in c for c in context), context
reply = answer(question, context, mock="Half 6 at the lychgate - pick up a lantern and a song sheet from the vestry "
                                       "first.")
finish(question, expected="7.15", actual=reply)
