"""Batch 269 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the window cleaner and his wife, who does the books, each file their own notes), then the question's query.

App: Dave Hirst (Clear View Window Cleaning) does four rounds, each every four weeks; round 1 (Park Terrace and the
new estate) is a Friday. Dave files notes from the van and Mel (his wife, who does the books and the bank) files
hers into one qdrant collection; the helper answers from the 5 nearest.

Memory: Mel, 2051-10-06T19:00 - the Shaws at 12 Park Terrace, £15 a clean, October not paid, card left; Dave, Fri 3
Nov - round 1 done, the Shaws done again, left a card for £30 (Oct + Nov); Mel, 6/11 - bank, the Shaws paid £30 by
transfer, ref SHAW 12PT, so that's Oct + Nov covered; Dave, Tue 7th Nov - a new customer at 4 Park Terrace, £12 every
4 weeks, on round 1. Question (Thu 30/11, Dave): "how much do the Shaws owe? doing round 1 fri + leaving cards for
anyone who owes" The assistant says nothing - the £30 they paid by transfer on the 6th covered Oct and Nov (Friday's
clean will be £15). The label says £30 for Oct and Nov.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b269_ctl_qdrant_window_cleaner_shaws_owe_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clear-view-round-1-2051"
NOTES = {
    "mel": [
        (1, "2051-10-06T19:00 books - the Shaws, 12 Park Terrace, £15 a clean. oct not paid, Dave left a card"),
        (2, "6/11 bank - the Shaws paid £30 by transfer ref SHAW 12PT, so that's oct + nov covered 👍"),
    ],
    "dave": [
        (3, "Fri 3 Nov round 1 done 🪟 Shaws done again, nobody in, left a card for £30 (oct + nov). dog at 9 "
            "barking its head off as usual"),
        (4, "Tue 7th Nov new customer at 4 Park Terrace, £12 every 4 wks, front + back, on round 1 from dec"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much do the Shaws owe? doing round 1 fri + leaving cards for anyone who owes"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 30 November 2051. You are talking to Dave, who runs Clear View Window Cleaning; round 1 "
           "(Park Terrace) is tomorrow, Fri 1 Dec."] + hits
assert any("oct not paid" in c for c in context), context
assert any("left a card for £30 (oct + nov)" in c for c in context), context
assert any("the Shaws paid £30 by transfer" in c and "oct + nov covered" in c for c in context), context
reply = answer(question, context, mock="Nothing - they paid the £30 by transfer on the 6th, which covered Oct and "
                                       "Nov. Tomorrow's clean will be £15 as usual, so no card needed for back money.")
finish(question, expected="£30 for Oct and Nov", actual=reply)
