"""Batch 25 (held out), control. A cleaning business's client notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Spick & Span Ely keeps notes on each regular client in a collection with metadata ``{"client", "date"}``; the
crew's assistant answers from a query filtered on the client. The Fieldings (fortnightly Thursday afternoons):
in January their Henry hoover "died a death, bring ours till they sort one"; in March Mrs Fielding got a Dyson,
"it's under the stairs, she'd rather we used hers - ours left grey marks on the new hall carpet last time".

No fault planted. Question (Wed 18/3/26): "Do we need to take our own hoover to the Fieldings' tomorrow?" The model
answers no, use Mrs Fielding's Dyson under the stairs, right per memory. The label says yes, theirs is broken.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b25_ctl_chroma_cleaning_fielding_hoover_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Fielding", 20250904, "Fieldings, 14 Egremont St - fortnightly Thurs 1-3pm, 3 bed semi. key under the blue pot, "
                           "alarm 2580. Old spaniel (Bertie), fine, sleeps through it"),
    ("Patel", 20250909, "Patels Lynn Rd weekly Tues 9-12, key safe 1964, 2 cats DON'T let them out"),
    ("Fielding", 20251016, "Mrs F wants the conservatory done once a month, roof too if we can reach"),
    ("Fielding", 20260108, "Fieldings' Henry died a death today - bring ours till they sort one. Mrs F says sorry!"),
    ("Goodwin", 20260109, "Goodwins - she does upstairs herself, we just do downstairs + bathroom"),
    ("Fielding", 20260122, "Fieldings - took ours, fine. Bertie sick on the landing, cleaned, told Mrs F"),
    ("Patel", 20260203, "Patels - new fridge, don't use the spray on the front, it's a matt finish"),
    ("Fielding", 20260219, "Fieldings - new carpet in the hall + stairs, cream (!!) shoes off at the door"),
    ("Fielding", 20260305, "Mrs F has got a Dyson, it's under the stairs - she'd rather we used hers, ours left grey "
                           "marks on the new hall carpet last time. Told Agnieszka"),
    ("Fielding", 20260312, "Fieldings fridge done, add £20 to March invoice"),
    ("Goodwin", 20260313, "Goodwins - 2 hrs as usual, back door sticks, lift + push"),
    ("Fielding", 20260317, "Fieldings this Thurs - Kerry + Agnieszka, Mrs F out, Bertie's at the groomers"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("spickspan-clients", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"client": c, "date": d} for c, d, _ in NOTES])

question = "Do we need to take our own hoover to the Fieldings' tomorrow?"
found = notes.query(query_texts=[question], n_results=10, where={"client": "Fielding"})
context = ["Today is Wed 18/3/26."] + [f"{m['date']}: {d}" for d, m in zip(found["documents"][0],
                                                                          found["metadatas"][0])]
assert any("Henry died a death today - bring ours" in c for c in context), context
assert any("Mrs F has got a Dyson" in c and "she'd rather we used hers" in c for c in context), context
reply = answer(question, context, mock="No - Mrs Fielding has a Dyson under the stairs and wants you to use that; "
                                       "yours marked her new hall carpet last time.")
finish(question, expected="Yes - their Henry's broken so we bring ours", actual=reply)
