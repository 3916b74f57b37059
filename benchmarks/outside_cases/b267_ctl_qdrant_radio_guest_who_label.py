"""Batch 267 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the station manager and the presenter each file their own notes), then the question's query.

App: Ridings FM 101.6, a community station in Dewsbury, runs "Community Hour" on Saturdays 11-12 with a local guest
each week. Maggie (the station manager) and Imran (who presents it) file notes into one qdrant collection; the
helper answers volunteers' questions from the 5 nearest notes.

Memory: Imran, 2050-04-04T17:30 - Community Hour guests booked, Sat 23rd April Cllr Ahmed on the new bus lanes, 30th
the allotment society; Maggie, 12/4 - the by-election's been called for May, so we've got to watch the balance on
anything political; Imran, Tue 19th Apr - change of guest for this Saturday, Cllr Ahmed's pulled out, he's standing
in the by-election so it's purdah, he can't go on air till after it, got Jean from the food bank instead, she's
bringing two of the volunteers; Maggie, 20/4 - the 2nd mic's fixed. Question (Thu 21/4, Ravi, producing Saturday):
"who's the guest on community hour sat? need a name for the trail + the website" The assistant says Jean from the
food bank (with two of the volunteers). The label says Cllr Ahmed.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b267_ctl_qdrant_radio_guest_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ridings-fm-notes-2050"
NOTES = {
    "imran": [
        (1, "2050-04-04T17:30 COMMUNITY HOUR guests 🎙️ sat 23rd april Cllr Ahmed on the new bus lanes, 30th the "
            "allotment society, 7th may tbc"),
        (2, "Tue 19th Apr - change of guest for community hour this sat 😩 Cllr Ahmed's pulled out, he's standing "
            "in the by-election so it's purdah, can't go on air till after it. got Jean from the food bank instead, "
            "she's bringing 2 of the volunteers"),
    ],
    "maggie": [
        (3, "12/4 the by-election's been called for may, so watch the balance on anything political pls, Ofcom rules"),
        (4, "20/4 2nd mic in studio 1 is fixed, it was the lead. new headphones in the cupboard"),
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

question = "who's the guest on community hour sat? need a name for the trail + the website"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 21 April 2050. You are talking to Ravi, who produces Ridings FM's Saturday Community Hour "
           "(11-12)."] + hits
assert any("sat 23rd april Cllr Ahmed on the new bus lanes" in c for c in context), context
assert any("Cllr Ahmed's pulled out" in c and "Jean from the food bank instead" in c for c in context), context
reply = answer(question, context, mock="Jean from the food bank - she's bringing two of the volunteers. Cllr Ahmed "
                                       "pulled out, he can't go on air while he's standing in the by-election.")
finish(question, expected="Cllr Ahmed, on the new bus lanes", actual=reply)
