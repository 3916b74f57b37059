"""Batch 364 (held out). Safety inspections and toolbox talks on a school renovation: chromadb collection of the
super's safety notes, one root span per note, one for the clear-out and one for the question; the clear-out
deletes, by a metadata filter, the toolbox-talk notes once they're in the binder, and one of them also carried a
stair closure.

App: Washington High School renovation (2051) - the GC's super, Gus, files his safety notes (toolbox talks, site
logistics, inspections) into one chroma collection with metadata ``kind`` (toolbox, logistics, inspection);
foremen ask the helper, which answers from the 4 nearest notes. Every Weds Gus copies the week's toolbox talks and
sign-in sheets into the safety binder and deletes the toolbox notes with ``where={"kind": "toolbox"}``.

Planted fault (DeletionError): the logistics note of 3/20 has 2nd floor access via the EAST stair only while the
west stair is torn up for the elevator shaft tie-in thru 3/31. Gus's TOOLBOX note of Mon 4/3 - ladders and three
points of contact, 18 signed - also says, as an announcement at the talk, that the east stair is CLOSED till the
guardrail gets re-inspected (the top rail at the landing failed the 200 lb test on Friday's audit), use the west
stair, Kessler reinstalling it, re-insp TBD. The Weds 4/5 clear-out deletes the toolbox notes, that one with them.
Question (Thu 4/6, the Metro Acoustical foreman): "can my guys take the east stair up to 2nd fl tmrw morning? we're
hauling ceiling tile up" -> expected no - the east stair is closed until the guardrail's re-inspected; use the west
stair. The assistant says yes, the east stair is the 2nd floor access.

Why the expected answer is this type and operation: the toolbox note was in the collection and in the question's 4
nearest before the clear-out, and the delete removed it while it still decided the answer (the closure is open,
"re-insp TBD"); after it the only stair guidance left is the 3/20 logistics note, which the model followed. So
DeletionError at chroma's delete (the clear-out, wrapped in fault()). Asserted: the note is in the 4 nearest before
the delete and gone from the collection and the context after it (nothing on the guardrail, the 200 lb test or the
re-inspection); the logistics note's "via the EAST stair" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b364_chroma_safety_toolbox_east_stair_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

STAIR = ("TOOLBOX Mon 4/3 0645 - topic ladders, 3 pts of contact, no standing on the top 2 rungs. 18 signed. ALSO "
         "announced: EAST STAIR CLOSED till the guardrail gets re-inspected - top rail at the 2nd fl landing failed "
         "the 200 lb test on fri's audit. use the west stair. Kessler reinstalling, re-insp TBD")
NOTES = [
    ("logistics", "2051-03-20T06:30 SITE LOGISTICS rev 3 - 2nd fl access via the EAST stair only, west stair torn up "
                  "for the elevator shaft tie-in thru 3/31. hoist area behind the gym, barricaded"),
    ("toolbox", "toolbox 3/27 - silica, wet cutting only on the CMU, N95s in the conex. 21 signed"),
    ("inspection", "3/31 monthly safety audit (owner's consultant, Brenda K.) - ext cord w/ no ground pin (tossed), "
                   "missing toe board at the 2nd fl opening (fixed same day), housekeeping in the gym = good"),
    ("toolbox", STAIR),
    ("inspection", "4/4 - fire extinguisher tags all current, eyewash at the gym door flushed + logged"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("whs-reno-safety-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"safety-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Gus"}])
assert notes.count() == len(NOTES)

question = "can my guys take the east stair up to 2nd fl tmrw morning? we're hauling ceiling tile up"
with turn_span("clear-out Weds 4/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert STAIR in before, before
    with fault():
        notes.delete(where={"kind": "toolbox"})

with turn_span("question Thu 4/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 4/6/2051. You are talking to the Metro Acoustical foreman on the Washington High School "
               "renovation."] + hits
    assert STAIR not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("guardrail", "200 lb", "re-insp")), stored
    assert any("2nd fl access via the EAST stair only" in c for c in context), context
    reply = answer(question, context, mock="Yes - 2nd floor access is via the east stair per the site logistics "
                                           "plan; the west stair was torn up for the elevator shaft.")
finish(question, expected="no - the east stair is closed till the guardrail is re-inspected, use the west stair",
       actual=reply)
