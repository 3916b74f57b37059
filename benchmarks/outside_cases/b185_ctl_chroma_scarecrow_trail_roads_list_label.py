"""Batch 185 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Child's Ercall's scarecrow festival is Sat 22nd and Sun 23rd Aug 2043 - scarecrows outside houses round the
village, a trail map (£2 from the shop) with arrows on lamp posts, judging on the Saturday and teas on the green. The
committee keeps its notes in one chroma collection; the helper answers from a query of it.

Memory: 2043-07-28T20:00 - trail map v1: start at the shop, Church St, Mill Lane, round the Green, School Rd and back
down Station Rd to the pub, 27 scarecrows so far; Weds 12/8 - the Hendersons have had to pull out, their nan's poorly
and they're up and down to Stoke; they were the only ones down Mill Lane, so Dave's leaving it off the map, no point
sending folk down there for nothing; 16th aug - judging Sat 11ish, teas on the green 2-5; 18.8. - 200 maps printed at
the library. Question (Thu 20/8, Rob, doing the arrow signs): "which roads are on the trail this yr? doing the signs
w the arrows tonight" The assistant says Church St, round the Green, School Rd and back down Station Rd to the pub -
not Mill Lane, nobody's down there now. The label lists Mill Lane with the others.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b185_ctl_chroma_scarecrow_trail_roads_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-07-28T20:00", "trail map v1 🗺️ start at the shop, Church St, Mill Lane, round the Green, School Rd + back "
                         "down Station Rd to the pub. 27 scarecrows so far!"),
    ("Weds 12/8", "the Hendersons have had to pull out 😢 their nan's poorly + they're up and down to Stoke. they were "
                  "the only ones down Mill Lane so Dave's leaving it off the map, no point sending folk down there for "
                  "nothing"),
    ("16th aug", "judging sat 11ish, teas on the green 2-5, WI doing the cakes"),
    ("18.8.", "200 maps printed at the library 👍 £2 each from the shop + the Swan, Sue's got the float"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("childs-ercall-scarecrows-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day}])

question = "which roads are on the trail this yr? doing the signs w the arrows tonight"
hits = notes.query(query_texts=[question, "trail map roads"], n_results=3)["documents"]
context = ["Today is Thu 20 Aug 2043. You are talking to Rob, who is putting up the arrow signs for Child's Ercall's "
           "scarecrow festival (Sat 22 - Sun 23 Aug)."]
for docs in hits:
    for d in docs:
        if d not in context:
            context.append(d)
assert any("Church St, Mill Lane, round the Green" in c for c in context), context
assert any("leaving it off the map" in c for c in context), context
reply = answer(question, context, mock="Church St, round the Green, School Rd and back down Station Rd to the pub - "
                                       "not Mill Lane, the Hendersons were the only ones down there and they've "
                                       "pulled out.")
finish(question, expected="Church St, Mill Lane, the Green, School Rd and Station Rd", actual=reply)
