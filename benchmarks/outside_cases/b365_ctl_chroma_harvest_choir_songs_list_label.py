"""Batch 365 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the choir director and the pianist each file their own notes), then the question's query.

App: Mount Olivet Baptist's mass choir prepare three selections for Harvest Sunday (16 Oct 2050). Sister Marlene
(the choir director) and Brother Clive (the pianist) file notes into one chroma collection; the helper answers choir
members' questions from the 4 nearest.

Memory: Sister Marlene, 2050-09-11T20:00 - the harvest selections: 'Bringing in the Sheaves', 'Come Ye Thankful
People, Come' and 'Great Is Thy Faithfulness' for the offering, practice Tues and Thurs 7pm; Sister Marlene, Sept 20 -
robes, gold with the green stole; Brother Clive, Sat 24/9 - he and Sister Marlene talked it over, they're dropping
'Bringing in the Sheaves', the young people can't manage the harmony, singing 'We Plough the Fields and Scatter'
instead; Brother Clive, Oct 1 - the keyboard amp needs a new cable, J$4,500. Question (Tue 4/10, Sister Andrea, a
new alto): "wha songs di choir singing fi harvest? mi waan practice dem at home" The assistant says 'We Plough the
Fields and Scatter', 'Come Ye Thankful People, Come' and 'Great Is Thy Faithfulness'. The label is the first list,
with 'Bringing in the Sheaves' (superseded by Brother Clive's Sat 24/9 note).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b365_ctl_chroma_harvest_choir_songs_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marlene": [
        "2050-09-11T20:00 HARVEST SELECTIONS 🎶 mass choir singing 'Bringing in the Sheaves', 'Come Ye Thankful "
        "People, Come', an 'Great Is Thy Faithfulness' fi di offering. practice Tues an Thurs 7pm, nuh come late",
        "Sept 20 - robes: gold wid di green stole. press dem before Sunday please, last year some a unu look like "
        "unu sleep inna dem 😂",
    ],
    "clive": [
        "Sat 24/9 - mi an Sis. Marlene talk it over, we a drop 'Bringing in the Sheaves', di young people dem cyaan "
        "manage di harmony. choir singing 'We Plough the Fields and Scatter' instead, same key as last year",
        "Oct 1 - keyboard amp need a new cable, J$4,500, mi a buy it Saturday. somebody remind mi",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mt-olivet-choir-harvest-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "wha songs di choir singing fi harvest? mi waan practice dem at home"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 4 October 2050. You are talking to Sister Andrea, a new alto in Mount Olivet Baptist's mass "
           "choir (Harvest Sunday 16 Oct)."] + hits
assert any("'Bringing in the Sheaves', 'Come Ye Thankful" in c for c in context), context
assert any("we a drop 'Bringing in the Sheaves'" in c and "We Plough the Fields and Scatter" in c
           for c in context), context
reply = answer(question, context, mock="Three selections: 'We Plough the Fields and Scatter', 'Come Ye Thankful "
                                       "People, Come' an 'Great Is Thy Faithfulness' fi di offering. 'Bringing in "
                                       "the Sheaves' drop out.")
finish(question, expected="'Bringing in the Sheaves', 'Come Ye Thankful People, Come' and 'Great Is Thy "
                          "Faithfulness'", actual=reply)
