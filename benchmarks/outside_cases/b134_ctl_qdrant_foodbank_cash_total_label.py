"""Batch 134 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection written by two volunteers in
threads, then the treasurer's question.

App: St Barnabas' food bank drive volunteers post their notes (collections, cash, the van) into one qdrant
collection from the phone app; Bev and Tom post at the same time after the Morrisons collection. The helper answers
the PCC treasurer from a search.

Memory: Bev 28/3 (the night): counted the Morrisons buckets, £412.60 + a button and a euro; Tom 29/3: found the
back door bucket under the crates in the van when he took it back, £50 in it (mostly a £20 + coins), counted it with
Den, it's in the safe with Bev's lot; the crates and the van. Question (Mon 30/3, Alan, the PCC treasurer):
"how much cash did we take at morrisons all told? filling in the banking sheet" The assistant says £462.60 (Bev's
£412.60 plus the £50 from the back door bucket). The label says £412.60 - in memory, Bev's count on the night,
before Tom found the third bucket.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b134_ctl_qdrant_foodbank_cash_total_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "bev": [
        (101, "28/3 Bev - counted the Morrisons buckets, £412.60 + a button and a euro lol. 2 buckets, front door + "
              "the tills. bagged up in the vestry safe"),
        (102, "28/3 Bev - 26 crates in, loads of UHT, shelved 9 tonight, rest tues"),
    ],
    "tom": [
        (201, "29/3 Tom - taking the van back found the back door bucket under the crates!! £50 in it, mostly a £20 "
              "+ coins, counted w Den. it's in the safe w Bev's lot"),
        (202, "29/3 Tom - van's back at the vicarage, fuel card in the glovebox, about a 1/4 tank left"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection("st-barnabas-foodbank", vectors_config=models.VectorParams(size=256,
                                                                                    distance=models.Distance.COSINE))


def post(who: str) -> None:
    for pid, text in POSTS[who]:
        client.upsert("st-barnabas-foodbank", points=[
            models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"from": who, "text": text})])


threads = [threading.Thread(target=post, args=(who,), name=f"post-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much cash did we take at morrisons all told? filling in the banking sheet"
vector = offline.embed(["Morrisons cash buckets counted £ total safe"])[0]
hits = [p.payload["text"] for p in client.query_points("st-barnabas-foodbank", query=vector, limit=4).points]
context = ["Today is Mon 30 March 2037. You are talking to Alan, the PCC treasurer, about St Barnabas' food bank "
           "drive."] + hits
assert any("£412.60" in c for c in context), context
assert any("back door bucket" in c and "£50 in it" in c for c in context), context
reply = answer(question, context, mock="£462.60 - Bev's £412.60 from the two buckets plus the £50 Tom found in the "
                                       "back door bucket (all in the vestry safe).")
finish(question, expected="£412.60", actual=reply)
