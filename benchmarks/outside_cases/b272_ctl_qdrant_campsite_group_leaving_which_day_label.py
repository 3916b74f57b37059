"""Batch 272 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the two who run the farm each file their own notes), then the question's query.

App: Lower Laithe Farm, above Todmorden, run a small campsite in the summer of 2051 - grass pitches in the beck
field, hardstandings by the barn, the bottom field kept for groups. Janet and Dave (who farm it) file notes into one
qdrant collection; the helper answers from the 5 nearest notes.

Memory: Janet, 2051-02-27T14:30 - the Calder High DofE group booked the bottom field Fri 18th - Sun 20th Aug, 12
kids + 3 staff, practice expedition, out by 11 Sunday; Dave, 11/8 - topped the bottom field, cutting it again once
the DofE lot are off; Janet, Sat 19th Aug - Mr Kapoor (the DofE leader) rang, they lost Friday to the weather so
they're doing the walk Sunday and staying Sunday night too, leaving Mon 21st after breakfast, he's paid for the
extra night; Dave, Sat 19/8 - the tups are in the top field, gate shut. Question (Sat 19/8, Dave, late on): "when
are the DofE lot going? want to get the mower on the bottom field" The assistant says Monday 21st after breakfast -
they're staying Sunday night too. The label says Sunday 20th, out by 11.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b272_ctl_qdrant_campsite_group_leaving_which_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lower-laithe-groups-2051"
NOTES = {
    "janet": [
        (1, "2051-02-27T14:30 Calder High DofE booked the bottom field fri 18th - sun 20th aug, 12 kids + 3 staff, "
            "practice expedition. £6pp/night, invoice to the school. out by 11 sun"),
        (2, "Sat 19th Aug - Mr Kapoor (DofE) rang, they lost fri to the weather ☔ so they're doing the walk sun + "
            "staying sun night as well, leaving mon 21st after brekkie. he's paid for the extra night"),
    ],
    "dave": [
        (3, "11/8 topped the bottom field, will cut it again once the DofE lot r off it"),
        (4, "sat 19/8 tups in the top field, gate SHUT pls, one of the DofE kids left it open this morning 😠"),
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

question = "when are the DofE lot going? want to get the mower on the bottom field"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 19 August 2051. You are talking to Dave, who farms Lower Laithe Farm and runs the campsite "
           "with Janet."] + hits
assert any("fri 18th - sun 20th aug" in c and "out by 11 sun" in c for c in context), context
assert any("staying sun night as well, leaving mon 21st" in c for c in context), context
reply = answer(question, context, mock="Monday 21st, after breakfast - they lost Friday to the rain so they're "
                                       "walking Sunday and staying Sunday night too. Mower Monday afternoon.")
finish(question, expected="Sunday 20th, out by 11", actual=reply)
