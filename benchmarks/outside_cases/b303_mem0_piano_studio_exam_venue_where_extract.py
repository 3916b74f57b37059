"""Batch 303 (held out). A piano teacher's studio: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Gillian Petty teaches piano from her front room in Rodley - about twenty pupils, weekly half-hour lessons,
ABRSM exams each term. She types her notes into the studio's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gillian's note of 2053-02-03T21:10 has Lily's Grade 4
exam on Sat 15th March, 10.40am, at the Rodley Community Centre (upstairs room), and Noah's Grade 1 the same day at
11.20. Her note of Tue 4th Mar says the ABRSM emailed - the community centre had a burst pipe, so the Rodley exams
are moved to St Stephen's church hall on Town St, same day, same times - and, in passing, that Lily's mum has paid
for the extra lesson and Noah has lost his scales book again. The extraction keeps the payment and the scales book
and drops the new venue: the community centre stays the only exam venue stored. Question (Thu 13/3, Lily's dad):
"where's Lily's exam on saturday? sat nav at the ready" -> expected St Stephen's church hall on Town St (the
community centre had a burst pipe). The assistant says the Rodley Community Centre, upstairs room.

Expected verdict: ExtractionError at mem0.extract inside the Tue 4th Mar add (fault() wraps that one add): the note
given to mem0 moves the exam to St Stephen's church hall, and what was made from it leaves that out, so the store
never held the venue the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names St Stephen's; no stored memory or context line mentions St Stephen's, a church hall or the
burst pipe; the payment for the extra lesson from the same note is stored; the first note's community centre is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b303_mem0_piano_studio_exam_venue_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "petty-piano-studio-gillian"
CUT = ("Tue 4th Mar - email from the ABRSM, the community centre's had a burst pipe 🙄 so the Rodley exams are moved "
       "to St Stephen's church hall on Town St, same day same times. ALSO Lily's mum paid for the extra lesson (cash, "
       "in the tin) and Noah's lost his scales book AGAIN, ordered another")
NOTES = [
    ("2053-02-03T21:10", "EXAMS 🎹 spring session - Lily A gr 4 sat 15th march 10.40am at the Rodley Community Centre "
                         "(upstairs room), Noah gr 1 same day 11.20. both need the scales sheet + pieces in the "
                         "order on the form!!",
     ["Lily's Grade 4 piano exam is Sat 15th March at 10.40am at the Rodley Community Centre, upstairs room",
      "Noah's Grade 1 exam is the same day at 11.20",
      "Both pupils need the scales sheet and their pieces in the order on the form"]),
    ("18/2", "18/2 lesson w/ Lily - C minor harmonic still wobbly, aural loads better. told mum she shd book an extra "
             "lesson the wk before, fri 7th 5pm",
     ["Lily's C minor harmonic scale is still wobbly; her aural is much better",
      "Lily has an extra lesson on Fri 7th March at 5pm"]),
    ("Tue 4th Mar", CUT,
     # the planted fault: the move to St Stephen's church hall is dropped
     ["Lily's mum has paid for the extra lesson in cash",
      "Noah has lost his scales book again; a new one is ordered"]),
    ("sun 9/3", "sun 9/3 texted both families - arrive 15 mins early, nails short!!, warm hands (gloves in the car), "
                "phones stay w/ the parent",
     ["Exam pupils should arrive 15 minutes early with short nails and warm hands",
      "Phones stay with the parent during the exam"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="petty-piano-2053"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved to St Stephen's church hall on Town St" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's Lily's exam on saturday? sat nav at the ready"
    with turn_span("question Thu 13/3"):
        hits = []
        for query in ("Lily's exam venue", "where is the piano exam", "exam on Saturday 15th March"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 13 March 2053. You are talking to Lily's dad; Lily has piano lessons with Gillian "
                   "Petty."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("stephen", "church hall", "burst pipe", "town st")), stored
        assert any("Rodley Community Centre" in c for c in context), context
        assert any("paid for the extra lesson" in s for s in stored), stored
        reply = answer(question, context, mock="At the Rodley Community Centre, the upstairs room - 10.40am, so aim "
                                               "to be there by 10.25.")
finish(question, expected="St Stephen's church hall on Town St - the community centre had a burst pipe",
       actual=reply)
