"""Batch 261 (held out). A community fridge run by volunteers: chromadb collection of the volunteers' notes, script
style (every call its own trace); for a "when is it open" question the helper asks only the hours, rota and
donations notes, and the note that moved the Sunday opening was filed under hygiene.

App: the Hollins Lane Community Fridge sits in the porch of St Mark's church hall - anyone can take anything, local
shops and allotment holders fill it, and a dozen volunteers keep it clean and open. Ruth (who co-ordinates it) files
the volunteers' notes into one chroma collection with metadata ``kind`` (hours, rota, donations, hygiene, rules,
social); for a "when" question the helper asks only the hours, rota and donations notes
(``where={"kind": {"$in": ["hours", "rota", "donations"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ruth's note of 2051-08-30T10:15 has the opening times -
Monday to Friday 4-6pm, Saturday 10-1, Sunday 10-12. Her note of Fri 22/9 starts with the fridge temperature log
and what was binned (so it was filed as hygiene) and says, in passing, that Rev Anne says from 1st October the
fridge can only open 12-2 on Sundays, not 10-12, as the church need the hall for the baptism classes first thing.
Question (Thu 5/10, Pete, who has an allotment): "what time's the fridge open on sunday? got a load of courgettes +
beans to bring round" -> expected 12 till 2 (from 1st October). The scoped query returns the hours, rota and
donations notes; the assistant says 10 till 12.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 22/9 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
12-2 or the baptism classes; the "sun 10-12" opening line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b261_chroma_community_fridge_sunday_hours_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SUNDAY = ("Fri 22/9 temp log - 3° am, 4° pm all good 👍 binned 2 yoghurts past date + a bag of salad gone slimy 🤢. "
          "oh Rev Anne says from 1st oct the fridge can only be open sundays 12-2 not 10-12, the church need the hall "
          "for the baptism classes first thing, so sunday lot come at 12. blue spray only on the shelves pls")
NOTES = [
    ("hours", "2051-08-30T10:15 FRIDGE OPENING 🥕🥛 mon-fri 4-6pm, sat 10-1, sun 10-12. porch door, code's on the "
              "volunteers whatsapp. anyone can take anything, no questions asked"),
    ("rota", "Sun 3/9 - sunday mornings Bev + Tariq, sats Ruth, weekday teatimes on the sheet in the porch. if u "
             "can't do ur slot swap it urself + tell me"),
    ("donations", "4.9. Co-op surplus tues after 8, Greggs bags thurs, allotment lot bring whatever's glut 🥒 just "
                  "knock if someone's in, or straight in the fridge if not"),
    ("hygiene", SUNDAY),
    ("rules", "Tue 26 Sep - reminder NO homemade food, no opened packets, nothing past use by (best before's fine). "
              "date anything off the allotments"),
    ("social", "Thu 28.9. harvest supper sat 14th oct in the hall, bring a dish, Rev Anne's doing the raffle"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-lane-fridge-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ruth"}])

question = "what time's the fridge open on sunday? got a load of courgettes + beans to bring round"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SUNDAY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["hours", "rota", "donations"]}})
hits = found["documents"][0]
context = ["Today is Thu 5 October 2051. You are talking to Pete, who has an allotment and gives veg to the Hollins "
           "Lane Community Fridge."] + hits
assert SUNDAY not in hits and not any(w in c.lower() for c in context for w in ("12-2", "baptism")), context
assert any("sun 10-12" in c for c in context), context
reply = answer(question, context, mock="Sunday's 10 till 12 - Bev and Tariq are on, so just bring the courgettes "
                                       "and beans round then.")
finish(question, expected="12 till 2 - from 1st October, the church has the hall first thing for baptism classes",
       actual=reply)
