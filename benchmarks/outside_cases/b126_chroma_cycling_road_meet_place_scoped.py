"""Batch 126 (held out). A cycling proficiency course's instructor notes: chromadb collection, the instructor's query
scoped to one school, script style (each call its own trace).

App: the county's Bikeability team keeps its instructors' session notes for each school and the road safety office's
notices in one chroma collection; each note has a ``school`` metadata field (the office's notices go in as
``"all"``). When an instructor asks about a school's course the helper searches with ``where={"school": <that
school>}`` so other schools' notes stay out.

Planted fault (RetrievalError, filtered by scope): the Oakfield notes have the level 2 on-road sessions meeting on
Elm Rd by the postbox, Weds 1.30-3. The road safety office's notice of 22.5. (school "all") says Severn Trent are
digging up the Elm Rd / Church Lane junction from Mon 8 June till the end of July, so every level 2 group meets in
the library car park and rides the Beech Ave loop instead. The query scoped to Oakfield leaves the notice out.
Question (Tue 9/6, Mick, an instructor): "where am i meeting the oakfield yr6s for the road bit tmrw? want to tell
the school" -> expected the library car park (the Beech Ave loop). The assistant says Elm Rd by the postbox.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the notice that decides the place
is in the collection and the same search without the school filter finds it, but the search the app made could not
return it. Asserted: the unscoped search returns the notice; the scoped one leaves it out; the Elm Rd note is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b126_chroma_cycling_road_meet_place_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTICE = ("22.5. ROAD SAFETY OFFICE - Severn Trent digging up the Elm Rd / Church Ln junction from Mon 8 June, "
          "temp lights, till end of july they reckon. ALL level 2 groups meet in the library car park + ride the "
          "Beech Ave loop instead (risk assessment's on the drive). any probs ring Sue on 01905 xxx")
NOTES = [
    ("oakfield", "OAKFIELD yr6 level 2 - weds 1.30-3, 3 wks from 3/6. meet on Elm Rd by the postbox, walk the bikes "
                 "out from the school gate. hi-vis in the blue box. 14 kids, me + Raj"),
    ("oakfield", "oakfield 3/6 - 2 bikes failed the M check (Lily's brakes, Tom C's chain), school lending spares. "
                 "Tom C needs a smaller helmet"),
    ("st annes", "ST ANNES level 1 on the playground tues 9-10.30, 12 kids, Raj + Dawn. cones in the PE shed"),
    ("all", NOTICE),
    ("oakfield", "oakfield parents: bikes in school by 8.45 weds, named. any kid w/o a helmet sits out, school has 3 "
                 "spare"),
    ("all", "16th may - instructor CPD sat 20th june, 9.30ish-1 at county hall, biscuits provided"),
    ("st annes", "st annes 2/6 rained off, moved to thurs 11th same time. Dawn off so Mick covering"),
    ("oakfield", "oakfield wk 3 (weds 17th) is the assessment - Rob's examining, 20 min debrief at the end"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bikeability-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"school": s} for s, _ in NOTES])

words = "where meet oakfield level 2 road session weds Elm Rd"
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert NOTICE in wide, wide

with fault():
    hits = notes.query(query_texts=[words], n_results=4, where={"school": "oakfield"})["documents"][0]

question = "where am i meeting the oakfield yr6s for the road bit tmrw? want to tell the school"
context = ["Today is Tue 9 June 2037. You are talking to Mick, a Bikeability instructor."] + hits
assert NOTICE not in context and not any("library car park" in c or "Beech Ave" in c for c in context), context
assert any("meet on Elm Rd by the postbox" in c for c in context), context
reply = answer(question, context, mock="On Elm Rd by the postbox - walk the bikes out from the school gate, 1.30.")
finish(question, expected="the library car park - they ride the Beech Ave loop while Elm Rd's dug up", actual=reply)
