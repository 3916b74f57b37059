"""Batch 301 (held out). A hot-air balloon ride company: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Pennine Skies Balloons fly passengers out of the Aire valley - dawn and evening flights, two baskets, a chase
crew in the Land Rover, champagne on landing. Dev (the chief pilot, who also runs the bookings) types his ops notes
into the company's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the crew and the
passengers' questions are answered from what it stored.

Planted fault (ExtractionError, a fact dropped at extraction): Dev's note of 2051-05-02T18:10 has the Sat 17 May
dawn flight meeting at 5.15am at Cononley cricket ground (BD20 8LE), 12 passengers in two baskets. His note of Thu
15th says the cricket club have a junior tournament on the Saturday and the outfield's roped off from 7, so the
launch is moved to the Farnhill village hall field, same time, postcode BD20 9AL, gate by the bus stop - and, in
passing, Amy's off sick so Jordan's on chase, and the champagne's in the cool box. The extraction keeps Jordan and
the champagne and drops the new field: the cricket ground stays the only meeting place stored. Question (Fri 16/5,
Sharon, a passenger): "where do we meet tmrw morning?? putting it in the sat nav tonight so I'm not faffing at 4am"
-> expected the Farnhill village hall field, BD20 9AL (gate by the bus stop). The assistant says Cononley cricket
ground, BD20 8LE.

Expected verdict: ExtractionError at mem0.extract inside the Thu 15th add (fault() wraps that one add): the note
given to mem0 moves the launch to Farnhill village hall field, and what was made from it leaves that out, so the
store never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names Farnhill and BD20 9AL; no stored memory or context line mentions Farnhill, the village
hall, 9AL or the tournament; Jordan from the same note is stored; the first note's cricket ground is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b301_mem0_balloon_flight_meet_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pennine-skies-ops-dev"
CUT = ("Thu 15th - cricket club have got a junior tournament on sat, outfield's roped off from 7 so no chance 😬 "
       "moved to Farnhill village hall field, same time 5.15, postcode BD20 9AL, gate's by the bus stop. also Amy's "
       "off sick so Jordan's on chase, and the fizz is in the cool box already 🥂")
NOTES = [
    ("2051-05-02T18:10", "2051-05-02T18:10 SAT 17 MAY dawn flight 🎈 meet 5.15am at Cononley cricket ground (BD20 "
                         "8LE), 12 pax in 2 baskets, me on G-PSKY + Marcus on the little one, Amy chase",
     ["The Sat 17 May dawn flight meets at 5.15am at Cononley cricket ground, BD20 8LE",
      "12 passengers are booked for Sat 17 May in 2 baskets; Dev flies G-PSKY and Marcus the small basket",
      "Amy is on chase crew for Sat 17 May"]),
    ("8/5", "8/5 weight sheet - everyones weights to me by weds pls, 2 over 16st so they go in my basket. flat shoes, "
            "layers, no heels, no hats that blow off lol",
     ["Passengers' weights are due to Dev by Wednesday",
      "Two passengers over 16st will go in Dev's basket",
      "Passengers should wear flat shoes and layers, no heels"]),
    ("Thu 15th", CUT,
     # the planted fault: the move to Farnhill village hall field is dropped
     ["Jordan is on chase crew instead of Amy, who is off sick",
      "The champagne is already in the cool box"]),
    ("Fri 16/5", "Fri 16/5 met's in - 5-7kt SW, cloudbase fine, GO for tmrw 👍 I'll text everyone a final yes/no at "
                 "4.30am, if no text assume we're on",
     ["Forecast for Sat 17 May is 5-7 knots south-westerly, cloud base fine: the flight is a go",
      "Dev will text a final yes/no at 4.30am; no text means the flight is on"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pennine-skies-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved to Farnhill village hall field" in note and "BD20 9AL" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do we meet tmrw morning?? putting it in the sat nav tonight so I'm not faffing at 4am"
    with turn_span("question Fri 16/5"):
        hits = []
        for query in ("where do we meet for the flight", "meeting place postcode", "launch field saturday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 16 May 2051. You are talking to Sharon, a passenger on Pennine Skies Balloons' dawn "
                   "flight (Sat 17 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("farnhill", "village hall", "9al", "tournament", "roped off")), stored
        assert any("Cononley cricket ground" in c for c in context), context
        assert any("Jordan" in s for s in stored), stored
        reply = answer(question, context, mock="Cononley cricket ground - BD20 8LE for the sat nav. Be there for "
                                               "5.15am.")
finish(question, expected="Farnhill village hall field, BD20 9AL (gate by the bus stop) - the cricket ground's got a "
                          "junior tournament", actual=reply)
