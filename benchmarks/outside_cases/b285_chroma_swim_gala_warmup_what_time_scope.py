"""Batch 285 (held out). A swimming club's gala: chromadb collection of the gala team's notes, script style (every
call its own trace); for a "what time" question the helper asks only the gala, timings and travel notes, and the
note that moved the warm-up was filed under kit.

App: Calder Swimming Club host the Calder Spring Open Meet on Sat 19th March 2050 at Halifax pool - heats in the
morning session, finals after lunch, four visiting clubs, officials from the county. Sandra (the club's team
manager) files the gala team's notes into one chroma collection with metadata ``kind`` (gala, timings, entries,
kit, officials, travel); for a "when / what time" question the helper asks only the gala, timings and travel notes
(``where={"kind": {"$in": ["gala", "timings", "travel"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sandra's timings note of 2050-02-21T19:45 has the home
club's warm-up at 7.40 (doors 7.30, first event 9). Her note of Thurs 10/3 starts with the new club hats (£6 from her
poolside, navy with the white logo) and says, after an "ALSO", that the pool have moved the warm-ups round - with
four clubs coming they've split it, Calder are in the 2nd warm-up now, 8.10 not 7.40, doors for our lot at 8 - so it
was filed as kit. Question (Thu 17/3, Mark, a dad): "what time do we need to be at the pool on sat for the warm up?
I'm driving Josh + his mate" -> expected for 8 (doors 8, warm-up 8.10). The scoped query returns the timings, gala
and travel notes; the assistant says 7.30 for the 7.40 warm-up.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thurs 10/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
8.10, "2nd warm" or "split"; the 7.40 warm-up is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b285_chroma_swim_gala_warmup_what_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Thurs 10/3 new club hats are in 🧢 £6 from me poolside, navy w/ the white logo, ALL swimmers in club hats on "
         "sat pls. ALSO pool have moved the warm ups round - 4 clubs coming so they've split it + we're in the 2nd "
         "warm up now, 8.10 not 7.40, doors for our lot at 8. gives u a lie in 😴")
NOTES = [
    ("gala", "2050-02-14T20:00 SPRING OPEN 🏊 sat 19th march, Halifax pool, we're hosting. heats am, finals after "
             "lunch, 4 visiting clubs. need parents for timekeeping!!"),
    ("timings", "2050-02-21T19:45 sat timings - doors 7.30, our warm up 7.40, first event 9 sharp, lunch break ~12.30, "
                "finals from 2. bring the team sheet"),
    ("entries", "28/2 entries closed, 212 swims, Josh has 4 (50 free, 100 free, 50 back, relay). program on the "
                "website by weds"),
    ("kit", MOVED),
    ("officials", "Mon 14th - county are sending a referee + 2 stroke judges, Dave's starter. timekeepers briefing "
                  "in the cafe"),
    ("travel", "Tue 15/3 parking's the multi storey on Northgate, pool car park is for officials + disabled only. "
               "£3 all day"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-sc-spring-open-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sandra"}])

question = "what time do we need to be at the pool on sat for the warm up? I'm driving Josh + his mate"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["gala", "timings", "travel"]}})
hits = found["documents"][0]
context = ["Today is Thu 17 March 2050. You are talking to Mark, whose son Josh swims for Calder Swimming Club at the "
           "Spring Open (Sat 19 March)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("8.10", "2nd warm", "split")), context
assert any("our warm up 7.40" in c for c in context), context
reply = answer(question, context, mock="Be there for 7.30 when the doors open - the warm up's at 7.40, first event "
                                       "9. Park in the multi storey on Northgate.")
finish(question, expected="for 8 - doors at 8 for the 2nd warm-up at 8.10 (the pool split the warm-ups)",
       actual=reply)
