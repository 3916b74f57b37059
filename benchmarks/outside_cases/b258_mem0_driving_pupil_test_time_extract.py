"""Batch 258 (held out). A driving instructor's pupil notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dave Sutcliffe (Sutcliffe School of Motoring, Dewsbury) keeps a note per lesson on each pupil in his helper -
what they drove, what to work on, test bookings, payments - with ``memory.add(messages, user_id=..., metadata=
{"date": ...})``; the pupils can ask the helper things between lessons.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2051-02-20T18:10 has Aisha's test
booked for Thu 23rd March, 8.57am at Heckmondwike, with an hour's warm-up from hers at 7.30. His note of Sat 11/3
says DVSA have cancelled her 8.57 (the examiner's off sick) and moved her to 2.13pm the same day, still Heckmondwike,
warm-up from hers at 12.45 now - and, in passing, she's still forgetting the left mirror before pulling off,
roundabouts are loads better, bay park 3 out of 3. The extraction keeps the mirror, the roundabouts and the bay park
and drops the new time: 8.57 stays the only test time stored. Question (Tue 21/3, Aisha): "what time's my test on
thurs again? need to tell work when I'm off 🙈" -> expected 2.13pm. The assistant says 8.57am.

Expected verdict: ExtractionError at mem0.extract inside the Sat 11/3 add (fault() wraps that one add): the note
given to mem0 moves the test to 2.13pm, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
2.13pm; no stored memory or context line mentions 2.13, the cancellation, the sick examiner or the 12.45 warm-up;
the mirror line from the same note is stored; the first note's 8.57am is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b258_mem0_driving_pupil_test_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sutcliffe-som-pupil-aisha-k"
CUT = ("Sat 11/3 Aisha - DVSA txt'd her, they've cancelled the 8.57 (examiner off sick 🙄) + moved her to 2.13pm "
       "same day, thurs 23rd, still H'wike. she's fine w/ it, so warm up from hers at 12.45 not 7.30. ALSO still "
       "forgetting the left mirror b4 pulling off!! roundabouts loads better tho, bay park 3/3 today")
NOTES = [
    ("2051-02-06T17:30", "2051-02-06T17:30 Aisha K - 2hr lesson, dual c'way + the Ravensthorpe r'bouts, bit hesitant "
                         "merging. paid for a block of 10 (£330), 4 used",
     ["Aisha had a 2 hour lesson on the dual carriageway and the Ravensthorpe roundabouts",
      "Aisha is a bit hesitant merging",
      "Aisha paid £330 for a block of 10 lessons and has used 4"]),
    ("2051-02-20T18:10", "2051-02-20T18:10 Aisha - TEST BOOKED 🎉 thurs 23rd march 8.57am Heckmondwike. I'll pick her "
                         "up from hers 7.30 for an hr warm up round the test routes. theory cert in date till nov",
     ["Aisha's driving test is booked for Thu 23rd March at 8.57am at Heckmondwike",
      "Dave picks Aisha up from home at 7.30 for an hour's warm-up before the test",
      "Aisha's theory certificate is in date until November"]),
    ("Sat 11/3", CUT,
     # the planted fault: the move to 2.13pm is dropped
     ["Aisha still forgets the left mirror before pulling off",
      "Aisha's roundabouts are much better",
      "Aisha did 3 out of 3 bay parks on 11/3"]),
    ("Thu 16th Mar", "Thu 16th Mar - mock test, 4 minors 1 serious (speed on Leeds Rd, 36 in a 30 😬). talked thru it. "
                     "bring provisional + glasses on the day",
     ["Aisha's mock test on 16th March: 4 minors and 1 serious for speed on Leeds Rd",
      "Aisha must bring her provisional licence and glasses on test day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sutcliffe-som-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved her to 2.13pm same day" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's my test on thurs again? need to tell work when I'm off 🙈"
    with turn_span("question Tue 21/3"):
        hits = []
        for query in ("driving test time", "when is Aisha's test", "test at Heckmondwike"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 21 March 2051. You are talking to Aisha, a pupil of Sutcliffe School of Motoring."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("2.13", "cancelled", "off sick", "12.45")), stored
        assert any("8.57am at Heckmondwike" in c for c in context), context
        assert any("left mirror" in s for s in stored), stored
        reply = answer(question, context, mock="8.57am on Thursday at Heckmondwike - Dave's picking you up at 7.30 "
                                               "for a warm-up first, so you'll want the morning off.")
finish(question, expected="2.13pm - DVSA cancelled the 8.57 (examiner off sick) and moved her to the afternoon",
       actual=reply)
