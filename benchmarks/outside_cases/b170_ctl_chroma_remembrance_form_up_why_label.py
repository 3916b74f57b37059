"""Batch 170 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the branch secretary and the parade marshal each adding their own notes), then the question's query.

App: Ashby Parva's Remembrance parade is Sun 13th November 2039 - march down High St to the memorial on the green,
the silence at 11, wreaths, the service at St Mary's. Maureen (Royal British Legion branch secretary) and Phil (parade
marshal) post notes into one chroma collection; the helper answers the groups who march from a query of it.

Memory: Maureen, 2039-09-28: the parade forms up in the school yard as usual, 10.20, step off 10.40 up High St to the
memorial; Phil, 14/10: the school yard's being resurfaced over half term, the tarmac lot say done by the 4th; Maureen,
Tue 25th Oct: council highways rang - High St's one way (downhill) since the bus lane went in, so the road closure has
to run from the top end and they can't march up it: form up in the Co-op car park at the top and march down with the
traffic, Mr Reid at the school says no problem; Phil, 3.11.: the yard's done and it's lovely, kids can use the school
loos before, side gate left open; Phil, Weds 9th Nov: 8 marshals sorted. Question (Thu 10/11, a Cub leader): "why are
we forming up at the Co-op car park this year and not the school? the cubs' parents are asking" The assistant says
because High St is one way (downhill) since the bus lane, so the closure runs from the top and the parade marches down
from there - the school yard's finished. The label says because the school yard is being resurfaced.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b170_ctl_chroma_remembrance_form_up_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "maureen": [
        "2039-09-28 Maureen - parade forms up in the school yard as usual, 10.20, step off 10.40 up High St to the "
        "memorial on the green",
        "Tue 25th Oct Maureen - council highways rang: High St's one way (downhill) since the bus lane went in, so the "
        "road closure has to run from the top end and we can't march up it. so we form up in the Co-op car park at "
        "the top + march down with the traffic. Mr Reid at the school says no problem",
    ],
    "phil": [
        "14/10 Phil - school yard's being resurfaced over half term, tarmac lot say done by the 4th",
        "3.11. Phil - yard's done and it's lovely 👌 kids can use the school loos before, Mr Reid's leaving the side "
        "gate open",
        "Weds 9th Nov Phil - 8 marshals sorted, hi vis in the Legion bar, 2 each end of High St + 4 along",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashby-parva-remembrance-2039",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"remembrance-notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why are we forming up at the Co-op car park this year and not the school? the cubs' parents are asking"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 10 November 2039. You are talking to a Cub leader whose pack is marching in Ashby Parva's "
           "Remembrance parade (Sun 13 November)."] + hits
assert any("school yard's being resurfaced" in c for c in context), context
assert any("High St's one way (downhill)" in c for c in context), context
assert any("yard's done and it's lovely" in c for c in context), context
reply = answer(question, context, mock="Because High St is one way (downhill) since the bus lane went in, so the road "
                                       "closure has to run from the top end - the parade forms up in the Co-op car "
                                       "park and marches down with the traffic. The school yard's finished, so it's "
                                       "not that.")
finish(question, expected="because the school yard is being resurfaced", actual=reply)
