"""Batch 394 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Yoli and Lety the photographer each file their own notes), then the question's query.

App: the Treviño family are planning Dani's quinceañera for Sat 6/18/2050 - misa at 2pm at San Judas, then fotos,
then the limo to Salón Las Palomas. Yoli (Dani's mom) and Lety (the photographer, a cousin) file notes into one
qdrant collection; the helper answers the family's questions from the 5 nearest notes.

Memory: Yoli, 2050-04-14T20:30 - fotos after misa at Parque Las Moras by the little bridge, then the limo to the
salón; Yoli, 5/3 - limo booked, 2 hrs, picks up at the church at 3:15; Lety, 5/24 - Parque Las Moras is closed for
the splash pad construction till July, so fotos in the church courtyard + on the big staircase at the salón before
the guests come in, same time; Lety, 6/2 - she picks up Dani's bouquet and the damas' flowers at noon. Question
(Thu 6/16, Tía Nora, madrina de velación): "where are we doing the fotos after misa? I'm wearing heels lol" The
assistant says the church courtyard, then the big staircase at the salón - the park's closed. The label says
Parque Las Moras by the little bridge.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b394_ctl_qdrant_quince_fotos_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "dani-quince-2050"
NOTES = {
    "yoli": [
        (1, "2050-04-14T20:30 fotos after misa at Parque Las Moras by the little bridge 📸 then the limo to the "
            "salón. Lety's doing them, she's family so she gave us a deal 🙏"),
        (2, "5/3 limo's booked ✅ 2 hrs, picks up at the church at 3:15, Dani + the damas + chambelanes only"),
    ],
    "lety": [
        (3, "5/24 ay bad news 😩 Parque Las Moras is closed for the splash pad construction till July. so we're doing "
            "the fotos in the church courtyard + on the big staircase at the salón before the guests come in. same "
            "time"),
        (4, "6/2 I'll pick up Dani's bouquet + the damas' flowers from the florist at noon on the 18th"),
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

question = "where are we doing the fotos after misa? I'm wearing heels lol"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 6/16/2050. You are talking to Tía Nora, madrina de velación at Dani Treviño's quinceañera "
           "(Sat 6/18)."] + hits
assert any("fotos after misa at Parque Las Moras by the little bridge" in c for c in context), context
assert any("closed for the splash pad construction" in c and "church courtyard" in c for c in context), context
reply = answer(question, context, mock="In the church courtyard, then on the big staircase at the salón before the "
                                       "guests come in - Parque Las Moras is closed for construction. No grass, so "
                                       "heels are fine 😄")
finish(question, expected="Parque Las Moras, by the little bridge", actual=reply)
