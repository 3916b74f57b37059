"""Batch 185 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(each organiser's notes upserted from their own thread), then the question's query.

App: Holy Trinity, Wrockwardine Wood, holds its harvest supper on Sat 10th Oct 2043 in the church hall - pies from
the butcher's, puddings from the bakers' rota, and after the pudding the auction of promises in aid of the tower
fund, which Tony, a retired auctioneer, has run with his gavel the last three years. Ruth (who organises the supper)
and Jean (who does the auction lots) put their notes into one qdrant collection; the helper answers parishioners.

Memory: Ruth, 2043-09-07T19:30 - supper Sat 10th Oct, doors half 6, £12, auction after pudding, Tony doing it with
the gavel like last year; Jean, 17/9 - auction lots so far (a Co-op hamper, a week in Pat's caravan at Borth, 2 hrs
gardening from Dave); Jean, Weds 30/9 - Tony's in for his cataract op the Thursday before and Sheila says he's not
to be out at night for a week, so the lots are going on sheets by the hatch as a silent auction, bids close at 9;
Ruth, 3.10. - 82 tickets sold. Question (Mon 5/10, Barbara): "will Tony be doing the auction w his gavel after pudding
like last yr? my hubby loves that bit" The assistant says no - Tony's in for his cataract op on the Thursday,
so it's a silent auction this time, bid sheets by the hatch, bids close at 9. The label says yes, straight after
pudding.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b185_ctl_qdrant_harvest_auction_yes_no_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "holy-trinity-harvest-2043"
NOTES = {
    "ruth": [(1, "2043-09-07T19:30", "harvest supper sat 10th oct 🍂 doors half 6, £12, steak pie or cheese + onion. "
                                     "auction after pudding, Tony doing it w the gavel like last yr"),
             (4, "3.10.", "82 tickets sold!! hall want table nos by weds")],
    "jean": [(2, "17/9", "auction lots so far - Co-op hamper, a wk in Pat's caravan at Borth, 2 hrs gardening from "
                         "Dave 🌱"),
             (3, "Weds 30/9", "Tony's in for his cataract op the thurs before 👁️ + Sheila says he's not to be out at "
                              "night for a wk, so we're putting the lots on sheets by the hatch - silent auction, bids "
                              "close at 9")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str) -> None:
    for pid, day, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "from": who})])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "will Tony be doing the auction w his gavel after pudding like last yr? my hubby loves that bit"
context = ["Today is Mon 5 Oct 2043. You are talking to Barbara, a parishioner at Holy Trinity, Wrockwardine Wood; the "
           "harvest supper is Sat 10 Oct in the church hall."]
for query in (question, "auction lots"):
    for p in client.query_points(COLL, query=offline.embed([query])[0], limit=3).points:
        if p.payload["text"] not in context:
            context.append(p.payload["text"])
assert any("Tony doing it w the gavel like last yr" in c for c in context), context
assert any("silent auction" in c and "cataract op" in c for c in context), context
reply = answer(question, context, mock="No - Tony's in for his cataract op on the Thursday and can't be out at night "
                                       "for a week, so it's a silent auction this time: bid on the sheets by the "
                                       "hatch, bids close at 9.")
finish(question, expected="yes, straight after pudding", actual=reply)
