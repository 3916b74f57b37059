"""Batch 281 (held out). A marathon runner's training and race entries: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Nadia is training for the Manchester Marathon on Sun 23rd April 2051 (her second, after a 3.58 at York). She
types training and race-entry notes into her running helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})`` and asks it things the week of the race.

Planted fault (ExtractionError, a fact dropped at extraction): Nadia's note of 2051-01-09T21:40 has her entry
confirmed - bib 21407, blue wave, start 9.40, predicted finish 3.55. Her note of Thu 23/3 says she updated her
predicted time on the entry portal to 3.45 after the Ribble Valley 20 went so well, and the organisers have moved her
up to the orange wave - 9.20 start, not 9.40 - and, in the same breath, that she's ordered another box of SiS gels
(berry) and Sunday's long run is 22 with the last 4 at marathon pace. The extraction keeps the gels and the long run
and drops the wave change: the blue wave at 9.40 stays the only start stored. Question (Tue 18/4): "what time do I
actually start on sunday? trying to sort the train from Piccadilly" -> expected 9.20 (orange wave). The assistant
says 9.40.

Expected verdict: ExtractionError at mem0.extract inside the Thu 23/3 add (fault() wraps that one add): the note
given to mem0 moves her to the orange wave at 9.20, and what was made from it leaves that out, so the store never
held the start time the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the 9.20 start; no stored memory or context line mentions 9.20, the orange wave or the 3.45
prediction; the gels from the same note are stored; the first note's 9.40 blue-wave start is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b281_mem0_marathon_start_wave_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nadia-runs"
CUT = ("Thu 23/3 - put my predicted time down to 3.45 on the entry portal after the Ribble 20 went so well 💪 and "
       "they've moved me up to the orange wave, so it's a 9.20 start not 9.40!! also ordered another box of SiS gels "
       "(berry ones, the orange ones made me gag lol) + long run sun is 22 w/ the last 4 at MP")
NOTES = [
    ("2051-01-09T21:40", "2051-01-09T21:40 MANCHESTER 🏃‍♀️ entry confirmed!! sun 23rd april, bib 21407, blue wave, "
                         "start 9.40, predicted 3.55 (put that in before xmas, bit cautious maybe). £72 paid",
     ["Nadia is entered in the Manchester Marathon on Sun 23rd April, bib 21407",
      "Nadia is in the blue wave for Manchester, start 9.40, predicted finish 3.55",
      "The Manchester Marathon entry cost £72"]),
    ("4/2", "4/2 plan from Coach Dev: 4 runs a wk, tues intervals, thurs tempo, sun long run building to 22, easy "
            "fri. strength mon + weds at the gym. 16 wks",
     ["Coach Dev's plan is 4 runs a week: Tuesday intervals, Thursday tempo, Sunday long run building to 22 miles, "
      "easy Friday",
      "Nadia does strength work Monday and Wednesday at the gym",
      "The marathon plan is 16 weeks long"]),
    ("Sun 12th March", "Sun 12th March Ribble Valley 20 ✅ 2:58:40, felt strong, negative split, calf fine. 3 gels "
                       "at 5, 10, 15 worked well",
     ["Nadia ran the Ribble Valley 20 on Sun 12th March in 2:58:40 with a negative split",
      "3 gels at miles 5, 10 and 15 worked well for Nadia"]),
    ("Thu 23/3", CUT,
     # the planted fault: the move to the orange wave / 9.20 start is dropped
     ["Nadia ordered another box of SiS gels (berry)",
      "Sunday's long run is 22 miles with the last 4 at marathon pace"]),
    ("11.4.", "11.4. taper wk 2, legs feel heavy (normal apparently). hotel's booked nr Piccadilly for sat night, "
              "bag drop at the start closes 30 mins before ur wave",
     ["Nadia is in week 2 of her taper",
      "Nadia has a hotel booked near Piccadilly for the Saturday night",
      "Bag drop at the start closes 30 minutes before your wave"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nadia-manchester-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "it's a 9.20 start not 9.40" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do I actually start on sunday? trying to sort the train from Piccadilly"
    with turn_span("question Tue 18/4"):
        hits = []
        for query in ("marathon start time wave", "what time does my wave start", "Manchester marathon entry"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 18 April 2051. You are talking to Nadia, who runs the Manchester Marathon on Sun 23 "
                   "April."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("9.20", "orange", "3.45")), stored
        assert any("blue wave for Manchester, start 9.40" in c for c in context), context
        assert any("SiS gels" in s for s in stored), stored
        reply = answer(question, context, mock="You're in the blue wave, so 9.40 - bag drop shuts half an hour "
                                               "before, so aim to be there by about 9.")
finish(question, expected="9.20 - she was moved up to the orange wave after changing her predicted time to 3.45",
       actual=reply)
