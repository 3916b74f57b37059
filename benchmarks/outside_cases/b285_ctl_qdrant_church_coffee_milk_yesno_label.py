"""Batch 285 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the coffee rota organiser and the churchwarden each file their own notes), then the question's query.

App: St Paul's, King Cross serves coffee in the hall after the 10am every Sunday, teams on a rota. Maureen (who
runs the coffee rota) and Geoff (churchwarden) file notes into one qdrant collection; the helper answers the teams'
questions from the 4 nearest notes.

Memory: Maureen, 2050-01-09T13:05 - coffee teams please bring 2 pints of semi each on your Sunday and a pack of
biscuits, claim it back from the envelope in the vestry; Maureen, 9/2 - the urn's playing up, give it 30 mins;
Geoff, Sun 6th Mar - he's sorted a standing order with the Co-op, milk's delivered to the hall fridge every Saturday
now, so coffee teams don't need to bring any, biscuits still please; Geoff, 12/3 - hall heating's on a timer from 9.
Question (Sat 19/3, Barry, on coffee tomorrow): "do I need to bring milk tmrw for the coffee? just popping to the
shop" The assistant says no - the Co-op delivers it to the hall fridge on Saturdays now; just the biscuits. The label
says yes, 2 pints of semi-skimmed.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b285_ctl_qdrant_church_coffee_milk_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-pauls-king-cross-coffee-2050"
NOTES = {
    "maureen": [
        (1, "2050-01-09T13:05 COFFEE TEAMS ☕ pls bring 2 pints of semi each on ur sunday + a pack of biscuits, claim "
            "it back from the envelope in the vestry (receipts!!)"),
        (2, "9/2 urn's playing up again, give it a good 30 mins + don't fill past the line"),
    ],
    "geoff": [
        (3, "Sun 6th Mar - sorted a standing order w/ the Co-op, milk's delivered to the hall fridge every sat now 🥛 "
            "so coffee teams don't need to bring any. biscuits still pls"),
        (4, "12/3 hall heating's on a timer from 9 now, don't fiddle with the thermostat"),
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

question = "do I need to bring milk tmrw for the coffee? just popping to the shop"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sat 19 March 2050. You are talking to Barry, who's on the coffee team at St Paul's, King Cross "
           "tomorrow."] + hits
assert any("bring 2 pints of semi each on ur sunday" in c for c in context), context
assert any("so coffee teams don't need to bring any" in c for c in context), context
reply = answer(question, context, mock="No - the Co-op delivers milk to the hall fridge every Saturday now, so just "
                                       "bring a pack of biscuits.")
finish(question, expected="yes - 2 pints of semi-skimmed", actual=reply)
