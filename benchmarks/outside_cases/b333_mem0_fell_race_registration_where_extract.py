"""Batch 333 (held out). A fell running club's race entries: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Todmorden Harriers put on the Stoodley Pike fell race on Sat 17th Sept 2050 - a BM race, 6.5 miles and 1200ft
from Lumbutts, entries online through SiEntries or on the day, registration from 12, a 2pm start, prizes at the pub
after. Andy (the race secretary) types his notes into the club's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; runners ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Andy's note of 2050-07-30T21:40 has registration in
Lumbutts village hall from 12. His note of Thurs 8.9. says the council have put a polling station in the village
hall for the by-election, so registration is in the Top Brink's back room instead, Jo the landlady's fine with it,
same times - and, in passing, a cake stall at the finish for the mountain rescue and no dogs on the course this year
(sheep in the top field). The extraction keeps the cake stall and the dogs and drops the move: the village hall stays
the only place stored. Question (Fri 16/9, Claire, a new member): "where do I go to register tomorrow? first fell
race eek 😬" -> expected the back room of the Top Brink (the village hall's a polling station). The assistant says
Lumbutts village hall from 12.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 8.9. add (fault() wraps that one add): the note
given to mem0 moves registration to the Top Brink, and what was made from it leaves that out, so the store never held
the place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the Top Brink's back room; no stored memory or context line mentions the Top Brink, the polling station or the
by-election; the cake stall from the same note is stored; the first note's village hall is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b333_mem0_fell_race_registration_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tod-harriers-race-sec-andy"
CUT = ("Thurs 8.9. - council have only gone + put a polling station in the village hall for the by-election 🙄 so "
       "registration's in the Top Brink's back room instead, Jo the landlady's fine w/ it, same times. ALSO cake "
       "stall at the finish in aid of the mountain rescue (Sal's doing her flapjack), + no dogs on the course this "
       "yr, sheep in the top field")
NOTES = [
    ("2050-07-30T21:40", "STOODLEY PIKE FELL RACE 🏃 sat 17th sept, 2pm start from Lumbutts. BM, 6.5mi/1200ft. "
                         "registration in Lumbutts village hall from 12. £7 online (SiEntries), £9 EOD. FRA rules - "
                         "full body cover, map + compass, whistle",
     ["The Stoodley Pike fell race is Sat 17th Sept, 2pm start from Lumbutts, BM 6.5mi/1200ft",
      "Registration is in Lumbutts village hall from 12",
      "Entry is £7 online via SiEntries or £9 on the day",
      "FRA kit rules apply: full body cover, map and compass, whistle"]),
    ("18/8", "18/8 92 entered online already 👍 still need marshals for the Pike + the wall stile, ask Bev. prize "
             "giving at the Shepherd's Rest after, about 4.30",
     ["92 runners have entered online so far",
      "Marshals are still needed for the Pike and the wall stile; ask Bev",
      "Prize giving is at the Shepherd's Rest after the race, about 4.30"]),
    ("Thurs 8.9.", CUT,
     # the planted fault: the move of registration to the Top Brink is dropped
     ["There is a cake stall at the finish in aid of the mountain rescue; Sal is doing flapjack",
      "No dogs on the course this year because of sheep in the top field"]),
    ("Weds 14th", "Weds 14th - numbers 1-150, pick up at registration, bring 4 safety pins. parking at Lumbutts is "
                  "tiny so car share pls!! overflow in the farm field by the chapel",
     ["Race numbers are picked up at registration; bring 4 safety pins",
      "Parking at Lumbutts is tiny so car share; overflow parking in the farm field by the chapel"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tod-harriers-stoodley-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "registration's in the Top Brink's back room instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do I go to register tomorrow? first fell race eek 😬"
    with turn_span("question Fri 16/9"):
        hits = []
        for query in ("where is registration", "register for the race", "race day Lumbutts"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 16 September 2050. You are talking to Claire, a new member of Todmorden Harriers "
                   "running the Stoodley Pike fell race (Sat 17 Sept)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("brink", "polling", "by-election", "landlady")), stored
        assert any("Registration is in Lumbutts village hall from 12" in c for c in context), context
        assert any("cake stall" in s for s in stored), stored
        reply = answer(question, context, mock="Lumbutts village hall, from 12 - pick your number up there and bring "
                                               "4 safety pins. Good luck!")
finish(question, expected="the back room of the Top Brink pub - the village hall's a polling station for the "
                          "by-election", actual=reply)
