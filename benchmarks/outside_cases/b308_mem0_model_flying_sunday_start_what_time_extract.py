"""Batch 308 (held out). A model aircraft flying club: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Luddenden Valley Aeromodellers fly from a strip on Mr Sutcliffe's farm at Crow Hill - electric and IC models,
a noise agreement with the farmer that sets the flying hours, subs and BMFA insurance, A certificate tests. Derek
(the club secretary) types his notes into the club's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Derek's note of 2051-03-02T20:10 has the flying hours
under the noise agreement - weekdays 9 till dusk, Saturday 9-6, Sunday 10 till 4. His AGM note of Sun 9 Apr says Mr
Sutcliffe has done up the old barn as a holiday let and asked the club to go easy on Sundays, so Sundays are now 11
till 3 (voted 14-2), weekdays and Saturday as before - and, in passing, the new windsock is up and Phil will do A
cert tests again. The extraction keeps the windsock and the A cert tests and drops the new Sunday hours: 10 till 4
stays the only Sunday time stored. Question (Fri 21/4, Alan): "what time can I start flying on sunday? want the new
glider up before the wind gets going" -> expected 11am (Sundays 11 till 3 since the AGM). The assistant says 10am.

Expected verdict: ExtractionError at mem0.extract inside the Sun 9 Apr add (fault() wraps that one add): the note
given to mem0 moves Sunday flying to 11 till 3, and what was made from it leaves that out, so the store never held
the hours the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says 11 till 3; no stored memory or context line mentions 11 till 3, the holiday let, the barn or the AGM; the
windsock from the same note is stored; the first note's Sunday 10 till 4 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b308_mem0_model_flying_sunday_start_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "luddenden-aero-sec-derek"
CUT = ("Sun 9 Apr AGM notes ✈️ Mr Sutcliffe's done the old barn up as a holiday let + he's asked us to go easy on "
       "sundays, so SUNDAYS ARE NOW 11 TILL 3, voted 14-2, weekdays + sat as b4. ALSO new windsock's up (ta Brian, "
       "it's the orange one) and Phil's said he'll do A cert tests again this summer, see him")
NOTES = [
    ("2051-03-02T20:10", "2051-03-02T20:10 FLYING HRS reminder (farmer's noise agreement!!) - weekdays 9 till dusk, "
                         "sat 9-6, sun 10 till 4. IC + electrics same hrs. shut the gate behind u, sheep in the "
                         "bottom field",
     ["Flying hours at Crow Hill under the noise agreement: weekdays 9 till dusk, Saturday 9-6, Sunday 10 till 4",
      "IC and electric models have the same flying hours",
      "Shut the gate behind you, there are sheep in the bottom field"]),
    ("14/3", "14/3 subs due 1st april, £65 + BMFA on top. pay Keith by transfer, ref = ur SURNAME pls not 'subs' 🙄 "
             "had 6 called 'subs' last yr",
     ["Subs are due 1st April: £65 plus BMFA insurance",
      "Pay subs to Keith by bank transfer with your surname as the reference"]),
    ("Sun 9 Apr", CUT,
     # the planted fault: the new Sunday hours are dropped
     ["A new orange windsock is up at the field, thanks to Brian",
      "Phil will do A certificate tests again this summer"]),
    ("Tue 18th Apr", "Tue 18th Apr strip got cut mon, lovely now 👌 new pits fence is up - NO taxiing in the pits, "
                     "start engines facing the strip only. Keith says 4 still haven't paid",
     ["The strip was cut on Monday",
      "No taxiing in the pits; start engines facing the strip only",
      "Four members still haven't paid their subs"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="luddenden-aero-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "SUNDAYS ARE NOW 11 TILL 3" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time can I start flying on sunday? want the new glider up before the wind gets going"
    with turn_span("question Fri 21/4"):
        hits = []
        for query in ("flying hours sunday", "what time can we fly", "noise agreement times"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 21 April 2051. You are talking to Alan, a member of Luddenden Valley Aeromodellers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("11 till 3", "11 to 3", "holiday let", "barn", "agm")), stored
        assert any("Sunday 10 till 4" in c for c in context), context
        assert any("windsock" in s for s in stored), stored
        reply = answer(question, context, mock="From 10am - Sunday flying at Crow Hill is 10 till 4.")
finish(question, expected="11am - since the AGM Sundays are 11 till 3 (Mr Sutcliffe's holiday let)", actual=reply)
