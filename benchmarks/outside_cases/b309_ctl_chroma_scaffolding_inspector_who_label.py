"""Batch 309 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the contracts manager and the office each file their own notes), then the question's query.

App: Pennine Tube & Fitting (scaffolders, Brighouse) keep the firm's notes in one chroma collection; Dean (the
contracts manager) and Tina (the office) file their own; the helper answers the lads and the other trades from the
4 nearest.

Memory: Dean, 2053-09-01T07:15 - this month's rota, Craig does the 7-day inspections and tags on every site, Lee the
ad hoc ones after alterations; Tina, 9/9 - Craig's CISRS card has run out and he can't get on the refresher till
the 29th, so Lee's doing all the inspections and tags till then, Craig's fixing on St Mary's; Dean, Tue 16th - the
extra lift at St Mary's church hall is up, it needs inspecting before the roofers go on Thursday; Tina, 17/9 - the
wagon's in for tyres Friday. Question (Weds 17/9, Mick, the roofers' foreman at St Mary's): "who's doing the scaff
inspection at St Mary's b4 we go on thurs? need the tag signed" The assistant says Lee - Craig's card has lapsed
till his refresher on the 29th. The label says Craig.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b309_ctl_chroma_scaffolding_inspector_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dean": [
        "2053-09-01T07:15 insp rota sept - Craig doing the 7 day inspections + scaff tags on all sites this month, Lee "
        "the adhoc ones after any alterations",
        "Tue 16th - St Mary's church hall extra lift's up, needs inspecting + tagging b4 the roofers go on thurs",
    ],
    "tina": [
        "9/9 Craig's CISRS card's run out 🙄 + he can't get on the refresher till the 29th, so Lee's doing ALL the "
        "inspections + tags till then. Craig fixing on St Mary's meanwhile",
        "17/9 wagon in for tyres fri am, back by dinner. Dave's flatbed if anything's urgent",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ptf-scaffolding-notes", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the scaff inspection at St Mary's b4 we go on thurs? need the tag signed"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 17 September 2053. You are talking to Mick, the roofers' foreman on Pennine Tube & "
           "Fitting's St Mary's church hall job."] + hits
assert any("Craig doing the 7 day inspections + scaff tags on all sites" in c for c in context), context
assert any("so Lee's doing ALL the inspections + tags till then" in c for c in context), context
reply = answer(question, context, mock="Lee - Craig's card has lapsed till his refresher on the 29th, so Lee's doing "
                                       "all the inspections and tags, St Mary's included.")
finish(question, expected="Craig - he does the 7-day inspections and tags on all sites", actual=reply)
