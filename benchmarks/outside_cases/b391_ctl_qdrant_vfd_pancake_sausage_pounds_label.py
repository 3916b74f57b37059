"""Batch 391 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the chief and the Auxiliary president each file their own notes), then the question's query.

App: Trace Fork Volunteer Fire Dept hold their pancake breakfast on Sat 9/16/2051 at the station, 6a-11a. Chief
Earl Hypes and Wanda Rexroad (Auxiliary president, who runs the kitchen) file notes into one qdrant collection; the
helper answers members' questions from the 5 nearest notes.

Memory: Chief, 2051-08-21T18:00 - order 40 lb of sausage from Hinkle's like last year; Wanda, 8/29 - we run plumb
out of sausage by 9:30 last year and had to send Jr to the Go-Mart, make it 60 lb this time; Chief, Wed 9/6 - Ronnie
is bringing 15 lb of his deer sausage for a "try it" plate, so call Hinkle's and make it 45 lb, that'll still give
us the 60; Wanda, 9/7 - pancake mix and syrup from Sam's, 12 dozen eggs from the Wiseman farm. Question (Sat 9/9,
Jr Hypes, picking it up): "how many lb of sausage am I picking up at Hinkle's friday?" The assistant says 45 lb
(60 with Ronnie's 15 lb of deer sausage). The label says 40 lb.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b391_ctl_qdrant_vfd_pancake_sausage_pounds_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "trace-fork-vfd-pancake-2051"
NOTES = {
    "chief": [
        (1, "2051-08-21T18:00 PANCAKE BREAKFAST Sat 9/16 6a-11a 🥞 order 40 lb of sausage from Hinkle's like last "
            "yr, I'll call it in"),
        (3, "Wed 9/6 - Ronnie's bringing 15 lb of his deer sausage for a 'try it' plate so call Hinkle's + make it "
            "45 lb, that'll still give us the 60"),
    ],
    "wanda": [
        (2, "8/29 we run plumb out of sausage by 9:30 last year + had to send Jr to the Go-Mart 🙄 make it 60 lb this "
            "time"),
        (4, "9/7 pancake mix + syrup from Sam's, 12 dozen eggs from the Wiseman farm. coffee's on the Auxiliary"),
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

question = "how many lb of sausage am I picking up at Hinkle's friday?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 9/9/2051. You are talking to Jr Hypes, who's picking up the sausage for Trace Fork "
           "Volunteer Fire Dept's pancake breakfast (Sat 9/16)."] + hits
assert any("order 40 lb of sausage from Hinkle's like last yr" in c for c in context), context
assert any("make it 60 lb this time" in c for c in context), context
assert any("make it 45 lb" in c for c in context), context
reply = answer(question, context, mock="45 lb - it was 60 after we run out last year, but Ronnie's bringing 15 lb of "
                                       "his deer sausage, so 45 from Hinkle's.")
finish(question, expected="40 lb", actual=reply)
