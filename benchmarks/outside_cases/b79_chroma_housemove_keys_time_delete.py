"""Batch 79 (held out). A family's house move: chromadb collection of to-do notes, script style.

App: the Okonjo-Reids are moving from Harlow Rd to 9 Beech Close. Their to-do notes sit in one chroma collection
with a ``status`` ("todo" / "done") in the metadata. The app answers questions from a query over the notes. On
Sunday Dele clears the ticked-off items out.

Planted fault (DeletionError): the clear-out deletes every note marked done. One of them (booking the removals,
ticked) also said in passing that the estate agent releases the keys from 12 noon on completion day, from their
office on the high street. What stays is a vague note that completion is Fri 26/9 and the keys come once the money's
through. Question (Wed 24/9, Funmi): "what time can we get the keys on friday?" -> expected from 12 noon. The
assistant says there's no set time, once the money's through.

Expected verdict: DeletionError at chroma.delete (the clear-out, wrapped in fault()). Asserted: the note is in the
query results before the delete and gone from both the collection and the context after; the completion note is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b79_chroma_housemove_keys_time_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTE = ("removals booked w/ Hendersons - pack thurs 25th, load + move fri 26th, 3 men + the big lorry, £1,180 "
        "inc VAT, deposit paid. Rach at Beresfords (agent) says keys released from 12 noon on the day, pick up at "
        "their office on the high st not the house")
DOCS = [
    ("todo", "completion fri 26/9!! solicitor says keys from the agent once the money's through, no idea when "
             "exactly, chase them"),
    ("done", NOTE),
    ("done", "meter readings - photo gas + elec at Harlow Rd on the day, Octopus account moved, sorted"),
    ("todo", "Virgin - cancel at Harlow Rd, new router ordered for Beech Cl, engineer thurs 2/10 8-1"),
    ("done", "school told about new address, Tayo's bus pass updated"),
    ("todo", "cats to Mum's thurs night + fri, collect sat am. DON'T forget the litter tray"),
    ("todo", "council tax - tell Bexley moving out 26/9, new acc for Beech Cl"),
    ("done", "skip for the garage junk was thurs 18th, gone"),
    ("todo", "Beech Cl - bins are weds, green one fortnightly, next 1/10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("okonjo-reid-move", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"status": s} for s, _ in DOCS])

question = "what time can we get the keys on friday?"
words = "keys friday completion time pick up agent"  # the app's search words
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert NOTE in before, before

# Sunday 21/9: clear out the ticked-off items
with fault():
    notes.delete(where={"status": "done"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Wed 24 September 2032. You are talking to Funmi."] + hits
assert NOTE not in stored and NOTE not in context
assert not any("12 noon" in c or "Beresfords" in c for c in context + stored)
assert any(c.startswith("completion fri 26/9") for c in context), context
reply = answer(question, context, mock="There's no set time - the agent hands them over once the money's through "
                                       "on Friday, so it's worth chasing them that morning.")
finish(question, expected="midday onwards, from the agent's office", actual=reply)
