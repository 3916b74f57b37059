"""Batch 305 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the seamstress each file their own notes), then the question's query.

App: Something Blue Bridal in Brighouse - Jo (the owner) and Carol (the seamstress) file their notes on each bride
into one qdrant collection; the helper answers brides' questions from the 5 nearest notes.

Memory: Jo, 2051-05-20T17:30 - Hannah Cole, the Isla (champagne, size 14), wedding Sat 26th Aug at the Shibden Mill,
collect after the final fitting, Sat 5th Aug; Jo, Sat 5th Aug - Hannah's final fitting done, she cried, we cried,
balance paid in full; Carol, 5/8 - the lace for the hem on Hannah's came from the supplier the wrong shade, the new
lot's due Weds, so she can't finish it till the week after - collect from Thurs 17th, she'll steam and bag it that
morning; Carol, Mon 7 Aug - Holly's bustle done, Amira's straps next. Question (Sun 13/8, Hannah): "when can I pick
up my dress? my dad's driving over from Leeds for it" The assistant says from Thu 17th Aug (the hem lace came the
wrong shade). The label says Sat 5th August, after the final fitting.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b305_ctl_qdrant_bridal_dress_collect_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "something-blue-bridal-2051"
NOTES = {
    "jo": [
        (1, "2051-05-20T17:30 Hannah Cole 💍 the Isla, champagne, sz 14, wedding sat 26th aug at the Shibden Mill. "
            "collect after the final fitting, sat 5th aug"),
        (2, "Sat 5th Aug - Hannah's final fitting done, she cried, we cried 😭 balance paid in full"),
    ],
    "carol": [
        (3, "5/8 - the lace for the hem on Hannah's came from the supplier the WRONG shade 😤 new lot due weds so I "
            "can't finish it till the wk after - collect from thurs 17th, I'll steam + bag it that morning"),
        (4, "Mon 7 Aug - Holly's bustle done, Amira's straps next, then the Ellis veil"),
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

question = "when can I pick up my dress? my dad's driving over from Leeds for it"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sun 13 August 2051. You are talking to Hannah Cole, a bride at Something Blue Bridal (wedding "
           "Sat 26 Aug)."] + hits
assert any("collect after the final fitting, sat 5th aug" in c for c in context), context
assert any("collect from thurs 17th" in c for c in context), context
reply = answer(question, context, mock="From Thursday 17th August - the lace for your hem came in the wrong shade, so "
                                       "Carol's finishing it this week and will steam and bag it that morning.")
finish(question, expected="Sat 5th August, after the final fitting", actual=reply)
