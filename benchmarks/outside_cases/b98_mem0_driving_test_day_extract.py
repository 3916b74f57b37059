"""Batch 98 (held out). A driving instructor's pupil notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gary, a driving instructor in Stevenage, types quick notes about his pupils into his diary helper after each
lesson or call; each goes into mem0 with ``memory.add(messages, user_id="gary-driving", metadata={"date": ...})``
and mem0's LLM pulls out the facts. He asks the helper when he needs to plan the car.

Planted fault (ExtractionError, omitted at extraction): the note of Fri 13/6 says Kayleigh's mum rang: her nan's
funeral is on the 26th, so they've got her test put to Mon 30th, 2.28 in the afternoon, same centre, and she wants
a 2hr lesson that morning before it (11-1). The extraction keeps the 2hr lesson and drops the new test day and
time. The note of 2/6 (test Thu 26 June 10.12am, Stevenage centre) is still in memory. Question (Tue 24/6,
Gary): "what day's kayleigh's test now? need to keep the corsa free for it" -> expected Monday the 30th (2.28pm).
The assistant says Thursday 26th at 10.12.

Expected verdict: ExtractionError at mem0.extract inside the 13/6 add (fault() wraps that one add). Asserted: the
note says Mon 30th; no stored memory or context line mentions the 30th, 2.28 or the funeral, while the 26 June
line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b98_mem0_driving_test_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gary-driving"
MUM_CALL = ("Kayleigh's mum rang - her nan's funeral is the 26th :( so they've got her test put to Mon 30th, 2.28 "
            "in the afternoon, same centre. she wants a 2hr lesson that morning b4 it, put her down 11-1")
NOTES = [
    ("2/6", "Kayleigh P - test booked!! thurs 26th June 10.12am Stevenage centre. lessons tues + thurs 5-6 till "
            "then, still rushing the bay park + forgets her mirror b4 signalling",
     ["Kayleigh P's driving test is booked for Thursday 26 June at 10.12am at Stevenage test centre",
      "Kayleigh has lessons on Tuesday and Thursday 5-6pm until her test",
      "Kayleigh still rushes bay parking and forgets her mirror before signalling"]),
    ("03.06.36", "new pupil Tomasz, 34, had lessons in Poland yrs ago, 1st lesson mon 9/6 6pm pick up from his "
                 "work (Lister hosp staff car park). corsa back from the garage tmrw - new clutch £420 ugh",
     ["Tomasz is a new pupil, 34, who had lessons in Poland years ago",
      "Tomasz's first lesson is Monday 9 June at 6pm, picked up from the Lister hospital staff car park",
      "The Corsa needed a new clutch costing £420"]),
    ("Fri 13/6", MUM_CALL,
     # the planted fault: the new test day and time (and why) are dropped
     ["Kayleigh wants a 2-hour lesson from 11 to 1 on the morning of her test"]),
    ("14/6", "Tomasz great 1st lesson, v confident, needs mirrors mirrors mirrors. Leah passed!!! 2 minors, 1st "
             "time :D",
     ["Tomasz had a good first lesson; he is confident but needs to use his mirrors more",
      "Leah passed her driving test first time with 2 minors"]),
    ("16-6", "corsa MOT due end of july, book kwik fit b4 the summer rush. K's tues lesson this wk -> weds 5pm "
             "(parents eve at her college)",
     ["The Corsa's MOT is due at the end of July; book it at Kwik Fit",
      "Kayleigh's Tuesday lesson this week is on Wednesday at 5pm because of a parents' evening at her college"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gary_driving"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MUM_CALL:
                assert "Mon 30th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's kayleigh's test now? need to keep the corsa free for it"
    with turn_span("question Tue 24/6"):
        hits = []
        for query in ("Kayleigh driving test day", "Kayleigh test booked", "Kayleigh test time centre"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 24 June 2036. You are talking to Gary, the driving instructor."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday 26 June at 10.12am" in c for c in context), context
        assert any("2-hour lesson" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("30th", "2.28", "funeral", "30 june")), \
            stored
        reply = answer(question, context, mock="Thursday 26th June, 10.12am at Stevenage - and she wants her 2hr "
                                               "lesson 11-1 beforehand, so the car's busy that morning too.")
finish(question, expected="the Monday after, 30th - 2.28pm, her nan's funeral is on the original day", actual=reply)
