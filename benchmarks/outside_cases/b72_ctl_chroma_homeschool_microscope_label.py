"""Batch 72 (held out), control. A home-schooling co-op's lesson notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: the Five Valleys Home Ed co-op keeps its lesson and tutor notes in one collection; parents ask the assistant
what their child needs to bring. Dr Fenn's biology block (Thursdays after Easter, pond life) first asked families to
bring a microscope if they had one, as the co-op owns only four. A week later she wrote that her university's
outreach team is lending the co-op a class set of twelve for the term and she'll bring them in her car.

No fault planted. Question (Wed 23/4, Zara's dad): "does Zara need to bring a microscope tomorrow?" The model answers
no, right per memory. The label says yes, since the co-op has only four. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b72_ctl_chroma_homeschool_microscope_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("Dr Fenn", "bio block after Easter, thurs 1.30-3, pond life. if u have a microscope at home pls bring it, "
                "we've only got 4 of our own + 2 of those have wonky focus"),
    ("Priya", "maths w Mr Obi mon 10-11.30 older group, 11.45-12.30 the little ones. times tables tests every "
              "other wk"),
    ("Dr Fenn", "good news - the uni outreach lot are lending us a class set of 12 for the whole term :) I'll "
                "bring them in the car thurs, so families can leave theirs at home, they're fiddly to carry"),
    ("Hannah", "pond dipping thurs 24/4 - wellies, old clothes, a jam jar w a lid each. we'll use the pond at "
               "Stratford Pk nature area"),
    ("Priya", "French w Mme Laurent cancelled 21/4 (bank hol), back 28/4"),
    ("Gareth", "lost + found: 1 pencil case (purple, Lena?), 1 lunchbox, the church hall keyring"),
    ("Dr Fenn", "pls could kids each bring a notebook they don't mind getting a bit wet, for drawings"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fvhe-lessons", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"l{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"from": who} for who, _ in DOCS])

question = "does Zara need to bring a microscope tomorrow?"
res = notes.query(query_texts=["microscope bring biology Dr Fenn thursday"], n_results=5)
context = ["Today is Wed 23 April 2031. You are talking to Zara's dad; Zara (10) is in Dr Fenn's biology group."] + \
          [f"{m['from']}: {d}" for d, m in zip(res["documents"][0], res["metadatas"][0])]
assert any("only got 4 of our own" in c for c in context), context
assert any("class set of 12" in c for c in context), context
reply = answer(question, context, mock="No - Dr Fenn's bringing a class set of 12 from the uni, so she can leave "
                                       "hers at home. A notebook she doesn't mind getting wet, though.")
finish(question, expected="yes, the co-op's only got 4", actual=reply)
