"""Batch 171 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Northwich Otters SC's open water day is Sun 15th May 2039 at Ellerby Water - swimmers in the water 9 till 1, three
safety boats off the sailing club and kayakers from Weaver Canoe Club on the water round the course. Lorraine (club
secretary) and Mike (the canoe club's contact) post notes into one qdrant collection; the helper answers swimmers and
safety crew from a query.

Memory: 2039-04-20T21:10 Lorraine: safety - 3 boats off the sailing club plus 8 kayakers from the canoe club on 2 hr
shifts, 9-11 and 11-1, water's open 9 till 1; Weds 4th May Mike: only 5 of theirs can make it, the rest are away at
the Tees slalom, so no swapping over this year - all 5 out the whole time the water's open, sorry in advance to
everyone's arms; 9.5. Lorraine: water 14°, wetsuits for everyone; 2039-05-10T19:00 Lorraine: kayakers get a bacon
butty and a brew after, on the club. Question (Fri 13/5, Ellie, one of the canoe club's kayakers): "how long am I out
on the kayak for on sun? need to know how much food to bring" The assistant says 4 hours - 9 till 1, the whole time
the water's open, as only 5 of them can make it. The label says 2 hours - the shift length first planned.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b171_ctl_qdrant_open_water_kayak_shift_howlong_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "otters-open-water-safety-2039"
NOTES = [
    "2039-04-20T21:10 Lorraine - safety 🚤 3 boats off the sailing club + 8 kayakers from Weaver CC on 2 hr shifts, "
    "9-11 and 11-1. water's open 9 till 1",
    "Weds 4th May Mike (Weaver CC) - only 5 of ours can make it, rest are away at the Tees slalom 😩 so no swapping "
    "over this yr, all 5 of us out the whole time the water's open. sorry in advance to everyone's arms lol",
    "9.5. Lorraine - water 14° this morning so wetsuits for everyone, no exceptions",
    "2039-05-10T19:00 Lorraine - kayakers get a bacon butty + a brew after, on the club. thanks Mike's lot 🙏",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how long am I out on the kayak for on sun? need to know how much food to bring"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=len(NOTES))
hits = sorted((p.payload["text"] for p in found.points), key=NOTES.index)
context = ["Today is Fri 13 May 2039. You are talking to Ellie, a Weaver Canoe Club kayaker on safety cover at "
           "Northwich Otters' open water day (Sun 15 May, Ellerby Water)."] + hits
assert any("on 2 hr shifts, 9-11 and 11-1" in c for c in context), context
assert any("all 5 of us out the whole time the water's open" in c for c in context), context
reply = answer(question, context, mock="4 hours - 9 till 1, the whole time the water's open, as only 5 of you can "
                                       "make it so there's no swapping over.")
finish(question, expected="2 hours", actual=reply)
