"""Batch 147 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection written by two committee
members in threads, then the question's query.

App: Wainstalls allotment society's troughs man (Ron) and secretary (Kev) each keep their notes in one qdrant
collection from their own threads; the helper answers plotholders from a query of it.

Memory: Ron, 14/3: turned the bottom trough off at the stopcock, think the trough's cracked again, water all round
it; Kev, 22.3.: dug round the bottom trough with Ron - the trough's sound as a pound, it's the feed pipe under the
path that's split, the frost got it; Yorkshire Water say it's ours not theirs, so Ron's mate Stan the plumber is
coming 16th May; till then fill your cans at the top trough; Ron, Weds 8 Apr: new ball valve on the top trough;
Kev, Sat 9/5: the AGM. Question (Mon 11/5, Shirley, plot 9): "why's the bottom trough still off? my cans are all
down that end" The assistant says the feed pipe under the path split in the frost (the trough itself is fine), Stan
the plumber's coming on the 16th. The label says the trough's cracked - in memory, Ron's first guess in March.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b147_ctl_qdrant_allotment_trough_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wainstalls-allotments"
NOTES = {
    "ron": [
        "14/3 Ron - turned the bottom trough off at the stopcock, think the trough's cracked again, water all round "
        "it + the path's like a bog",
        "Weds 8 Apr Ron - new ball valve on the top trough, £14 from Screwfix, fills quicker now",
    ],
    "kev": [
        "22.3. Kev - dug round the bottom trough w Ron. trough's sound as a pound, its the feed pipe under the path "
        "thats split, frost got it. Yorkshire Water say its ours not theirs so Ron's mate Stan (plumber) coming 16th "
        "may. fill yr cans at the top trough till then",
        "Sat 9/5 Kev - AGM tues 2nd june 7.30 at the Cricketers, subs due, nominations for chair to me",
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str) -> None:
    for text in NOTES[who]:
        with lock:
            pid = next(ids)
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who})])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's the bottom trough still off? my cans are all down that end"
vector = offline.embed(["bottom trough turned off why - cracked, leaking, pipe, plumber"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Mon 11 May 2037. You are talking to Shirley, who has plot 9 at Wainstalls allotments."] + hits
assert any("think the trough's cracked again" in c for c in context), context
assert any("trough's sound as a pound" in c and "feed pipe under the path" in c for c in context), context
reply = answer(question, context, mock="It's not the trough - that's fine. The feed pipe under the path split in the "
                                       "frost, and Stan the plumber's coming on the 16th. Use the top trough till "
                                       "then.")
finish(question, expected="the trough's cracked", actual=reply)
