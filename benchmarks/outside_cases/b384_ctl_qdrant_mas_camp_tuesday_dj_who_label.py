"""Batch 384 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the band's road manager and its admin each file their own notes), then the question's query.

App: Jab Molassie Mas bring out a band for Carnival 2051 (Carnival Monday 13/02, Carnival Tuesday 14/02) - the music
truck with the DJ and the sound system up front, the drinks truck behind, all-inclusive. Darnell (the road manager)
and Shaniqua (the admin) file notes into one qdrant collection; the helper answers masqueraders from the 5 nearest.

Memory: Darnell, 2050-11-10T19:00 - music truck booked, DJ Stinger on the truck Monday and Tuesday, Crazy Tony's
sound, drinks truck behind; Shaniqua, 18/01 - DJ Stinger got booked for a fete abroad Tuesday night, so he's only
doing Carnival Monday with them, DJ Kalinda taking the truck Carnival Tuesday 14/02; Darnell, Sat 28/01 - the route,
the stage about 11 on the Tuesday; Shaniqua, 02/02 - collection at the camp 4-9pm. Question (Fri 10/02, Candice):
"who on the truck Tuesday? I want to send a song request 😂" The assistant says DJ Kalinda (Stinger is only doing
the Monday). The label says DJ Stinger.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b384_ctl_qdrant_mas_camp_tuesday_dj_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "jab-molassie-mas-2051"
NOTES = {
    "darnell": [
        (1, "2050-11-10T19:00 TRUCK 🔊 music truck booked, DJ Stinger on the truck Monday + Tuesday, Crazy Tony's "
            "sound, drinks truck behind, all inclusive"),
        (2, "Sat 28/01 route - out the camp 9am Tues, cross the stage about 11, lunch (pelau) by the school 1ish, "
            "last lap back to the camp"),
    ],
    "shaniqua": [
        (3, "18/01 - DJ Stinger get booked for a fete abroad Tuesday night 🙄 so he only doing Carnival Monday with "
            "us, DJ Kalinda taking the truck Carnival Tuesday 14/02"),
        (4, "02/02 costume collection at the camp 4-9pm till Wed, bring ID + receipt, no balance no costume"),
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

question = "who on the truck Tuesday? I want to send a song request 😂"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 10/02/2051. You are talking to Candice, who is playing with Jab Molassie Mas."] + hits
assert any("DJ Stinger on the truck Monday + Tuesday" in c for c in context), context
assert any("DJ Kalinda taking the truck Carnival Tuesday" in c for c in context), context
reply = answer(f"(Candice) {question}", context,
               mock="DJ Kalinda - Stinger only doing the Monday with allyuh now (he have a fete abroad Tuesday). "
                    "Send she the request 😂")
finish(question, expected="DJ Stinger", actual=reply)
