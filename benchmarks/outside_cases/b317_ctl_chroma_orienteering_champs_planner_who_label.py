"""Batch 317 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Calder & Colne Orienteers hold their club championships on Sat 14th June 2051 in Judy Woods - age-class
courses, a string course, a BBQ after, trophies at the end-of-season do. Helen (the club secretary) files the
committee's notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: 2051-04-02 - club champs Sat 14th June at Judy Woods, Dave's planning, Helen's controlling, entries on the
website; Tue 13th May - Dave's done his ankle on the Stoodley fell race, he's out for weeks, so Ruth's taking over
planning the champs, Dave will still do the results from his sofa; 22/5 - the BBQ after, Sam's bringing the big
gas one; Sat 31 May - permission from the council's come through, parking on Station Road. Question (Mon 9/6,
Oliver): "who's planning the champs? I can help put the kites out on the fri if they want a hand" The assistant
says Ruth (Dave's done his ankle; he's only doing the results). The label says Dave.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b317_ctl_chroma_orienteering_champs_planner_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2051-04-02 CLUB CHAMPS 🏆 sat 14th june Judy Woods, Dave's planning, Helen's controlling. entries on the "
    "website by 7th june, age classes as per BOF",
    "Tue 13th May - Dave's done his ankle on the Stoodley fell race 🤕 out for weeks, so Ruth's taking over planning "
    "the champs. Dave'll still do the results from his sofa",
    "22/5 BBQ after at the start field, Sam's bringing the big gas one, burgers + veggie, bring ur own drinks",
    "Sat 31 May - council's permission has come through 👍 parking on Station Rd, NOT the pub car park",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-colne-o-champs-2051",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Helen"} for _ in NOTES])

question = "who's planning the champs? I can help put the kites out on the fri if they want a hand"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 9 June 2051. You are talking to Oliver, a member of Calder & Colne Orienteers (club "
           "championships Sat 14 June, Judy Woods)."] + hits
assert any("Dave's planning, Helen's controlling" in c for c in context), context
assert any("Ruth's taking over planning the champs" in c for c in context), context
reply = answer(question, context, mock="Ruth's planning it now - Dave did his ankle on the Stoodley fell race, so "
                                       "he's just doing the results. Give Ruth a shout about Friday.")
finish(question, expected="Dave", actual=reply)
