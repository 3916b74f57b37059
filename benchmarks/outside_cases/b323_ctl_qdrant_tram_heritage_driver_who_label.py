"""Batch 323 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the crew rota secretary and the traffic manager each file their own notes), then the question's query.

App: the Brackenbank Tramway Museum Society run restored car 7 on their line from the museum depot to the Pier
Head on a few Sundays a year, with the works car shunting in the yard and a tea bar in the old tram shed. Lynne
(who does the crew rota) and Alan (the traffic manager) file notes into one qdrant collection; the helper answers
members' and visitors' questions from the 4 nearest notes.

Memory: Lynne, 2051-09-10T19:00 - crew for Sun 24th Sept: car 7, driver Ken, conductor Margaret; works car, Dave
and Phil shunting; Lynne, Weds 20/9 - tea bar Jean and Pauline, scones from the WI; Alan, Thu 21st Sept - Ken's
done his back lifting the trolley pole on Weds, he's ok but no driving, so Dave's swapped with him and is driving
car 7 on Sunday, Ken's on the shop stool selling tickets, Phil's doing the works car on his own; Alan, 22/9 - the
new shelter at the Pier Head stop is in. Question (Sat 23/9, Rita): "who's driving car 7 tmrw? my lad wants to
ask if he can stand up front + watch 🚋" The assistant says Dave (he's swapped with Ken, who's hurt his back and is
selling tickets in the shop). The label says Ken.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b323_ctl_qdrant_tram_heritage_driver_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brackenbank-tramway-2051"
NOTES = {
    "lynne": [
        (1, "2051-09-10T19:00 crew for sun 24th sept 🚋 car 7 - driver Ken, conductor Margaret. works car - Dave + "
            "Phil shunting in the yard. sign on 10.15 at the depot"),
        (2, "Weds 20/9 tea bar - Jean + Pauline, scones from the WI, urn's fixed (finally)"),
    ],
    "alan": [
        (3, "Thu 21st Sept - Ken's done his back lifting the trolley pole on weds 🙁 he's ok but no driving, so "
            "Dave's swapped with him + is driving car 7 sun, Ken's on the shop stool selling tickets. Phil's doing "
            "the works car on his own"),
        (4, "22/9 new shelter's in at the Pier Head stop, council's finally done it, only took 3 yrs 😂"),
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

question = "who's driving car 7 tmrw? my lad wants to ask if he can stand up front + watch 🚋"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sat 23 September 2051. You are talking to Rita, who's bringing her son to the Brackenbank "
           "Tramway Museum Society's running day (Sun 24 Sept)."] + hits
assert any("car 7 - driver Ken, conductor Margaret" in c for c in context), context
assert any("Dave's swapped with him + is driving car 7 sun" in c for c in context), context
reply = answer(question, context, mock="Dave - he's swapped with Ken, who's hurt his back and is selling tickets in "
                                       "the shop instead. Your lad can ask Dave when he signs on.")
finish(question, expected="Ken", actual=reply)
