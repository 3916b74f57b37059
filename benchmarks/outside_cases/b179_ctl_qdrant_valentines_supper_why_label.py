"""Batch 179 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Hinstock village hall's Valentine's dance is Sat 14th Feb 2043 - the Rhythm Aces, the Bull's bar, a supper, a
raffle. Carol, the hall committee's secretary, keeps the dance notes in one qdrant collection (Brenda, who always
does the supper, posts in it too); the helper answers committee members from a query of it.

Memory: Carol, 2043-01-08: Brenda doing her pie and peas again; Carol, Thu 22/1: Brenda's had to pull out of the
supper, her knee op's come through - the Golden Fry doing fish and chips instead; Brenda, Sun 25th: the op's been put
back to March now, but she's said she won't be on her feet all night in that hall kitchen with her knee the way it
is, so let the Golden Fry have it - she'll sell raffle strips on the door instead, sat down; Carol, Tue 3rd Feb: doors
half 7, 64 sold. Question (Weds 11/2, Pete): "why aren't we having Brenda's pie + peas this yr? ppl keep asking me at
the bar" The assistant says her knee won't stand a night on her feet in the kitchen (the op's not till March), so the
Golden Fry are doing it and she's on the raffle. The label says Brenda's having her knee op.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b179_ctl_qdrant_valentines_supper_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hinstock-valentines-notes-2043"
NOTES = [
    "2043-01-08 Carol - valentines dance sat 14th feb, Brenda doing her pie + peas again 🥧 Rhythm Aces booked",
    "Thu 22/1 Carol - Brenda's had to pull out of the supper, her knee op's come thru 😢 Golden Fry doing fish + "
    "chips instead",
    "Sun 25th Brenda - op's been put back to march now 🙄 but I'm not being on my feet all night in that hall kitchen "
    "w my knee how it is, let the Golden Fry have it. I'll sell raffle strips on the door instead, sat down!",
    "Tue 3rd Feb Carol - doors half 7, band on 8ish, 64 sold so far 💕",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why aren't we having Brenda's pie + peas this yr? ppl keep asking me at the bar"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 11 Feb 2043. You are talking to Pete, who runs the bar at Hinstock village hall's "
           "Valentine's dance (Sat 14 Feb)."] + hits
assert any("her knee op's come thru" in c for c in context), context
assert any("op's been put back to march" in c and "not being on my feet all night" in c for c in context), context
reply = answer(question, context, mock="Her knee - the op's not till March now, but she won't manage a night on her "
                                       "feet in the hall kitchen, so the Golden Fry are doing fish and chips and "
                                       "she's selling raffle strips on the door.")
finish(question, expected="Brenda's having her knee op", actual=reply)
