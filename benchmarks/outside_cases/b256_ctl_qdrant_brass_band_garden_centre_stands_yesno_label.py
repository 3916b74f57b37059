"""Batch 256 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the band secretary and the librarian each file their own diary notes), then the question's query.

App: Hepworth Band's engagements diary - this one is carols at Greenacres garden centre on Sat 17th Dec 2050, 11 till
1 by the grotto, collecting for the hospice. Carol (the band secretary) and Dave (the librarian) file notes into one
qdrant collection; the helper answers players' questions from the 5 nearest notes.

Memory: Carol, 2050-11-02T20:30 - carols at Greenacres Sat 17th Dec 11-1 by the grotto, bring stands and the blue
carol books, Santa hats optional; Carol, Tue 22nd Nov - collecting for the hospice, buckets from Margaret; Dave,
29/11 - he's been to look at the spot with the manager, there's no room for stands by the grotto, it's all reindeer
and tills, so it'll be marching cards on lyres, pads not books, he'll sort the cards Thursday; Dave, Thu 8th Dec -
2nd horn pads missing again. Question (Weds 14/12, Eddie): "do I need to bring my music stand for the garden centre
on sat? car's rammed w/ the kids' stuff" The assistant says no - there's no room for stands by the grotto, it's
marching cards on lyres, so bring his lyre. The label says yes, bring stands and the blue carol books.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b256_ctl_qdrant_brass_band_garden_centre_stands_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hepworth-band-diary-2050"
NOTES = {
    "carol": [
        (1, "2050-11-02T20:30 CAROLS at Greenacres garden centre 🎄 sat 17th dec 11-1 by the grotto. bring stands + "
            "the carol books (the blue ones), santa hats optional, meet in the cafe 10.30"),
        (2, "Tue 22nd Nov - garden centre want us collecting for the hospice while we play, buckets + lanyards from "
            "Margaret"),
    ],
    "dave": [
        (3, "29/11 been to look at the spot w/ the manager 👀 there's no room for stands by the grotto, it's all "
            "reindeer + the tills, so it'll be marching cards on lyres, pads not books. I'll sort the cards thurs"),
        (4, "Thu 8th Dec - 2nd horn pads missing AGAIN, whoever's got them pls put them back in the library box"),
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

question = "do I need to bring my music stand for the garden centre on sat? car's rammed w/ the kids' stuff"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 14 December 2050. You are talking to Eddie, who plays in Hepworth Band."] + hits
assert any("bring stands + the carol books (the blue ones)" in c for c in context), context
assert any("there's no room for stands by the grotto" in c and "marching cards on lyres" in c for c in context), context
reply = answer(question, context, mock="No - there's no room for stands by the grotto, so it's marching cards on "
                                       "lyres this time. Leave the stand at home and bring your lyre.")
finish(question, expected="yes - bring stands and the blue carol books", actual=reply)
