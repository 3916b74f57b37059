"""Batch 313 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
tour manager and the parent rep each file their own notes), then the question's query.

App: Holme Valley Youth Orchestra go on tour to the Rhine by coach, Sat 30th July to Sat 6th Aug 2050 - a 53-seater
from Yorkshire Rose Coaches with a trailer for the timps and basses, Dover-Calais, concerts in Cologne and Bonn.
Miss Crowther (the tour manager) and Mr Lund (the parent rep) file notes into one qdrant collection; the helper
answers parents' questions from the 5 nearest notes.

Memory: Miss Crowther, 2050-05-20T19:30 - the coach goes from the school car park, Sat 30th July, 5.15 for 5.45; Miss
Crowther, 9/6 - the trailer's loaded the night before in the music block, timps and basses; Mr Lund, Mon 18th July -
the council are resurfacing the school car park over the holidays and it's all coned off from the 25th, so Yorkshire
Rose say the coach will pick up from the Leisure Centre on Wakefield Rd, same times, instruments still go up to school
the night before; Mr Lund, Weds 20/7 - passports and EHIC cards to him by Fri 22nd. Question (Thu 28/7, a mum):
"where's the coach going from on saturday? my husband's dropping Sam off on his way to work" The assistant says the
Leisure Centre on Wakefield Rd (the school car park's coned off), 5.15 for 5.45. The label says the school car park.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b313_ctl_qdrant_youth_orchestra_coach_pickup_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hvyo-rhine-tour-2050"
NOTES = {
    "miss-crowther": [
        (1, "2050-05-20T19:30 TOUR 🎻🚌 coach goes from the school car park sat 30th july, 5.15 for 5.45 (sorry!!). "
            "1 case + 1 bag each + ur instrument"),
        (2, "9/6 trailer's loaded the night b4 in the music block - timps + basses, cellos on the coach if there's "
            "room"),
    ],
    "mr-lund": [
        (3, "Mon 18th July - the council are resurfacing the school car park over the hols 🙄 it's all coned off from "
            "the 25th so Yorkshire Rose say the coach'll pick up from the Leisure Centre on Wakefield Rd, same times. "
            "instruments still up to school the night b4"),
        (4, "Weds 20/7 passports + EHIC cards to me by fri 22nd pls, in a named plastic wallet"),
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

question = "where's the coach going from on saturday? my husband's dropping Sam off on his way to work"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 28 July 2050. You are talking to a mum whose son Sam is on Holme Valley Youth Orchestra's "
           "Rhine tour (coach Sat 30 July)."] + hits
assert any("coach goes from the school car park" in c for c in context), context
assert any("pick up from the Leisure Centre on Wakefield Rd" in c for c in context), context
reply = answer(question, context, mock="From the Leisure Centre on Wakefield Rd - the school car park's coned off "
                                       "for resurfacing. Same times: 5.15 for 5.45.")
finish(question, expected="the school car park", actual=reply)
