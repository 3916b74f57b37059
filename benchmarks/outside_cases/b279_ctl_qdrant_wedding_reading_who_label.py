"""Batch 279 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the bride and the groom each file their own notes), then the question's query.

App: Rosie and Tom get married on Sat 27th Sept 2051 at All Saints, Elland, with the reception at the Rock Inn -
a reading in the service, the order of service printed by Tom's sister, the guest book on the table by the door.
Rosie and Tom file the wedding notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Rosie, 2051-05-18T20:45 - the reading's Auntie Carol, 1 Corinthians 13 (obviously), Tom's lot aren't
bothered; Tom, 12/7 - order of service to his sister Gemma by 1st Sept for printing, 90 copies; Rosie, Mon 4th
Aug - Carol's said she'd rather not, she'll cry all the way through it, so her cousin Lily's doing it instead,
Carol's happy to do the guest book; Tom, 20.8. - hymns are Jerusalem and Make Me a Channel, the organist is £80.
Question (Tues 26/8, Gemma): "who's doing the reading? need the name for the order of service b4 it goes to print"
The assistant says Lily, Rosie's cousin (Auntie Carol's doing the guest book instead). The label says Auntie Carol.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b279_ctl_qdrant_wedding_reading_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "rosie-tom-wedding-2051"
NOTES = {
    "rosie": [
        (1, "2051-05-18T20:45 church bits 💒 the reading's Auntie Carol, 1 Corinthians 13 (obvs), Tom's lot aren't "
            "bothered about doing one"),
        (2, "Mon 4th Aug - Carol's said she'd rather not 😢 she'll cry all the way thru it, so my cousin Lily's doing "
            "the reading instead. Carol's happy to do the guest book"),
    ],
    "tom": [
        (3, "12/7 order of service to Gemma by 1st sept for printing, 90 copies, cream card"),
        (4, "20.8. hymns - Jerusalem + Make Me a Channel of Your Peace. organist is £80, cash on the day"),
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

question = "who's doing the reading? need the name for the order of service b4 it goes to print"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tues 26 August 2051. You are talking to Gemma, the groom's sister, who is printing the order of "
           "service for Rosie and Tom's wedding (Sat 27 Sept, All Saints, Elland)."] + hits
assert any("the reading's Auntie Carol" in c for c in context), context
assert any("my cousin Lily's doing the reading instead" in c for c in context), context
reply = answer(question, context, mock="Lily, Rosie's cousin - Auntie Carol was going to, but she's swapped to doing "
                                       "the guest book instead.")
finish(question, expected="Auntie Carol", actual=reply)
