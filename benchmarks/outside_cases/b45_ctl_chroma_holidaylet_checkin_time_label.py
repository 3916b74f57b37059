"""Batch 45 (held out), control. A family's holiday lets: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: the Aldridges' notes on their two cottages go into one chromadb collection; the assistant answers from the top
hits of two queries (the question, and the house rules on check-in). Check-in is from 4pm so Marie has time for the
changeover. The Hendersons (Old Dairy, Sat 18 July) asked to get in early as their ferry lands about 11; Marie said
if the Wilsons are out by 9.30 she'll have it done for 1, and Sue told the Hendersons 1 o'clock was fine.

No fault planted. Question (Thu 16/7): "what time can the Hendersons get into the Old Dairy on Saturday?" The model
answers 1pm, right per memory. The label says 4pm, the usual check-in. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b45_ctl_chroma_holidaylet_checkin_time_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "house rules (both lets): check in from 4pm, out by 10am - Marie needs the 6 hrs for a changeover",
    "Hendersons - Old Dairy sat 18 - sat 25 July, 2 adults + her mum (downstairs room), paid in full 9/2",
    "Mrs H emailed 3/7 - their ferry gets into Portsmouth 11ish, any chance of getting in earlier than 4? asked "
    "Marie: if the Wilsons are out by 9.30 she'll have it done for 1. told Mrs H 1 o'clock's fine, code in the email",
    "Wilsons (Old Dairy 11-18 July) say they'll be away early sat, long drive to Carlisle",
    "Fernsbys Swallow 4-11 July, Biscuit the dog, balance paid 15/5",
    "Fresh Linen collect mon + fri now, leave the bags in the porch",
    "Old Dairy hoover's dead, new Henry ordered, arrives fri 17th",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aldridge-lets-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "what time can the Hendersons get into the Old Dairy on Saturday?"
context = ["Today is Thu 16 July 2026."]
for query in (question, "check in time house rules"):
    for doc in notes.query(query_texts=[query], n_results=4)["documents"][0]:
        if doc not in context:
            context.append(doc)
assert any("check in from 4pm" in c for c in context), context
assert any("1 o'clock's fine" in c for c in context), context
reply = answer(question, context, mock="1pm - Marie's getting the Old Dairy ready early for them, as long as the "
                                       "Wilsons are out by half nine. The key safe code's in their email.")
finish(question, expected="4pm - normal check-in time", actual=reply)
