"""Batch 127 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the teas lady and the match secretary file their notes at the same time, each with its own ids), then a query.

App: Ferndale Bowls Club's helper keeps the club's notes (teas, fixtures, the green) in one qdrant collection; Jean,
who does the teas, and Ray, the match secretary, both post to it; the helper answers from a search.

Memory: Jean, 10/6: teas for Sat 27th v Hartley - 24 (3 rinks a side), sandwiches, scones + the lemon drizzle, £3.50
a head off each side; Ray, Thu 25th: Hartley's sec rang, half their lot are on the Llandudno coach trip, they can only
raise 2 rinks, so we'll leave our rink 3 out as well, 2pm start still - Eric's lot can have the day off; green
keeper: rink 6 roped off. Question (Fri 26/6, Jean): "how many teas am i doing tmrw? need to get the bread" The
assistant says 16 - two rinks a side, eight each. The label says 24 - in memory, Jean's own count from when it was
three rinks a side.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b127_ctl_qdrant_bowls_teas_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

JEAN = [
    (1, "10/6 teas for sat 27th v Hartley - 24 (3 rinks a side). sandwiches, scones + my lemon drizzle, £3.50 a head "
        "off each side, Mavis + Brenda helping. Jean"),
    (2, "teas - the urn's thermostat's going, bring the big kettles from home til it's fixed. milk from the Spar"),
    (3, "20/6 away at Kirkby - their teas were lovely, we owe them a good spread back"),
]
RAY = [
    (11, "Thu 25th - Hartley's sec rang, half their lot are on the Llandudno coach trip sat, they can only raise 2 "
         "rinks. we'll leave our rink 3 out as well so Eric's lot can have the day off. 2pm start still. Ray"),
    (12, "green keeper says rink 6 is roped off (worm casts), use 1-4 sat"),
    (13, "27/6 v Hartley (home) - rink 1 Colin, rink 2 Brenda. markers not needed, friendly-ish league game"),
]

client = QdrantClient(":memory:")
client.create_collection("ferndale-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def post(notes, who):
    for i, text in notes:
        client.upsert("ferndale-notes", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                                   payload={"from": who, "text": text})])


threads = [threading.Thread(target=post, args=(JEAN, "jean"), name="jean-teas"),
           threading.Thread(target=post, args=(RAY, "ray"), name="ray-match-sec")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many teas am i doing tmrw? need to get the bread"
vector = offline.embed(["how many teas sat Hartley rinks a side"])[0]
hits = [p.payload["text"] for p in client.query_points("ferndale-notes", query=vector, limit=5).points]
context = ["Today is Fri 26 June 2037. You are talking to Jean, who does the teas at Ferndale Bowls Club."] + hits
assert any("24 (3 rinks a side)" in c for c in context), context
assert any("they can only raise 2 rinks" in c and "leave our rink 3 out as well" in c for c in context), context
reply = answer(question, context, mock="16 - Hartley can only bring two rinks and we're leaving our rink 3 out, so "
                                       "it's two rinks a side, eight players each.")
finish(question, expected="24", actual=reply)
