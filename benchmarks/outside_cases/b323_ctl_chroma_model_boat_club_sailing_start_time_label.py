"""Batch 323 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the club's council contact each file their own notes), then the question's query.

App: Wellholme Park Model Yacht & Power Boat Club sail on the park's boating lake - Sunday mornings all year,
Wednesday evenings in summer, a winter league for the yachts. Geoff (the secretary) and Alan (who deals with the
council and the park rangers) file notes into one chroma collection; the helper answers members' questions from
the 4 nearest.

Memory: Geoff, 2051-04-06T18:00 - summer sailing Sun 9-12 and Weds 6 till dusk, first one there unlocks the lake
path gate; Geoff, 19/9 - the yachts' winter league starts 5th Nov, 4 races, he's doing the buoys; Alan, Tue 26th
Sept - the council say from 1st Oct the park gates aren't unlocked till 10 (cutbacks), and no Weds evenings once
the clocks go back, so it's Sundays 10-1 over the winter, he's told the rangers; Alan, 2/10 - the lake's down about
a foot, watch the shallow end by the boathouse. Question (Fri 6/10, Ian): "what time's sailing on sunday? thinking
of bringing the new yacht down early b4 it gets busy" The assistant says 10 (Sundays 10-1 over the winter - the
park gates aren't open till 10 from October). The label says 9am.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b323_ctl_chroma_model_boat_club_sailing_start_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "geoff": [
        "2051-04-06T18:00 summer sailing ⛵ sun 9-12 + weds 6 till dusk. first one there unlocks the gate to the lake "
        "path, key's in the usual place",
        "19/9 yachts' winter league starts 5th nov, 4 races, I'm doing the buoys. IOMs + Marbleheads only",
    ],
    "alan": [
        "Tue 26th Sept - council say from 1st oct the park gates aren't unlocked till 10 now (cutbacks 🙄) + no weds "
        "eves once the clocks go back, so it's sundays 10-1 over the winter. I've told the rangers",
        "2/10 lake's down about a foot, watch the shallow end by the boathouse, Colin's keel found the mud",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wellholme-park-mybc-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's sailing on sunday? thinking of bringing the new yacht down early b4 it gets busy"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 6 October 2051. You are talking to Ian, a member of Wellholme Park Model Yacht & Power Boat "
           "Club."] + hits
assert any("sun 9-12 + weds 6 till dusk" in c for c in context), context
assert any("gates aren't unlocked till 10" in c and "sundays 10-1 over the winter" in c for c in context), context
reply = answer(question, context, mock="10 o'clock - it's Sundays 10 till 1 over the winter now, the park gates "
                                       "aren't unlocked till 10 from October, so no point being there earlier.")
finish(question, expected="9am", actual=reply)
