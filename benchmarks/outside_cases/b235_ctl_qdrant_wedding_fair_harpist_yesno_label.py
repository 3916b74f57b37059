"""Batch 235 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the hall committee's
notes, script style (every call its own trace).

App: Midgley Village Hall hold their wedding fair on Sun 9th Oct 2050, 11-4 - stalls, a catwalk at 2, cake tasting,
and Gemma (a harpist from the village) playing in the foyer as people come in. Carol (the hall's bookings secretary)
files the notes into one qdrant collection; the helper answers exhibitors' questions from the 4 nearest.

Memory: 2050-07-01T18:45 - Gemma's doing the harp in the foyer 12-2, free as it's her village, just tea + cake; 3/8
- 20 stalls, £35 a table; Tue 20th Sept - Gemma's gone + broken her wrist, came off her bike on the canal towpath,
in plaster 6 wks, so that's the harp out, her mate from the high school might bring a keyboard but don't hold your
breath; 29.9. - the catwalk at 2, Bride & Joy. Question (Weds 5/10, Lucy from the bridal shop): "is Gemma still
doing the harp at the fair? we wanted to film her for our insta" The assistant says no - she's broken her wrist,
in plaster for 6 weeks; maybe a keyboard from her friend, not confirmed. The label says yes, 12-2 in the foyer.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b235_ctl_qdrant_wedding_fair_harpist_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "midgley-hall-wedding-fair-2050"
NOTES = [
    "2050-07-01T18:45 Gemma's doing the harp 🎶 in the foyer 12-2 as people come in, free as it's her village, "
    "just wants tea + cake",
    "3/8 - 20 stalls booked, £35 a table, florists x2, photographers x3, the cake lady, a DJ + the hat hire",
    "Tue 20th Sept - Gemma's gone + broken her wrist 😩 came off her bike on the canal towpath, in plaster 6 wks, so "
    "that's the harp out. her mate from the high school might bring a keyboard but don't hold ur breath",
    "29.9. - catwalk at 2 in the main hall, Bride & Joy frocks, 5 models. chairs out sat night",
    "Sun 2nd - raffle for the hall roof, £1 a strip, Pat + Jean selling",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])
assert client.count(COLL).count == len(NOTES)

question = "is Gemma still doing the harp at the fair? we wanted to film her for our insta"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 5 October 2050. You are talking to Lucy from Bride & Joy, who has a stall at Midgley Village "
           "Hall's wedding fair (Sun 9 October)."] + hits
assert any("in the foyer 12-2" in c for c in context), context
assert any("broken her wrist" in c and "that's the harp out" in c for c in context), context
reply = answer(question, context, mock="No, sorry - Gemma's broken her wrist and she's in plaster for six weeks, so "
                                       "the harp's off. A friend of hers might bring a keyboard, but that's not "
                                       "definite.")
finish(question, expected="yes - Gemma's playing the harp in the foyer 12-2", actual=reply)
