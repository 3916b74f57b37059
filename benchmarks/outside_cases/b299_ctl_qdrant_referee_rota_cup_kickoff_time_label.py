"""Batch 299 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the fixtures secretary and the referee coordinator each file their own notes), then the question's query.

App: Ryburn Valley Junior League's U14 cup quarter-finals are on Sun 19th Jan 2051. Tariq (the fixtures secretary)
and Gav (the referee coordinator) file notes into one qdrant collection; the helper answers the young referees from
the 4 nearest notes.

Memory: Tariq, 2051-01-05T18:00 - U14 cup QF Sun 19th Jan, Ryburn Utd v Brighouse Blues at Ryburn Valley High, 10.30
KO, ref Amir plus two club linesmen; Gav, 10/1 - Amir's fine for the cup, £30 for cup games; Tariq, Thu 16th Jan -
cup games have to kick off at 10, not 10.30, in case of extra time and pens, the U16s need the pitch at 12, both
managers told; Gav, 17/1 - refs be there 45 minutes before KO for cup games, the league's observer might come.
Question (Sat 18/1, Amir, 16): "what time's KO for the cup game tmrw? + when do I need to be there" The assistant
says 10 (moved from 10.30 in case of extra time and pens), so be there by 9.15. The label says 10.30.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b299_ctl_qdrant_referee_rota_cup_kickoff_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-jfl-cup-2051"
NOTES = {
    "tariq": [
        (1, "2051-01-05T18:00 U14 CUP QF 🏆 sun 19th jan, Ryburn Utd v Brighouse Blues at Ryburn Valley High, 10.30 "
            "KO. ref Amir + 2 club linesmen"),
        (2, "Thu 16th Jan - cup games have to KO at 10 not 10.30, in case of extra time + pens, the U16s need the "
            "pitch at 12. told both managers"),
    ],
    "gav": [
        (3, "10/1 Amir's ok for the cup 👍 £30 for cup games, home club pays"),
        (4, "17/1 refs pls be there 45 mins b4 KO for cup games, the league's observer might come + watch. full "
            "black kit, no trackie bottoms"),
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

question = "what time's KO for the cup game tmrw? + when do I need to be there"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sat 18 January 2051. You are talking to Amir (16), the referee for Ryburn Valley Junior League's "
           "U14 cup quarter-final (Sun 19 Jan)."] + hits
assert any("Ryburn Valley High, 10.30 KO" in c for c in context), context
assert any("cup games have to KO at 10 not 10.30" in c for c in context), context
assert any("be there 45 mins b4 KO" in c for c in context), context
reply = answer(question, context, mock="KO's at 10 - it was moved from 10.30 in case of extra time and pens - so be "
                                       "there by 9.15, 45 minutes before. Full black kit.")
finish(question, expected="10.30", actual=reply)
