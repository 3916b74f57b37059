"""Batch 84 (held out). A driving instructor's pupil notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kev Mault runs a one-man driving school. After lessons he dictates a quick note into his phone; the app puts it
into mem0 with ``memory.add(messages, user_id="mault-driving", metadata={"date": ...})`` and mem0's LLM pulls out
the facts. Seven notes, Feb - Mar 2032.

Planted fault (ExtractionError, omitted at extraction): Kev's note of 2/3 says Ollie Brennan grabbed a cancellation
on the DVSA app, so his practical is Thu 18th at 10.14 at Cowley, and in the same breath that Ollie paid £190 for
a block of 5 and that his mum wants the 6pm Tuesday slot from now on. The extraction keeps the payment and the
Tuesday slot and drops the test. The February note still has the test he first booked (Tue 6 April, 2.07pm).
Question (Mon 15/3, Ollie): "what time's my test?" -> expected 10.14 in the morning (Thu 18th). The assistant says
2.07pm.

Expected verdict: ExtractionError at mem0.extract inside the 2/3 add (fault() wraps that one add). Asserted: the
note has the 10.14; no stored memory mentions it or the cancellation, while the block payment from the same note
and the April booking are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b84_mem0_driving_test_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mault-driving"
MORE = ("ollie B - he only went and grabbed a cancellation on the dvsa app last nite!! thurs 18th 10.14 cowley. so "
        "we've 2 wks less than we thought, need roundabouts + the bay park. paid for a block of 5 today, £190 "
        "bank transfer. mum wants tues 6pm from now on cos of his college timetable")
NOTES = [
    ("2032-02-03", "Ollie Brennan - practical booked, tue 6 april 2.07pm Cowley. reversing round corner still a "
                   "bit wide, mirrors good",
     ["Ollie Brennan's practical test is booked for Tuesday 6 April at 2.07pm at Cowley",
      "Ollie needs work on reversing around a corner; mirrors are good"]),
    ("5 Feb", "Jade P theory thurs 12th, did 2 x 1hr on hazard clips w her. new pupil Amara Osei starting 14/2, "
              "lives off Cherwell Dr",
     ["Jade has her theory test on Thursday 12 February",
      "New pupil Amara Osei starts on 14 February, lives off Cherwell Drive"]),
    ("11/2/32", "car in for service weds 18th at Hartwells, no lessons till 1pm that day. tyres ok",
     ["Car is in for a service at Hartwells on Wednesday 18 February, no lessons until 1pm that day"]),
    ("Feb 23", "ollie - hill starts fine now, did the Headington route, stalled once at the lights on London Rd "
               "(nerves). still wide on the reverse",
     ["Ollie's hill starts are fine; did the Headington route",
      "Ollie stalled once at the London Road lights; reverse still wide"]),
    ("2/3", MORE,
     # the planted fault: the new test date and time are dropped
     ["Ollie paid £190 by bank transfer for a block of 5 lessons",
      "Ollie's lessons are Tuesdays at 6pm from now on because of his college timetable"]),
    ("march 8th", "Amara - 2nd lesson, v cautious but good, clutch control ok. wants sat mornings",
     ["Amara is cautious but good, clutch control OK, wants Saturday morning lessons"]),
    ("11.3.32", "ollie did the bay park 3 times out of 4 at the leisure centre. mock test next tues",
     ["Ollie did the bay park 3 out of 4 times at the leisure centre",
      "Ollie has a mock test next Tuesday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mault-driving"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MORE:
                assert "10.14 cowley" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's my test?"
    with turn_span("question Mon 15/3"):
        hits = []
        for query in ("Ollie practical test time", "Ollie test booked Cowley", "Ollie lessons paid block",
                      "Ollie mock test"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 March 2032. You are talking to Ollie Brennan, a pupil."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Tuesday 6 April at 2.07pm" in c for c in context), context
        assert any("block of 5" in c for c in context), context
        assert not any("10.14" in s or "cancellation" in s.lower() or "18th" in s for s in stored + context[1:]), \
            stored
        reply = answer(question, context, mock="Your test's at 2.07pm on Tuesday 6 April at Cowley - we've got your "
                                               "mock next Tuesday first.")
finish(question, expected="quarter past ten near enough (10.14am), this Thursday", actual=reply)
