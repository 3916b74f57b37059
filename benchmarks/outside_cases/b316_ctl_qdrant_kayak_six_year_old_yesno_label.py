"""Batch 316 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the lad who does the bookings each file their own notes, under a lock), then the question's query.

App: Standedge Kayaks hire kayaks and canoes on the Huddersfield Narrow Canal from the Marsden end, up to the
tunnel and down towards Slaithwaite. Dan (the owner) and Sam (the bookings) file notes into one qdrant collection;
the helper answers customers' questions from the 4 nearest notes.

Memory: Dan, 2051-04-20T10:00 - the rules: minimum age 8 in a double with a grown-up, 14 and over for singles on
their own, buoyancy aids on at all times; Dan, Weds 24th May - the kids' buoyancy aids came (the little Palm ones,
15-25kg), the insurance are fine with it, so they can take 5 and up in a double with a grown-up now, Sam to update
the website; Sam, 3/6 - no dogs in the kayaks, only the canoes; Sam, Sat 10th June - the tunnel end is busy with the
trip boat on weekend afternoons, send people towards Slaithwaite. Question (Thu 15/6, a mum): "can my 6 yr old come
in a double with me on sat? she's a good swimmer" The assistant says yes - 5 and up can go in a double with a
grown-up since the kids' buoyancy aids came. The label says no, 8 and over only.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b316_ctl_qdrant_kayak_six_year_old_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "standedge-kayaks-2051"
NOTES = {
    "dan": [
        (1, "2051-04-20T10:00 RULES 🛶 min age 8 in a double w/ a grown up, 14+ for singles on their own. buoyancy aids "
            "on at all times, no exceptions, not even for photos"),
        (2, "Weds 24th May the kids' buoyancy aids came!! (the little Palm ones, 15-25kg) 🎉 insurance are fine with "
            "it so we can take 5 + up in a double with a grown up now. update the website Sam"),
    ],
    "sam": [
        (3, "3/6 no dogs in the kayaks, only the canoes - they keep jumping out 😂"),
        (4, "Sat 10th June - tunnel end's heaving w/ the trip boat sat + sun afternoons, send people down towards "
            "Slaithwaite instead"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local in-memory client isn't safe for two writers at once


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "can my 6 yr old come in a double with me on sat? she's a good swimmer"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 15 June 2051. You are answering a customer of Standedge Kayaks (Marsden, Huddersfield Narrow "
           "Canal)."] + hits
assert any("min age 8 in a double w/ a grown up" in c for c in context), context
assert any("we can take 5 + up in a double with a grown up now" in c for c in context), context
reply = answer(question, context, mock="Yes - since the kids' buoyancy aids came in we take 5 and up in a double with "
                                       "a grown-up, so your 6 year old's fine with you.")
finish(question, expected="no - 8 and over only in a double", actual=reply)
