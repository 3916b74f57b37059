"""Batch 87 (held out), CONTROL: nothing planted; the label is wrong. chromadb query filtered to the weekend,
script style.

App: Carol at Heron Cottage B&B keeps who's in, breakfast bits and housekeeping in a chroma collection with the
``week`` in the metadata; the breakfast screen asks for the week's notes.

Memory: Friday 15/7 all three rooms are full, 5 guests in (the Okafors in room 1, the Dawsons and their little boy
in room 2, Mr Pryce on his own in room 3); Mr Pryce is away at half five on Saturday for the Holyhead ferry and said
not to bother with a breakfast for him, he'll get something on the boat; the Dawsons' lad is 15 months and just has
bits off their plates, so no need to lay for him. Question (Fri 15/7, Ellie, setting up the night before): "how many
breakfasts am I doing saturday morning?" The assistant says 4 (the Okafors and the Dawsons). The label says 5,
everyone who's in on Friday night.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b87_ctl_chroma_bnb_breakfasts_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("w28", "FRI 15/7 full house!! rm1 Mr+Mrs Okafor, rm2 the Dawsons + their little one (travel cot), rm3 Mr Pryce "
            "single - 5 in"),
    ("w28", "Mr Pryce - off at 5.30 sat for the Holyhead ferry, said don't bother doing him a breakfast, he'll grab "
            "sthg on the boat. leave the key in the box"),
    ("w28", "Okafors - full english x2 but no black pudding, she likes her eggs poached"),
    ("w28", "Dawson boy is 15 months, he just has bits off their plates - no need to lay for him, high chair's in "
            "the shed"),
    ("w28", "bread from Wells bakery fri pm, 2 granary + the sourdough"),
    ("w27", "rm 2 extractor fan fixed 8/7, Steve charged £45"),
    ("w29", "Dr Hughes back 22/7, 2 nts, rm 3"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heron-cottage-week", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"week": w} for w, _ in DOCS])

question = "how many breakfasts am I doing saturday morning?"
hits = notes.query(query_texts=["breakfasts saturday morning guests in rooms how many lay"], n_results=5,
                   where={"week": "w28"})["documents"][0]
context = ["Today is Fri 15 July 2033. You are talking to Ellie, setting up for the morning."] + hits
assert any("5 in" in c for c in context), context
assert any("don't bother doing him a breakfast" in c for c in context), context
assert any("no need to lay for him" in c for c in context), context
reply = answer(question, context, mock="Four - Mr and Mrs Okafor and Mr and Mrs Dawson. Mr Pryce is gone at 5.30 "
                                       "and the little one just picks off his parents' plates.")
finish(question, expected="5 - everyone staying friday night", actual=reply)
