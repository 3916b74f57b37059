"""Batch 136 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Thornley Juniors FC kit room volunteers (Mick, Sharon) post their notes (kit counts, the washing rota, lost
property, orders) into one qdrant collection from the phone app; the helper answers the coaches from a search.

Memory: 2/9 Mick: away kit count for the U14s - 14 shirts in the bag, squad's 18 now, so we're 4 short, might have
to borrow the U13s' for the first away game; 9.9. Sharon: the leisure centre's lost property had three of our away
shirts - nos 7, 11 and 15, left from the tournament in July - washed and back in the bag; the washing rota and the
socks. Question (Fri 11/9, Wayne, the U14s coach): "how many away shirts are we short for sunday? do i need to ask
the U13s" The assistant says 1 (17 in the bag now for a squad of 18). The label says 4 - in memory, Mick's count
before Sharon brought the three back.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b136_ctl_qdrant_kitroom_away_short_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POSTS = [
    ("mick", "2/9 Mick - U14 away kit count: 14 shirts in the bag, squad's 18 now so we're 4 short. might have to "
             "borrow the U13s' for the 1st away game (sun 13th at Dodworth)"),
    ("sharon", "9.9. Sharon - leisure centre lost property had 3 of our away shirts!! nos 7, 11 + 15, left from the "
               "july tournament. washed + back in the U14 bag"),
    ("sharon", "9.9. Sharon - washing rota: me this wk, Mick next, then the Hallidays. NO fabric conditioner on the "
               "keeper tops"),
    ("mick", "Tue 8th Mick - socks order in, 20 pairs red, £2.50 a pair, in the cupboard"),
]

client = QdrantClient(":memory:")
client.create_collection("thornley-kit", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (who, text) in enumerate(POSTS, 1):
    client.upsert("thornley-kit", points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})])

question = "how many away shirts are we short for sunday? do i need to ask the U13s"
vector = offline.embed(["U14 away shirts short count bag squad"])[0]
hits = [p.payload["text"] for p in client.query_points("thornley-kit", query=vector, limit=4).points]
context = ["Today is Fri 11 September 2037. You are talking to Wayne, who coaches the U14s at Thornley Juniors FC."] \
    + hits
assert any("squad's 18 now so we're 4 short" in c for c in context), context
assert any("3 of our away shirts" in c and "back in the U14 bag" in c for c in context), context
reply = answer(question, context, mock="Just 1 - there were 14 in the bag and Sharon's brought 3 back from the "
                                       "leisure centre, so 17 for a squad of 18. Worth asking the U13s for one.")
finish(question, expected="4", actual=reply)
