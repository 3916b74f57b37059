"""Batch 295 (held out). A golf club's Captain's Day: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Ogden Moor Golf Club hold Captain's Day on Sat 17th June 2051 for the captain's charity (the air ambulance) -
4BBB stableford, £15 entry with a bacon butty, dinner and prize giving after. Carol (the competition secretary)
types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members
ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Carol's note of 2051-05-02T18:20 has tee times off
the 1st from 7.30 with 10 minute gaps, by ballot; her note of 29/5 has the ballot out - Dave, Rob, Kev and Mike's
four-ball off at 9.10. Her note of Tue 6 June says there are 63 entries, so Alan (the captain) has gone for a
shotgun start instead - everyone off at 10am from their own tee, ignore the ballot times, be at the clubhouse by
9.15 for the briefing - and, in passing, the greenkeepers are hollow tining the 14th and 15th, and the dinner's
smart casual this year. The extraction keeps the greens and the dress code and drops the shotgun start: the 9.10
ballot time stays the only time stored for the four-ball. Question (Thu 15/6, Kev): "what time are we off on sat?
need to sort a lift w/ Rob" -> expected 10am, a shotgun start (at the clubhouse by 9.15 for the briefing). The
assistant says 9.10 off the 1st.

Expected verdict: ExtractionError at mem0.extract inside the Tue 6 June add (fault() wraps that one add): the note
given to mem0 has the shotgun start at 10am, and what was made from it leaves that out, so the store never held the
time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the 10am shotgun; no stored memory or context line mentions a shotgun, 10am, the 9.15 briefing or the 63
entries; the hollow tining from the same note is stored; the 29/5 ballot time 9.10 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b295_mem0_golf_captains_day_tee_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ogden-moor-gc-comps-carol"
CUT = ("Tue 6 June - 63 entries!! 😮 so Alan's gone for a shotgun start instead, everyone off at 10am from their own "
       "tee, ignore the ballot times. be at the clubhouse by 9.15 for the briefing + buggies. ALSO greenkeepers are "
       "hollow tining the 14th + 15th on mon so they'll be bumpy (sorry), and dinner's smart casual this yr, no "
       "jackets needed")
NOTES = [
    ("2051-05-02T18:20", "CAPTAIN'S DAY ⛳ sat 17th june, Alan's charity is the air ambulance. tee times off the 1st "
                         "from 7.30, 10 min gaps, ballot sheet's on the board. £15 entry inc bacon butty, 4BBB "
                         "stableford",
     ["Captain's Day is Sat 17th June, in aid of the air ambulance (Alan's charity)",
      "Captain's Day tee times are off the 1st from 7.30 with 10 minute gaps, by ballot",
      "Entry is £15 including a bacon butty; the format is 4BBB stableford"]),
    ("29/5", "29/5 ballot done - Dave/Rob/Kev/Mike off at 9.10, Phil's lot 9.20. shirts + tailored shorts fine, NO "
             "denim pls",
     ["Dave, Rob, Kev and Mike's four-ball tees off at 9.10 on Captain's Day",
      "Phil's group tees off at 9.20",
      "Shirts and tailored shorts are fine on Captain's Day, no denim"]),
    ("Tue 6 June", CUT,
     # the planted fault: the shotgun start at 10am is dropped
     ["The greenkeepers are hollow tining the 14th and 15th greens on Monday, so they will be bumpy",
      "Captain's Day dinner is smart casual this year, no jackets needed"]),
    ("12.6.", "12.6. raffle prizes to the pro shop by fri pls, Alan's put in a signed Fitzpatrick flag 🙌 prize "
              "giving after dinner, about 7",
     ["Raffle prizes go to the pro shop by Friday",
      "Alan has put a signed Fitzpatrick flag in the raffle",
      "Prize giving is after dinner, about 7"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ogden-moor-captains-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "shotgun start instead, everyone off at 10am" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we off on sat? need to sort a lift w/ Rob"
    with turn_span("question Thu 15/6"):
        hits = []
        for query in ("captain's day tee time", "what time are Kev and Rob off", "start time on saturday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 15 June 2051. You are talking to Kev, a member of Ogden Moor Golf Club (Captain's Day "
                   "is Sat 17 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("shotgun", "10am", "9.15", "briefing", "63")), stored
        assert any("off at 9.10" in c for c in context), context
        assert any("hollow tining" in s for s in stored), stored
        reply = answer(f"(Kev) {question}", context,
                       mock="You're off at 9.10 off the 1st - you, Dave, Rob and Mike.")
finish(question, expected="10am - it's a shotgun start now (63 entries), be at the clubhouse by 9.15 for the briefing",
       actual=reply)
