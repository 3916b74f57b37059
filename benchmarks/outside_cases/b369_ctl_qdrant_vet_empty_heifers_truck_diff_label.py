"""Batch 369 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the vet's report and the station's own notes filed by two people), then the question's query.

App: Warrego Flats Station had Dr Mel Kovac out to preg test its heifers; the empties go on a truck to the
Tarrabool saleyards. Kerry (the bookkeeper, who files the vet's report and the truck booking) and Rob (the head
stockman) file notes into one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Kerry, 2051-03-16T17:20 - Dr Kovac's report: 180 heifers preg tested at the home yards, 31 empty, all ear
notched, $864 + travel; Rob, Fri 17/3 - 4 of the empties are the stud Droughtmaster girls, the boss wants to keep
them and give them another go with the bull, so they're staying; Kerry, Sat 18/3 - Barry's Transport booked for the
empties Wed 22/3, single deck, to the Tarrabool saleyards; Rob, Sun 19/3 - weaners drafted into the laneway. Question
(Mon 20/3, Barry the truckie): "how many head am I picking up Wed? single deck takes about 30 of that size" The
assistant says 27 (31 empty, less the 4 stud heifers being kept). The label says 31.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b369_ctl_qdrant_vet_empty_heifers_truck_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "warrego-flats-cattle-2051"
NOTES = {
    "kerry": [
        (1, "2051-03-16T17:20 VET REPORT 🐄 Dr Kovac preg tested 180 heifers at the home yards, 31 empty, all ear "
            "notched. $864 + travel, invoice in the tray"),
        (2, "Sat 18/3 Barry's Transport booked for the empties Wed 22/3, single deck, to the Tarrabool saleyards, he'll "
            "be at the home yards about 0700"),
    ],
    "rob": [
        (3, "Fri 17/3 4 of the empties are the stud Droughtmaster girls, boss wants to keep em + give em another go w/ "
            "the bull, so they're staying. drafted into the house paddock"),
        (4, "Sun 19/3 weaners drafted into the laneway, NLIS tags in, water's good"),
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

question = "how many head am I picking up Wed? single deck takes about 30 of that size"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to Barry from Barry's Transport, who's trucking Warrego Flats "
           "Station's empty heifers on Wed 22/3."] + hits
assert any("31 empty, all ear notched" in c for c in context), context
assert any("4 of the empties are the stud Droughtmaster girls" in c and "so they're staying" in c
           for c in context), context
assert any("Barry's Transport booked for the empties Wed 22/3" in c for c in context), context
reply = answer(question, context, mock="27 head - 31 came up empty, but the boss is keeping the 4 stud Droughtmaster "
                                       "heifers. Fits on the single deck, no worries.")
finish(question, expected="31", actual=reply)
