"""Batch 249 (held out). A community allotment garden's plot notes: chromadb collection, script style (every call
its own trace); for a plot holder's question the helper asks only the notes filed under that plot, and the ban
that decides the answer was filed as a site-wide note.

App: Lane Ends Allotments (24 plots, a committee of four) keep plot notes and committee notices in one chroma
collection, metadata ``plot`` (a plot number, or "site" for the committee's notices) and ``by``. For a question
from a plot holder the helper asks only that plot's notes (``where={"plot": "14"}``, the 4 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ray's plot 14 notes say, 2054-04-05, he burnt the old
raspberry canes on Saturday evening - bonfires are OK after 6 on Saturdays as per the site rules - and, 19/4, the
spuds are in. The committee's notice of Weds 13 May (Val, the secretary), filed as plot "site", starts with the
water troughs being back on and the skip coming Friday, and says, in the middle, that after the complaints from
the new houses on Lane Ends the council have told them NO bonfires on any plot till October, the incinerator bins
too, and anyone caught gets a letter. Question (Fri 22/5, Ray, plot 14): "can I have a bonfire sat night? got a
mountain of couch grass + the old pallets to get rid of" -> expected no - no bonfires on any plot till October
(council's orders after the complaints). The scoped query returns Ray's own notes; the assistant says yes, after 6
on Saturday.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 13 May notice is
in the collection and among the question's 4 nearest with no filter, but the plot filter kept it from the context
the model saw. Asserted: the notice is in the unfiltered 4 nearest and not in the filtered result; no context line
mentions October, the council or the complaints; Ray's "bonfires ok after 6 on sats" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b249_chroma_allotment_bonfire_yesno_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BAN = ("Weds 13 May - water troughs are back on 💧 (finally) + the skip's coming fri, NO carpet or tyres in it pls. "
       "also after the complaints from the new houses on Lane Ends the council have told us NO bonfires on any plot "
       "till October, incinerator bins too, anyone caught gets a letter. sorry all. Val (sec)")
NOTES = [
    ("14", "Ray", "2054-04-05 plot 14 - burnt the old raspberry canes sat eve, bonfires ok after 6 on sats as per "
                  "the rules 🔥 beds 1+2 dug over, manure on"),
    ("14", "Ray", "19/4 plot 14 spuds in (Charlotte + Pink Fir), 3 rows. onion sets in next wk if it stops raining"),
    ("9", "Gill", "plot 9 - rhubarb's gone mad, anyone want some help yourselves, it's by the gate"),
    ("site", "Val", BAN),
    ("site", "Val", "2054-03-21 AGM notes - rent stays £32 full / £18 half, gate code changing 1st of the month, ask "
                    "me if u don't get the text"),
    ("14", "Ray", "Mon 11th May plot 14 - slugs have had half the lettuces, beer traps out. shed roof felt's lifting"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lane-ends-allotments-2054",
                                        embedding_function=offline.chroma_embedding_function())
for i, (plot, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"plot": plot, "by": who}])

question = "can I have a bonfire sat night? got a mountain of couch grass + the old pallets to get rid of"
wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert BAN in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=4, where={"plot": "14"})
hits = found["documents"][0]
context = ["Today is Fri 22 May 2054. You are talking to Ray, who has plot 14 at Lane Ends Allotments."] + hits
assert BAN not in hits and not any(w in c.lower() for c in context for w in ("october", "council", "complaints")), \
    context
assert any("bonfires ok after 6 on sats" in c for c in context), context
reply = answer(f"(Ray, plot 14) {question}", context,
               mock="Yes - bonfires are fine after 6 on a Saturday, as per the site rules. Keep an eye on it.")
finish(question, expected="no - the council have banned bonfires on any plot till October after the complaints",
       actual=reply)
