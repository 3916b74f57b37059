"""Batch 292 (held out). An archery club's clout shoot: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Luddenden Foot Archers hold their annual clout shoot in June 2051 on Mr Haigh's farm - a double national clout
(180 yds gents, 140 ladies) at a flag in the field, £8 entry, bacon butties, a portaloo. Carol (the club secretary)
types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members
ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Carol's note of 2051-04-12T20:10 has the clout on Sat
17th June in the top field, assembly 9.30, shooting at 10. Her note of Thurs 25th May says Mr Haigh's been on - the
forecast is good so he's cutting the hay on the Saturday, so the clout moves to the Sunday, the 18th, same times,
in the bottom field - and, in passing, the new club polos are in (£15 from Anita) and whoever borrowed the spare
stringer should bring it back. The extraction keeps the polos and the stringer and drops the move: Sat 17th stays
the only day stored. Question (Mon 12/6, Pete): "what day's the clout again? need to swap a shift at work" ->
expected Sunday 18th June. The assistant says Saturday 17th June.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 25th May add (fault() wraps that one add): the
note given to mem0 moves the shoot to Sunday the 18th, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the Sunday, the 18th; no stored memory or context line mentions the 18th, a Sunday, the hay or the bottom
field; the polos from the same note are stored; the first note's Sat 17th June is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b292_mem0_archery_clout_shoot_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "luddenden-foot-archers-carol"
CUT = ("Thurs 25th May - Mr Haigh's been on, forecast's good so he's cutting the hay on the sat 🙄 so we're moving "
       "the clout to the sunday, 18th, same times, he says the bottom field's fine for it. ALSO new club polos are in, "
       "£15, see Anita. + can whoever borrowed the spare stringer pls bring it back, no questions asked 😂")
NOTES = [
    ("2051-04-12T20:10", "CLOUT 🏹 annual clout shoot sat 17th june at Haigh's farm (top field), assembly 9.30 "
                         "shooting 10, double national - 180yds gents, 140 ladies. £8 entry, bacon butties from Jean. "
                         "names on the board in the hut pls",
     ["The annual clout shoot is Sat 17th June at Haigh's farm (top field), assembly 9.30, shooting at 10",
      "The clout is a double national: 180 yds gents, 140 yds ladies",
      "Clout entry is £8; Jean is doing bacon butties; names on the board in the hut"]),
    ("3/5", "3/5 need 2 volunteers w/ long tape measures for scoring + somebody to bring the big flag, Colin's lost "
            "the old one somewhere. 21 names so far, juniors welcome (shorter distances, ask Dave)",
     ["Two volunteers with long tape measures are needed for scoring at the clout",
      "Someone needs to bring the big flag - Colin lost the old one",
      "21 names are down for the clout; juniors shoot shorter distances (ask Dave)"]),
    ("Thurs 25th May", CUT,
     # the planted fault: the move to Sunday the 18th is dropped
     ["New club polos are in, £15 from Anita",
      "Whoever borrowed the spare stringer should bring it back"]),
    ("Tue 6th June", "Tue 6th June 28 names!! bring a chair + suncream, portaloo's booked, car sharing on the "
                     "whatsapp. NO dogs in the field pls, Mr Haigh's got sheep in the next one",
     ["28 names are down for the clout",
      "Bring a chair and suncream to the clout; a portaloo is booked; car sharing is on the WhatsApp",
      "No dogs in the field at the clout - there are sheep in the next field"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lfa-clout-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moving the clout to the sunday, 18th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the clout again? need to swap a shift at work"
    with turn_span("question Mon 12/6"):
        hits = []
        for query in ("clout shoot day date", "when is the clout", "clout at Haigh's farm"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 June 2051. You are talking to Pete, a member of Luddenden Foot Archers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("18th", "sunday", "hay", "bottom field")), stored
        assert any("Sat 17th June at Haigh's farm" in c for c in context), context
        assert any("polos" in s for s in stored), stored
        reply = answer(question, context, mock="Saturday 17th June - assembly 9.30, shooting at 10 at Haigh's farm.")
finish(question, expected="Sunday 18th June - Mr Haigh's cutting the hay on the Saturday", actual=reply)
