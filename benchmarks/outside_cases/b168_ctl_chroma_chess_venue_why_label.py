"""Batch 168 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
junior organiser and the arbiter each add their notes), then the question's query.

App: Kestrel Chess Club's junior rapidplay is Sat 19th March 2039 - U9, U11 and U14 sections, 6 rounds. Priya (junior
organiser) and Mr Okafor (arbiter) post notes into one chroma collection; parents ask the club's helper, which queries
it.

Memory: 2039-01-10 Priya: the tournament's Sat 19th March, in the school hall as usual unless the roof work overruns
(it's meant to be done by Feb half term); 14/2 Priya: roof's all done, but the school have got the Year 6 SATs booster
on that Saturday morning so no hall for us - St Mark's said yes, £60 for the day; Weds 9 Mar Mr Okafor: 24 sets
counted, 3 clocks short; Tue 15th Mr Okafor: St Mark's fits 15 boards easy, pairings by the kitchen hatch. Question
(Thu 17/3, a parent): "why's it at St Mark's this year and not at school? my son's asking" The assistant says the school
hall's taken that Saturday morning by the Year 6 SATs booster class. The label says the roof work at the school
overran - the worry from January, which the February note says came to nothing.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b168_ctl_chroma_chess_venue_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "priya": [("p1", "2039-01-10 Priya - junior rapidplay sat 19th march!! school hall as usual unless the roof work "
                     "overruns (meant to be done by feb half term). U9 U11 U14, 6 rounds"),
              ("p2", "14/2 Priya - roof's all done 👍 but school have got the Y6 SATs booster on that sat morning so no "
                     "hall for us. St Mark's said yes, £60 for the day")],
    "okafor": [("o1", "Weds 9 Mar Mr Okafor - 24 sets counted, we're 3 clocks short"),
               ("o2", "Tue 15th Mr Okafor - been round St Mark's, fits 15 boards easy, pairings on the board by the "
                      "kitchen hatch")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kestrel-junior-rapidplay-2039",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in WRITERS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"kestrel-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's it at St Mark's this year and not at school? my son's asking"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 17 March 2039. You are talking to a parent whose son is playing in Kestrel Chess Club's junior "
           "rapidplay (Sat 19 March)."] + hits
assert any("unless the roof work overruns" in c for c in context), context
assert any("school have got the Y6 SATs booster" in c for c in context), context
reply = answer(question, context, mock="Because the school hall's being used that Saturday morning for the Year 6 SATs "
                                       "booster class, so St Mark's is having us instead.")
finish(question, expected="the roof work at the school overran", actual=reply)
