"""Batch 67 (held out), control. A scout troop's summer camp: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Akela (Sue, the troop's quartermaster this year) keeps camp admin notes in one collection, metadata
``{"kind"}``, and the assistant answers from a query over all of them. 24 camp forms came back. Then Ellie came out in
chickenpox spots and her mum is keeping her at home, and Josh's grandparents have booked Cornwall that week and are
taking him (his deposit is to be refunded). So 22 scouts are going.

No fault planted. Question (Wed 25/7, the farmer, Mr Hale, for the milk and eggs order): "how many scouts are you
bringing?" The model answers 22, right per memory. The label says 24, the number of forms. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b67_ctl_chroma_scoutcamp_headcount_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("forms", "camp forms all in!! 24 scouts for Hale's Farm 27/7-3/8 (Kestrels 6, Otters 6, Foxes 7, Curlews 5). "
              "+ 5 leaders"),
    ("money", "deposits: 24 x £40 in, 3 still owe the balance, chase by 13/7"),
    ("health", "Ellie (Otters) - mum rang tues 17th, she's come out in chickenpox spots, so she's staying home. "
               "poor kid, she'd made her own mess tin"),
    ("food", "Mr Hale does milk + eggs from the farm, wants numbers the wk before, cash on the last day"),
    ("kit", "4 patrol tents + the big dining shelter out of the store, 2 pegs bags short"),
    ("family", "Josh (Curlews) - his grandparents have booked Cornwall that week + are taking him, he's gutted. "
               "refund his £40, Akela to sort"),
    ("rota", "leaders: Skip, Baloo, Akela, Kaa + Mike (Ruby's dad, DBS done) for the middle 3 nights"),
    ("food", "menu: sat bangers + mash, sun roast in the haybox, mon chilli, tues the hike lunch"),
]

client = chromadb.EphemeralClient()
camp = client.get_or_create_collection("1st-minch-camp", embedding_function=offline.chroma_embedding_function())
camp.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "how many scouts are you bringing?"
hits = camp.query(query_texts=["how many scouts camp numbers forms Ellie Josh staying home coming"],
                  n_results=8)["documents"][0]
context = ["Today is Wed 25 July 2029. You are talking to Mr Hale, the farmer, who supplies the camp's milk and "
           "eggs."] + hits
assert any("24 scouts for Hale's Farm" in c for c in context), context
assert any("chickenpox" in c for c in context), context
assert any("Cornwall" in c for c in context), context
reply = answer(question, context, mock="22 scouts - Ellie's got chickenpox and Josh is off to Cornwall with his "
                                       "grandparents - plus 5 leaders.")
finish(question, expected="24 - all the forms came back", actual=reply)
