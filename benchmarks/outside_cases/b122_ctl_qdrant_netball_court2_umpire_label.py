"""Batch 122 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the league secretary's rota and the umpires' secretary's notes), then a search.

App: the Airedale Ladies' Netball League keeps its umpire rota and the umpires' own notes in one qdrant collection;
Dawn (league secretary) and Bev (umpires' secretary) each post theirs from their own job, and the helper answers
the captains from a search.

Memory: Dawn's rota for the cup semis, Tue 21/4 at Hillside: court 2 (Kestrels v Comets, 7pm) Shelley + Ann, court 3
(Ravens v Hawks, 7.40) Gill + Jo; Bev's note of Weds 15/4: Ann can't do tues now, it's her lad's parents' evening -
Gill's said she'll do the 7pm on court 2 w Shelley before her own game, Jo's fine to start the 7.40 on her own till
Gill gets across; Bev's other note: Shelley's C award assessment is that night, Pam from county assessing. Question
(Mon 20/4, Jade, Comets captain): "who's the other umpire with shelley on court 2 tmrw?" The assistant says Gill. The
label says Ann - on the rota, in memory, but she can't make it.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b122_ctl_qdrant_netball_court2_umpire_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAWN = [
    "UMPIRES cup semis tue 21/4 Hillside: court 2 (Kestrels v Comets 7pm) Shelley + Ann. court 3 (Ravens v Hawks "
    "7.40) Gill + Jo. court 1 still no lights",
    "league nights after the semis back to normal rota, tue 28th - see board",
    "subs £45 a team by 16th may, 4 teams still owe",
]
BEV = [
    "Weds 15/4 - Ann can't do tues now, it's her lad's parents evening. Gill's said she'll do the 7pm on court 2 w "
    "Shelley before her own game, Jo's fine to start the 7.40 on her own till Gill gets across",
    "Shelley's C award assessment is at the semis, Pam from county assessing - 2 x 15 min quarters watched",
    "new whistles in the umpires' bag (Acme Thunderer), pls don't take them home!!",
]

client = QdrantClient(":memory:")
client.create_collection("airedale-umpires",
                         vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def post(start: int, who: str, lines: list[str]) -> None:
    for i, text in enumerate(lines, start):
        client.upsert("airedale-umpires", points=[models.PointStruct(
            id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})])


threads = [threading.Thread(target=post, args=(1, "Dawn", DAWN), name="dawn-rota"),
           threading.Thread(target=post, args=(11, "Bev", BEV), name="bev-umpires")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's the other umpire with shelley on court 2 tmrw?"
vector = offline.embed(["umpire court 2 shelley tuesday semis who"])[0]
hits = [p.payload["text"] for p in client.query_points("airedale-umpires", query=vector, limit=6).points]
context = ["Today is Mon 20 April 2037. You are talking to Jade, captain of the Comets."] + hits
assert any("court 2 (Kestrels v Comets 7pm) Shelley + Ann" in c for c in context), context
assert any("Ann can't do tues now" in c and "Gill's said she'll do the 7pm on court 2" in c for c in context), context
reply = answer(question, context, mock="Gill - Ann can't make it (parents' evening), so Gill's doing the 7pm on court "
                                       "2 with Shelley before her own game.")
finish(question, expected="Ann", actual=reply)
