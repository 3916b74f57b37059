"""Batch 288 (held out). A family's house move: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Haworths (Rachel, Tom, Maya 9, Alfie 6 and Biscuit the dog) are moving from Headingley to Todmorden in
September 2050 - a removals firm, the solicitor, meter readings, the kids' school places. Rachel types her notes into
the family's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Tom asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Rachel's note of 2050-07-28T21:10 has Calder Movers
booked for Thurs 14th Sept, two men and the big van, packing the day before. Her note of Tue 29th Aug says the
solicitor rang - the buyers' mortgage offer's been held up, so completion's slipped to Fri 22nd, and Calder Movers
can do the 22nd instead (packing Thurs 21st, no extra charge) - and, in passing, meter readings with photos on the
day and the uniform shop in Tod only being open on Saturdays. The extraction keeps the meter readings and the
uniform shop and drops the new day: Thurs 14th stays the only removals date stored. Question (Mon 11/9, Tom): "when
are the removal men actually coming? need to book the day off work" -> expected Fri 22nd Sept (packing Thurs 21st).
The assistant says Thursday 14th September.

Expected verdict: ExtractionError at mem0.extract inside the Tue 29th Aug add (fault() wraps that one add): the note
given to mem0 moves the removals to Friday the 22nd, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the 22nd; no stored memory or context line mentions the 22nd, the 21st, completion slipping or the
mortgage; the meter readings from the same note are stored; the first note's Thu 14th Sept is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b288_mem0_house_move_removals_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "haworth-family-move-rachel"
CUT = ("Tue 29th Aug - solicitor rang 😩 buyers' mortgage offer's been held up so completion's slipped to fri 22nd. "
       "rang Calder Movers + they can do the 22nd instead, packing thurs 21st, no extra charge phew. ALSO remember "
       "meter readings on the day (photos!!) + the uniform shop in Tod's only open sats")
NOTES = [
    ("2050-07-28T21:10", "MOVE 📦 Calder Movers booked for thurs 14th sept, 2 men + the big van, £1,150 incl packing "
                         "the day before (weds 13th). they want the fridge defrosted 24hrs b4!!",
     ["Calder Movers are booked for the move on Thu 14th Sept, 2 men and the big van",
      "Removals cost £1,150 including packing on Weds 13th Sept",
      "The fridge needs defrosting 24 hours before the removals"]),
    ("9/8", "9/8 survey man came - reckons 60 boxes, they'll drop 40 off next wk + we find the rest. piano's an extra "
            "£90 (stairs at the new place)",
     ["The removals survey reckons 60 boxes; Calder Movers will drop 40 off, the family find the rest",
      "Moving the piano is an extra £90 because of the stairs at the new house"]),
    ("Tue 29th Aug", CUT,
     # the planted fault: the move to Friday the 22nd is dropped
     ["Take meter readings with photos on moving day",
      "The school uniform shop in Todmorden is only open on Saturdays"]),
    ("Sun 3/9", "Sun 3/9 Tom's mum's having the kids + Biscuit over the move 🐶 keys from Whitakers on Rochdale Rd at "
                "12 on the day, they shut at 5",
     ["Tom's mum is having the kids and Biscuit the dog over the move",
      "Keys to the new house are picked up from Whitakers on Rochdale Rd at 12 on moving day; they shut at 5"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="haworth-move-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "they can do the 22nd instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when are the removal men actually coming? need to book the day off work"
    with turn_span("question Mon 11/9"):
        hits = []
        for query in ("removals date", "when are Calder Movers coming", "moving day packing"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 11 September 2050. You are talking to Tom Haworth, who is moving house with his "
                   "family."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("22nd", "21st", "slipped", "completion", "mortgage")), stored
        assert any("Thu 14th Sept" in c for c in context), context
        assert any("meter readings" in s for s in stored), stored
        reply = answer(f"(Tom) {question}", context,
                       mock="Thursday 14th September - Calder Movers, 2 men and the big van (they pack on the Weds).")
finish(question, expected="Friday 22nd September - completion slipped, packing is Thursday 21st", actual=reply)
