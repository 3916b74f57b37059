"""Batch 164 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Memory Lane cafe meets on the 2nd and 4th Thursday of the month, 1.30-3.30, in the Methodist hall on Kirk
Street (volunteers from the church and the Alzheimer's Society; tea and scones; a minibus from the sheltered flats).
Ann, who coordinates, and the volunteers post notes into one qdrant collection; families ask the helper what's on.

Memory: Ann, 2039-03-30: April - 14th singing for the brain with Linda on her keyboard, then reminiscence with the old
photos from the Kirkby history society; 28th chair exercises with Jas and the tombola; Ann, 8.4.: Linda's mum has
had a fall so she's up in Hexham looking after her for a few weeks, Father Tom's said he'll bring his guitar for a
sing song, we'll still do the photos after; Jas, Mon 11th: chair exercises still on for the 28th, bringing the
bands; Ann, 2039-04-12T10:15: 16 coming on the 14th, the minibus from Ashcroft Court at 1. Question (Weds 13/4,
Helen, whose mum goes): "what are they doing at the cafe tmrw? mum likes to know beforehand, it settles her" The
assistant lists a sing song with Father Tom on the guitar, then the old photos from the history society. The label
lists singing for the brain with Linda and the old photos - Linda's away looking after her mum.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b164_ctl_qdrant_dementiacafe_activities_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "memory-lane-cafe-2039"
NOTES = [
    "2039-03-30 Ann - April: 14th singing for the brain w Linda on her keyboard, then reminiscence w the old photos "
    "from the Kirkby history society. 28th chair exercises w Jas + the tombola",
    "8.4. Ann - Linda's mum has had a fall so she's up in Hexham looking after her for a few wks, bless her. Father "
    "Tom says he'll bring his guitar for a sing song on the 14th, we'll still do the photos after",
    "Mon 11th Jas - chair exercises still on for the 28th, I'll bring the bands. anyone w a bad shoulder just do legs",
    "2039-04-12T10:15 Ann - 16 coming on the 14th, minibus from Ashcroft Court at 1. scones off Marjorie",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "what are they doing at the cafe tmrw? mum likes to know beforehand, it settles her"
vector = offline.embed(["what's on at the cafe on the 14th April singing photos"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Weds 13 April 2039. You are talking to Helen, whose mum goes to the Memory Lane cafe (tomorrow, "
           "Thu 14 April)."] + hits
assert any("14th singing for the brain w Linda" in c for c in context), context
assert any("Father Tom says he'll bring his guitar" in c for c in context), context
reply = answer(question, context, mock="A sing song with Father Tom on his guitar, then looking through the old "
                                       "photos from the Kirkby history society.")
finish(question, expected="singing for the brain with Linda, then reminiscence with the old photos", actual=reply)
