"""Batch 192 (held out). A gardening club's coach trip: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Edgmond & District Gardening Club's summer coach trip is Sat 14th June 2043 to Hidcote and Kiftsgate in the
Cotswolds - Hodges Coaches, 49 seater, £32 a head with entry, lunch at Hidcote's barn cafe. Maureen (the club's trips
secretary) types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
members ask it things.

Planted fault (ExtractionError, a fact garbled at extraction): the first note (2043-03-11T19:15) has the pick-up at
8 from the church lychgate on Church Lane, back 7.30ish. Maureen's note of Tue 3rd June says the council's digging up
Church Lane for the new drains till the end of June and the coach can't get down it, so the pick-up's outside the Red
Lion on the main road instead, same time, 8 sharp; Brian will put it in the newsletter and Len's bringing his
folding chairs for the wait. The extraction turns it into a change of time on the same spot ("the coach pick-up at
the church is now 8 sharp because of the Church Lane roadworks"): the Red Lion is lost and the lychgate stays the
only place stored. Question (Thu 12/6, Dot, who's bringing her neighbour): "where's the coach picking us up sat? Iris
next door's coming too" -> expected outside the Red Lion on the main road, 8 sharp (Church Lane's dug up). The
assistant says the church lychgate on Church Lane at 8.

Expected verdict: ExtractionError at mem0.extract inside the Tue 3rd June add (fault() wraps that one add): the note
handed to mem0 moves the pick-up to the Red Lion, and what was made from it keeps the church as the place, so the
store never held the fact the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says the pick-up's outside the Red Lion; no stored memory or context line mentions the Red Lion
or the main road; the lychgate line and the garbled "8 sharp" line are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b192_mem0_gardening_coach_pickup_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "edgmond-gardening-club-maureen"
MOVE = ("council are digging up Church Lane for the new drains 🙄 till end of june, Hodges say the coach can't get "
        "down it so pick up's outside the Red Lion on the main road instead, same time, 8 sharp. Brian's putting it "
        "in the newsletter. Len's bringing his folding chairs for the wait lol")
NOTES = [
    ("2043-03-11T19:15", "COACH TRIP 🌷 sat 14th june Hidcote + Kiftsgate, Hodges 49 seater. £32 inc entry. pick up "
                         "8am from the church lychgate on Church Lane, back 7.30ish",
     ["The summer coach trip is Sat 14 June to Hidcote and Kiftsgate, Hodges 49-seater coach",
      "The trip costs £32 including entry",
      "Coach pick-up is 8am from the church lychgate on Church Lane",
      "The coach is back about 7.30pm"]),
    ("14/3", "names so far 31, Dot + her neighbour make 33. money to me by 16th may pls, cheques to EDGC not to me!!",
     ["31 names so far for the coach trip, 33 with Dot and her neighbour",
      "Money to Maureen by 16 May; cheques payable to EDGC"]),
    ("22.3.", "lunch - Hidcote barn cafe, booked 12.30ish for 40, soup + a sandwich £9.50 pay on the day. Kiftsgate "
              "after, 2.30-4.30, their rose border shld be out",
     ["Lunch is at Hidcote's barn cafe, booked for about 12.30 for 40",
      "Soup and a sandwich lunch is £9.50, paid on the day",
      "Kiftsgate visit is 2.30-4.30 in the afternoon"]),
    ("Tue 3rd June", MOVE,
     # the planted fault: the move to the Red Lion is garbled into a change of time at the church
     ["The coach pick-up at the church is now 8 sharp because of the Church Lane roadworks",
      "Brian is putting the pick-up details in the newsletter",
      "Len is bringing folding chairs for the wait"]),
    ("2043-06-08T20:30", "plant sales at both so bring a box or a bag for life, Hodges will let us use the boot. "
                         "sandwiches for the coach home from the Co-op if anyone wants",
     ["Bring a box or bag for plants; the coach boot can be used for plants",
      "Sandwiches for the journey home can be got from the Co-op"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="edgmond-gc-coach-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "pick up's outside the Red Lion on the main road instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the coach picking us up sat? Iris next door's coming too"
    hits = []
    for query in ("where does the coach pick us up", "coach pick-up place and time", "Church Lane roadworks"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 12 June 2043. You are talking to Dot, a member of Edgmond & District Gardening Club "
               "going on the coach trip (Sat 14 June) with her neighbour Iris."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("red lion", "lion", "main road", "instead")), stored
    assert any("Coach pick-up is 8am from the church lychgate on Church Lane" in c for c in context), context
    assert any("pick-up at the church is now 8 sharp" in c for c in context), context
    reply = answer(question, context, mock="From the church lychgate on Church Lane - 8 sharp, the roadworks mean "
                                           "they want everyone there on time. Len's bringing chairs for the wait.")
finish(question, expected="outside the Red Lion on the main road, 8 sharp - Church Lane's dug up for the drains",
       actual=reply)
