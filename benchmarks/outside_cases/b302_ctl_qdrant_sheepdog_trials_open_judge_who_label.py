"""Batch 302 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the secretary and the treasurer each file their own notes, taking a lock round each upsert since qdrant's local
mode isn't thread-safe), then the question's query.

App: Cwm Tawel Sheepdog Society run their open trial on Sat 26th Aug 2051 at Cefn Mawr - about 50 dogs, one judge
for the open and another for the novice and nursery, a trophy table, lunch in the tent. Nia (the secretary) and
Huw (the treasurer) file notes into one qdrant collection; the helper answers handlers' questions from the 4
nearest notes.

Memory: Nia, 2051-03-30T20:00 - the judge for the open is Dai Morgan from Tregaron, he's said yes, novice and
nursery Bethan Rees; Huw, 12/5 - judges' fee £60 plus mileage, lunch in the tent; Nia, Thu 6th July - Dai rang,
he's had his hip done at last so he's not up to standing in a field all day, Alun Jenkins from Llandovery is
stepping in for the open, Dai says he'll come and heckle; Huw, 20/7 - the trophies are back from the engravers.
Question (Fri 4/8, Gethin, a handler): "who's judging the open this yr? Dai's always liked my Nell 😂" The assistant
says Alun Jenkins from Llandovery (Dai's had his hip done). The label says Dai Morgan from Tregaron.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b302_ctl_qdrant_sheepdog_trials_open_judge_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cwm-tawel-sds-open-2051"
NOTES = {
    "nia": [
        (1, "2051-03-30T20:00 judge for the OPEN - Dai Morgan, Tregaron, he's said yes 👍 novice + nursery Bethan "
            "Rees. will send them both the schedule"),
        (3, "Thu 6th July - Dai rang, he's had his hip done at last so he's not up to standing in a field all day, "
            "Alun Jenkins from Llandovery's stepping in for the open. Dai says he'll come + heckle 😂"),
    ],
    "huw": [
        (2, "12/5 judges' fee £60 + mileage, lunch in the tent on us. Bethan doesn't want paying, give it to the "
            "young handlers"),
        (4, "20/7 trophies back from the engravers, the shield's had a polish. need someone to do the trophy table "
            "on the day"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


write_lock = threading.Lock()  # qdrant's local (":memory:") mode isn't safe for two writers at once


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        vector = offline.embed([text])[0]
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=vector, payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "who's judging the open this yr? Dai's always liked my Nell 😂"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 4 August 2051. You are talking to Gethin, a handler entering Cwm Tawel Sheepdog Society's "
           "open trial (Sat 26 Aug)."] + hits
assert any("judge for the OPEN - Dai Morgan, Tregaron" in c for c in context), context
assert any("Alun Jenkins from Llandovery's stepping in for the open" in c for c in context), context
reply = answer(question, context, mock="Alun Jenkins from Llandovery - Dai's had his hip done so he's stepped down, "
                                       "though he says he'll be there to heckle.")
finish(question, expected="Dai Morgan from Tregaron", actual=reply)
