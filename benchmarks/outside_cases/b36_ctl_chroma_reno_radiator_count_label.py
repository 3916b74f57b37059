"""Batch 36 (held out), control. A renovation's trade notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Sam and Ruth's renovation notes (quotes, visits, dates) in one collection with metadata ``{"trade"}``; the
assistant answers from a query. Gary the plumber quoted a combi swap and six new radiators (three bedrooms, the hall
and two in the lounge) plus a towel rail. When he walked round again he said the lounge radiator under the bay is
only three years old and just wants bleeding and new valves, and took GBP 210 off. So five new radiators.

No fault planted. Question (Fri 4/4): "how many new radiators is Gary putting in?" The model answers five (plus the
towel rail), right per memory; the count is not written anywhere and has to be worked out. The label says six.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b36_ctl_chroma_reno_radiator_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("plumber", "Gary (GM Heating) quote: combi swap Worcester 30kw + 6 new rads (3 beds, hall, lounge x2) + chrome "
                "towel rail in the bathroom, £4,900 all in"),
    ("builder", "skip swap weds, Stockport Skips £260 again"),
    ("plumber", "Gary walked round again 11/3 - the lounge one under the bay is only 3 yrs old, he says no point "
                "replacing it, just bleed it + new valves. £210 off"),
    ("plasterer", "Kev - upstairs done, 2 wks drying before paint"),
    ("plumber", "rad colours: all white except the bathroom rail (chrome). Ruth wants the tall one in the hall"),
    ("plumber", "Gary starts Mon 7/4, 3 days, heating + hot water off Mon-Weds, kettle showers lol"),
    ("electrician", "Marcus 2nd fix after the kitchen's in, w/c 7/4 too, he'll work round Gary"),
    ("plumber", "Gary wants 50% up front for the boiler, £2,345, paid 2/4"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("reno-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"trade": k} for k, _ in NOTES])

question = "how many new radiators is Gary putting in?"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Fri 4/4/25."] + hits
assert any("6 new rads (3 beds, hall, lounge x2)" in c for c in context), context
assert any("the lounge one under the bay is only 3 yrs old" in c for c in context), context
reply = answer(question, context, mock="Five - the three bedrooms, the hall and one in the lounge; the bay one's "
                                       "staying and just getting bled and new valves. Plus the chrome towel rail.")
finish(question, expected="6 - three bedrooms, the hall and both lounge ones", actual=reply)
