"""Batch 44 (held out), control. A student's dissertation notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Nadia (final-year geography, supervisor Dr Hale) keeps short notes in one collection and asks the assistant
from the top 7 hits of a query. The handbook's hand-in is Thu 23 April 2026, 2pm on Turnitin. After her operation in
February she applied for more time; the form came back agreed, "2 wks on top of the handbook date, so thurs 7 may
for me, same time, same turnitin link".

No fault planted. Question (Fri 10/4): "what day's my final hand-in?" The model answers Thursday 7 May, right per
memory. The label says Thursday 23 April, the handbook's date. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b44_ctl_chroma_dissertation_handin_day_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("deadline", "handbook: final diss hand-in thu 23 april 2pm on turnitin, + 1 bound copy to the office by 4"),
    ("admin", "ECF form in (the op + 3 wks off in feb), Dr H signed it, student support say 5-10 working days"),
    ("deadline", "ECF back - agreed!! 2 wks on top of the handbook date, so thurs 7 may for me, same time, same "
                 "turnitin link. bound copy still needed"),
    ("supervision", "Dr H wants the full draft by fri 10 april, she'll turn it round in a wk"),
    ("misc", "printing + binding at the SU shop, £6.50, takes 24 hrs, not open weekends"),
    ("misc", "word count 10-12k, appendices don't count, transcripts go in the appendix"),
    ("interviews", "interview 12 done!!! all 12, Pete's was the best one"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nadia-diss", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what day's my final hand-in?"
hits = notes.query(query_texts=[question], n_results=7)["documents"][0]
context = ["Today is Fri 10/4/26."] + hits
assert any("hand-in thu 23 april" in c for c in context), context
assert any("so thurs 7 may for me" in c for c in context), context
reply = answer(question, context, mock="Thursday 7 May, 2pm on Turnitin - and the bound copy still has to go in, so "
                                       "leave a day for the SU shop.")
finish(question, expected="Thursday 23rd April, 2pm", actual=reply)
