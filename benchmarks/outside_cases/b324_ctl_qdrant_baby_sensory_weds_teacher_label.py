"""Batch 324 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the other teacher each file their own notes), then the question's query.

App: Rainbow Rattles Baby Sensory run classes in Brighouse in spring 2051 - Mon, Weds and Fri mornings at the
Rastrick community centre, 0-6 month and 6-13 month groups, lights, bubbles, songs and the parachute. Amy (who owns
it) and Jess (who teaches for her) file notes into one qdrant collection; the helper answers parents' questions from
the 4 nearest notes.

Memory: Amy, 2051-01-05T09:00 - spring term from Mon 9th Jan, she does Mon and Fri, Jess does all the Weds classes
(she's fab); Amy, 6/1 - Weds 10am is the 0-6 months, 11.15 the 6-13 months; Jess, Weds 11/1 - first Weds done, bring
a spare muslin, the bubble machine is lively; Jess, 17.1. - Weds parking at the Co-op is fine till 12. Question (Mon
23/1, Hayley): "who takes the weds 10am class? want to give them a heads up Noah's a bit funny with flashing lights"
The assistant says Jess - she does all the Weds classes (Amy does Mon and Fri). The label says Amy.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b324_ctl_qdrant_baby_sensory_weds_teacher_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "rainbow-rattles-brighouse-2051"
NOTES = {
    "amy": [
        (1, "2051-01-05T09:00 SPRING TERM 🌈 from mon 9th jan at Rastrick community centre. I do mon + fri, Jess does "
            "all the weds classes (she's fab, u'll love her)"),
        (2, "6/1 weds 10am is the 0-6 mths, 11.15 the 6-13 mths. £6.50 a class, pay for the term on wk 1"),
    ],
    "jess": [
        (3, "Weds 11/1 first weds done!! 🫧 bring a spare muslin pls, the bubble machine is LIVELY"),
        (4, "17.1. weds parking - the Co-op have said it's fine till 12, park at the far end by the recycling"),
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

question = "who takes the weds 10am class? want to give them a heads up Noah's a bit funny with flashing lights"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 23 January 2051. You are talking to Hayley, whose son Noah goes to the Weds 10am class at "
           "Rainbow Rattles Baby Sensory."] + hits
assert any("I do mon + fri, Jess does all the weds classes" in c for c in context), context
assert any("weds 10am is the 0-6 mths" in c for c in context), context
reply = answer(question, context, mock="Jess - she takes all the Wednesday classes (Amy does Mondays and Fridays). "
                                       "Have a word with her before the class about Noah and the lights.")
finish(question, expected="Amy", actual=reply)
