"""Batch 50 (held out), control. A litter-pick group's notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Tidy Tupsley (a litter-pick group in Hereford, organiser Sandra) keeps its notes in one chroma collection and
the assistant answers members from a query. The riverside path gets nettles and brambles by May (long sleeves,
thick gloves). For the May pick the group did the park and Church Rd only: the Environment Agency has the bank
fenced off while they rebuild the flood wall, no way through until July.

No fault planted. Question (Wed 3/6, a new member): "why didn't we do the riverside bit in may?" The model answers
that the Environment Agency had the bank fenced off for the flood wall work, right per memory. The label says it
was too overgrown with nettles. Expected verdict: AnnotationError (the label is wrong); no memory operation is at
fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b50_ctl_chroma_litter_riverside_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "riverside path - by May it's nettles + brambles up to your waist, long sleeves + the thick gloves, shorts = "
    "regret",
    "Apr 12 big one: 27 ppl!! 48 bags, the school families did the rec, riverside done by Wyn + the Hendersons",
    "Sun 17th May - did the park + Church Rd only. the Environment Agency have got the whole bank fenced off while "
    "they rebuild the flood wall, no way through till July they reckon. 22 bags",
    "June pick sun 14/6 10am, meet at the community centre as usual, Sandra away so Wyn's in charge",
    "reported the trolley in the brook again (3rd time) on the council's FixMyStreet",
    "kitty £51.70, Tesco grant form in, fingers crossed",
    "new hi-vis vests w TIDY TUPSLEY on the back, £4.20 each, 15 ordered",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tidy-tupsley-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"t{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "why didn't we do the riverside bit in may?"
hits = notes.query(query_texts=["riverside May pick bank river path"], n_results=5)["documents"][0]
context = ["Today is Wed 3 June 2026."] + hits
assert any("nettles + brambles up to your waist" in c for c in context), context
assert any("Environment Agency have got the whole bank fenced off" in c for c in context), context
reply = answer(question, context, mock="The Environment Agency had the river bank fenced off while they rebuild "
                                       "the flood wall - no access till July, so we did the park and Church Rd.")
finish(question, expected="it was too overgrown - nettles and brambles everywhere", actual=reply)
