"""Batch 142 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the choir mistress and the organist each adding their own notes), then the question's query.

App: St Peter's choir, Sowerby, keeps its carol service notes (Sun 20th Dec, 6.30pm) in one chroma collection: Ruth,
the choir mistress, adds hers and Geoff, the organist, adds his, from their own jobs; the helper answers the choir
from a query of the collection.

Memory: Ruth 14/11: the second half - Rutter's Candlelight Carol (choir), In the Bleak (Darke), O Come All Ye
Faithful with the descant to finish; Ruth 22.11.: parts from the diocesan library; Geoff Thu 3/12: had a go at the
Rutter with the sops last night - not a hope by the 20th, the top line's all over the place, we'll put it by for
Easter and do Silent Night with Ruth's descant in that slot; Geoff Thu 10/12: organ cipher. Question (Sun 13/12,
Pat, an alto, sorting her folder): "are we doing the Rutter on the 20th? cant find my copy" The assistant says no -
it's been put by for Easter, with Silent Night and the descant in its place. The label says yes - in memory, the
programme Ruth drew up lists the Rutter in the second half.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b142_ctl_chroma_carols_rutter_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ruth": ["14/11 Ruth - CAROL SERVICE 2nd half: Rutter Candlelight Carol (choir), In the Bleak (Darke), O Come All "
             "Ye Faithful w the descant to finish. 1st half the usual 9 lessons + carols",
             "22.11. Ruth - parts from the diocesan library, 30 copies of the Darke, £12 hire. robes list to the PCC",
             "Tue 8/12 Ruth - practice thurs 7.30ish in church, mince pies after the service from the WI"],
    "geoff": ["Thu 3/12 Geoff - had a go at the Rutter w the sops last night. not a hope by the 20th, the top line's "
              "all over the place. we'll put it by for Easter + do Silent Night w Ruth's descant in that slot",
              "Thu 10/12 Geoff - cipher's back on bottom C, organ man coming fri 18th 8.30-5 so no practice in church "
              "that day"],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-peters-choir-carols",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are we doing the Rutter on the 20th? cant find my copy"
hits = notes.query(query_texts=["Rutter Candlelight Carol carol service 20th programme"], n_results=4)["documents"][0]
context = ["Today is Sun 13 December 2037. You are talking to Pat, an alto in St Peter's choir; the carol service is "
           "Sun 20 December."] + hits
assert any("Rutter Candlelight Carol (choir)" in c for c in context), context
assert any("had a go at the Rutter" in c and "put it by for Easter" in c for c in context), context
reply = answer(question, context, mock="No - Geoff's put the Rutter by for Easter; it's Silent Night with Ruth's "
                                       "descant in that slot instead.")
finish(question, expected="yes", actual=reply)
