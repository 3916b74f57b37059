"""Batch 387 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the club secretary and the minibus driver each file their own notes), then the question's query.

App: Saltmoor Falcons CC take a hired 16-seater minibus from the masjid car park to away games; players first, then
whoever wants to come and watch. Imran (the club secretary) and Tariq chacha (who drives it) file notes into one
qdrant collection; the helper answers the lads' questions from the 5 nearest notes.

Memory: Imran, 2051-05-21T20:15 - minibus for away at Lowfold sat 27/05, 16 seater, 11 lads + Faisal scoring, so 4
spare seats, first come first served; Tariq chacha, Weds 24/05 - Tahir's bringing his cousin from Keighley to watch
and Faisal's little bro's coming along for the ride, both on the bus; Imran, Thu 25/05 - Kashif's driving himself
straight from work so he's off the bus; Tariq chacha, 25/05 - leaves the masjid car park 11am sharp, back by 9pm
inshallah, £8 each. Question (Fri 26/05, Adeel): "any seats left on the minibus sat? me + my brother wanna come
watch" The assistant says 3 (4 spare, less Tahir's cousin and Faisal's brother, plus Kashif's seat), so both can
come. The label says 4.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b387_ctl_qdrant_cricket_club_minibus_seats_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "saltmoor-falcons-minibus-2051"
NOTES = {
    "imran": [
        (1, "2051-05-21T20:15 MINIBUS 🚐 away at Lowfold sat 27/05, 16 seater, 11 lads + Faisal scoring so 4 spare "
            "seats, first come first served, msg me"),
        (2, "Thu 25/05 Kashif's driving himself straight from work so he's off the bus, he'll meet us there"),
    ],
    "tariq-chacha": [
        (3, "Weds 24/05 Tahir's bringing his cousin from Keighley to watch + Faisal's little bro's coming along for "
            "the ride, both on the bus"),
        (4, "25/05 bus leaves the masjid car park 11am sharp, back by 9pm inshallah, £8 each, no food on the seats "
            "pls 😤"),
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

question = "any seats left on the minibus sat? me + my brother wanna come watch"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 26 May 2051. You are talking to Adeel, a player at Saltmoor Falcons CC, Bradford (away at "
           "Lowfold on Sat 27 May)."] + hits
assert any("so 4 spare seats" in c for c in context), context
assert any("Tahir's bringing his cousin" in c and "Faisal's little bro" in c for c in context), context
assert any("Kashif's driving himself" in c for c in context), context
reply = answer(question, context, mock="3 left - there were 4 spare, Tahir's cousin + Faisal's little bro have "
                                       "taken 2, and Kashif's driving himself so his seat's free. Room for u both.")
finish(question, expected="4", actual=reply)
