"""Batch 246 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
secretary and the equipment officer each file their own notes), then the question's query.

App: Brighouse & District Astronomical Society meet on the second Tuesday of the month at the Rastrick library -
a talk, tea and biscuits, and, if it's clear, scopes out on the car park after. Anne (the secretary) and Phil (the
equipment officer) file notes into one qdrant collection; the helper answers members' questions from the 5 nearest.

Memory: Anne, 2051-01-03T19:00 - the programme: Feb Jim on variable stars, Mar Dr Anjali Rao (Leeds uni) on
exoplanets, Apr the AGM and pie and peas; Anne, Tue 14/2 - Dr Rao's emailed, she's at a conference in Tenerife in
March, can she do May instead, yes, so Ken's doing March - his eclipse trip (Svalbard) slides and the dodgy video;
Phil, 2051-01-28 - the 8" Dob's back from the recoat; Phil, 6/3 - March meeting Tue 14th, hall from 7, Ken needs
the projector and a long lead. Question (Thu 9/3, Margaret, a member): "who's doing the talk on tuesday? want to
bring my neighbour if it's the exoplanets one" The assistant says Ken, with his Svalbard eclipse trip - Dr Rao's
exoplanets talk is in May now. The label says Dr Anjali Rao.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b246_ctl_qdrant_astro_march_talk_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bdas-committee-2051"
NOTES = {
    "anne": [
        (1, "2051-01-03T19:00 PROGRAMME 🔭 feb - Jim on variable stars, mar - Dr Anjali Rao (Leeds uni) on "
            "exoplanets, apr - AGM + pie n peas. talks start 7.30, tea after"),
        (2, "Tue 14/2 Dr Rao's emailed - she's at a conference in Tenerife in march (alright for some 🙄) can she do "
            "may instead? said yes. so Ken's doing march - his eclipse trip (Svalbard) slides + the dodgy video"),
    ],
    "phil": [
        (3, "2051-01-28 the 8\" Dob's back from the recoat, good as new. loan list open again"),
        (4, "6/3 march meeting tues 14th, hall from 7. Ken needs the projector + a long lead, I'll bring the "
            "extension"),
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

question = "who's doing the talk on tuesday? want to bring my neighbour if it's the exoplanets one"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 9 March 2051. You are talking to Margaret, a member of Brighouse & District Astronomical "
           "Society (next meeting Tue 14 March)."] + hits
assert any("mar - Dr Anjali Rao (Leeds uni) on exoplanets" in c for c in context), context
assert any("so Ken's doing march" in c for c in context), context
reply = answer(f"(Margaret) {question}", context,
               mock="Ken - it's his Svalbard eclipse trip slides on Tuesday. Dr Rao's exoplanets talk has moved to "
                    "May, so maybe bring your neighbour to that one.")
finish(question, expected="Dr Anjali Rao", actual=reply)
