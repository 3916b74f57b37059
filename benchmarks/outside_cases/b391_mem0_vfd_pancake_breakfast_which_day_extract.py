"""Batch 391 (held out). A West Virginia volunteer fire department's pancake breakfast: mem0 Memory (infer=True; a
scripted OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one
for the question.

App: Sugar Camp Run Volunteer Fire Dept hold their fall pancake breakfast at the station in September 2051 -
pancakes, sausage, eggs, the Auxiliary's pie table, $8 adults and $5 kids. Chief Denny Skidmore types his notes
(the way he'd put them on the department's Facebook page) into the department's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members and folks from up the holler ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Denny's note of 8/14/51 has the breakfast on Sat
9/16, 6a till 11a at the station. His note of Tue 9/5 says the state fire marshal is coming to do the ISO
inspection that Saturday, so they're pushing the breakfast back one week, same times - and, in passing, that
Hinkle's Market is giving the sausage again and the Auxiliary is doing the coffee and the pie table. The extraction
keeps the sausage and the pie table and drops the move: Sat 9/16 stays the only day stored. Question (Wed 9/13,
Brenda Nutter): "what day's the pancake breakfast? fixin to bring mamaw and them" -> expected Saturday 9/23 (one
week after the 16th). The assistant says Saturday 9/16.

Expected verdict: ExtractionError at mem0.extract inside the Tue 9/5 add (fault() wraps that one add): the note
given to mem0 moves the breakfast back a week, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says it's pushed back a week; no stored memory or context line mentions the inspection, the fire marshal, a week
back or the 23rd; the sausage from the same note is stored; the first note's Sat 9/16 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b391_mem0_vfd_pancake_breakfast_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sugar-camp-vfd-chief-denny"
CUT = ("Tue 9/5 - well the state fire marshal's coming to do our ISO inspection sat the 16th of all days 🙄 so we're "
       "pushing the breakfast back one week, same times 6a-11a, sorry folks. Hinkle's Market is giving us the "
       "sausage again (thank you Carl!!) and the Auxiliary's doing the coffee + the pie table")
NOTES = [
    ("2051-08-14T20:10", "PANCAKE BREAKFAST 🥞 Sat 9/16 at the station 6a-11a. $8 adults $5 kids, under 5 free. "
                         "pancakes, sausage, eggs, all you can eat. every dollar goes on the new air packs",
     ["The fall pancake breakfast is Sat 9/16 at the station, 6a to 11a",
      "The pancake breakfast is $8 adults, $5 kids, under 5 free, all you can eat",
      "Pancake breakfast money goes toward the new air packs"]),
    ("8/28", "8/28 need volunteers to flip at the breakfast, 2 hr shifts, holler at me or sign the sheet on the "
             "bay door. Jr's bringing the big griddle from the church",
     ["Volunteers are needed for 2 hour flipping shifts at the pancake breakfast; sign the sheet on the bay door",
      "Jr is bringing the big griddle from the church"]),
    ("Tue 9/5", CUT,
     # the planted fault: the move back a week is dropped
     ["Hinkle's Market is donating the sausage for the pancake breakfast",
      "The Auxiliary is doing the coffee and the pie table at the pancake breakfast"]),
    ("9/9/51", "9/9/51 truck checks done. Engine 1 is going to be parked out front during the breakfast so folks "
               "can let the young'uns climb on it. park in the church lot yonder not the bay apron",
     ["Engine 1 will be parked out front for kids to climb on during the pancake breakfast",
      "Parking for the pancake breakfast is in the church lot, not the bay apron"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sugar-camp-vfd-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "pushing the breakfast back one week" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the pancake breakfast? fixin to bring mamaw and them"
    with turn_span("question Wed 9/13"):
        hits = []
        for query in ("pancake breakfast day date", "when is the pancake breakfast", "breakfast at the station"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 9/13/2051. You are talking to Brenda Nutter, who lives up the holler from Sugar Camp "
                   "Run Volunteer Fire Dept."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("inspection", "marshal", "one week", "back a week", "23")), stored
        assert any("Sat 9/16 at the station, 6a to 11a" in c for c in context), context
        assert any("sausage" in s for s in stored), stored
        reply = answer(question, context, mock="Saturday 9/16, 6a till 11a at the station - bring your appetite.")
finish(question, expected="Saturday 9/23 - it got pushed back a week for the fire marshal's inspection",
       actual=reply)
