"""Batch 270 (held out), CONTROL: nothing planted, the label is wrong. A mobile vet's farm visits: qdrant collection
of the practice's visit notes, two writers (the desk and the vet) in threads.

App: Calder Vale Vets' farm side - Kerry on the desk books the visits and Jo (the farm vet) adds notes from the
pick-up; both write into one qdrant collection from their own thread, and the practice helper answers farmers from
the 5 nearest notes.

Memory: Kerry's 2051-11-20T09:15 note - Moorside Farm's TB reading Fri 24th, Jo at 8am, 64 to read; Kerry's 22/11
note - reminder texted to Moorside; Jo's Thu 23 Nov 6.40pm note - she's got a caesar booked at Height Gate first
thing Friday so it'll be more like half 10 at Moorside, she's rung Mr Crabtree and he'll keep them in; Jo's 23.11
note - restock the calving ropes. Question (Fri 24/11, first thing, Lucy Crabtree): "what time's the vet coming for
the TB reading this morning? need to know when to get the cows in" -> the model answers about 10.30 (Jo's got a
caesar first), which is right per memory.

The label says "8am": the time Kerry booked, before Jo's caesar pushed her back to half 10. Every memory call did
its job and the answer follows the notes; the expected answer is wrong, so the right verdict is AnnotationError,
with no fault op. Asserted: the 8am note and the half 10 note are in the context.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b270_ctl_qdrant_vet_farm_tb_reading_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-vale-farm-visits-2051"
NOTES = {
    "kerry": [
        (1, "2051-11-20T09:15 Moorside Fm (Mr Crabtree) TB reading fri 24th, Jo at 8am, 64 to read. he's asked for "
            "the invoice to go to the accountant"),
        (2, "22/11 reminder texted to Moorside + Height Gate. Height Gate's cow is due any day"),
    ],
    "jo": [
        (3, "Thu 23 Nov 6.40pm - got a caesar booked at Height Gate first thing fri 🐄 so it'll be more like half 10 "
            "at Moorside, rang Mr Crabtree, he's fine, he'll keep them in"),
        (4, "23.11 pls restock the pick-up w/ calving ropes + lube, I'm down to my last"),
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

question = "what time's the vet coming for the TB reading this morning? need to know when to get the cows in"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 24 November 2051, 7.15am. You are talking to Lucy Crabtree at Moorside Farm, a client of "
           "Calder Vale Vets."] + hits
assert any("TB reading fri 24th, Jo at 8am" in c for c in context), context
assert any("it'll be more like half 10 at Moorside" in c for c in context), context
reply = answer(question, context, mock="About 10.30 - Jo's got a caesar at Height Gate first thing, so get them in "
                                       "for half 10. She's already spoken to your dad.")
finish(question, expected="8am", actual=reply)
