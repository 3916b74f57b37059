"""Batch 166 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Little Acorns playgroup (the Methodist church hall on Chapel St, Brackley) puts on its nativity on Thu 15th
December 2039 at 2pm. Kerry (leader), Bev (assistant) and the parents' rep post notes into one qdrant collection; the
playgroup's helper answers parents from a query of it.

Memory: 2039-11-14T19:05 Kerry: nativity thurs 15th dec 2pm; parents please sort costumes - angels in white, shepherds a
dressing gown and a tea towel, kings anything sparkly; 22.11. Bev: roles go home in the bags Friday; Weds 30th Kerry:
Jan from the WI has been at her sewing machine all half term - a full set, angels, shepherds, kings, even the donkey -
hanging in the cupboard at the hall, so no one needs to buy or make a thing; 6/12 Bev: 20 tea towels needed by Friday
for the shepherds' headdresses, Kerry's got the elastic. Question (Thu 8/12, Priya, mum of a shepherd): "do I need to
make Arjun a costume? he's a shepherd" The assistant says no - Jan from the WI has made the whole set and they're at the
hall; a tea towel for the headdresses if she has a spare. The label says yes - a dressing gown and a tea towel, from
Kerry's first note, before Jan made the set.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b166_ctl_qdrant_nativity_costumes_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "little-acorns-nativity-2039"
NOTES = [
    "2039-11-14T19:05 Kerry - nativity thurs 15th dec 2pm!! parents pls sort costumes - angels in white, shepherds a "
    "dressing gown + tea towel, kings anything sparkly",
    "22.11. Bev - roles going home in the bags fri, pls don't tell the kids till then",
    "Weds 30th Kerry - Jan from the WI's been at her sewing machine all half term 😍 a full set, angels shepherds "
    "kings, even the donkey. hanging in the cupboard at the hall so no one needs to buy or make a thing",
    "6/12 Bev - 20 tea towels needed by fri for the shepherds' headdresses, Kerry's got the elastic",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "do I need to make Arjun a costume? he's a shepherd"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
context = ["Today is Thu 8 December 2039. You are talking to Priya, whose son Arjun is a shepherd in the Little Acorns "
           "nativity (Thu 15 December)."] + hits
assert any("shepherds a dressing gown + tea towel" in c for c in context), context
assert any("no one needs to buy or make a thing" in c for c in context), context
reply = answer(question, context, mock="No - Jan from the WI has made a full set of costumes, shepherds included, and "
                                       "they're at the hall. If you've a spare tea towel, they need 20 by Friday for "
                                       "the headdresses.")
finish(question, expected="yes - a dressing gown and a tea towel", actual=reply)
