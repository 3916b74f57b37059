"""Batch 75 (held out). A rugby club's end-of-season tour: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gaz, tour secretary of Dursley RFC's vets, runs the tour to Galway (Fri 7 - Sun 9 May 2032, 24 going) from the
tour WhatsApp. Each of his notes goes into mem0 with ``memory.add(messages, user_id="dursley-tour-32",
metadata={"date": ...})``; mem0's LLM pulls out the facts. Seven notes, Feb - April 2032.

Planted fault (ExtractionError, omitted at extraction): Gaz's note of 19/4 says "right lads 3 things. coach still
6am fri from the clubhouse, Lee driving us to Bristol airport. Harbour Hotel have cocked up - double sold our
rooms for a hen do (!!) so they've got us into the Menlo Park on Headford Rd, same money, they're paying the
difference. and Barry's sorted the Sat match v Galway Corinthians 2.30 ko". The extraction keeps the coach and the
match and drops the hotel. An older note (Feb) booked the Harbour Hotel. Question (Thu 6/5, Dai, one of the
props): "which hotel are we in over there?" -> expected the Menlo Park on Headford Rd. The assistant says the
Harbour Hotel.

Expected verdict: ExtractionError at mem0.extract inside the 19/4 add (fault() wraps that one add). Asserted: the
note names the Menlo Park; no stored memory mentions Menlo, Headford or the double booking, while the coach and the
match from the same note and the Feb hotel note are in the context. Another reading: none that we see; the
searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b75_mem0_rugby_tour_hotel_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dursley-tour-32"
HOTEL = ("right lads 3 things. coach still 6am fri from the clubhouse, Lee driving us to Bristol airport. Harbour "
         "Hotel have cocked up - double sold our rooms for a hen do (!!) so they've got us into the Menlo Park on "
         "Headford Rd, same money, they're paying the difference. and Barry's sorted the Sat match v Galway "
         "Corinthians 2.30 ko")
NOTES = [
    ("2032-02-03", "TOUR 2032 its Galway!! fri 7 - sun 9 May. Harbour Hotel on the docks, 12 twins, £89 a room a "
                   "night b&b, deposit paid off the club card",
     ["The 2032 tour is to Galway, Friday 7 to Sunday 9 May",
      "The tour is booked into the Harbour Hotel on the docks in Galway, 12 twin rooms at £89 a room a night B&B"]),
    ("11 Feb", "£220 each for tour, £50 dep by end of feb to me or in the tin behind the bar. 24 names so far, "
               "Smudge is a maybe (knee)",
     ["Tour cost is £220 each with a £50 deposit due by end of February",
      "24 names for tour so far; Smudge is a maybe because of his knee"]),
    ("2/3/32", "flights - Ryanair BRS-Shannon FR 2816 dep 08.40 fri, back sun FR 2817 18.05. NO hold bags, "
               "cabin only, kit goes in the club bag on the coach",
     ["Flights Bristol to Shannon FR2816 at 08.40 Friday, back Sunday FR2817 at 18.05",
      "Cabin bags only on the flights; kit goes in the club bag"]),
    ("2032-03-20", "Shannon to Galway on a minibus Barry's mate runs, €15 a head cash, about 1hr 20",
     ["Minibus from Shannon to Galway, €15 a head cash, about 1 hour 20"]),
    ("19/4", HOTEL,
     # the planted fault: the double-booked Harbour Hotel and the Menlo Park on Headford Rd are dropped
     ["Coach leaves the clubhouse at 6am on Friday, Lee driving to Bristol airport",
      "Saturday match against Galway Corinthians, 2.30 kick-off"]),
    ("Apr 24", "tour shirts in - £18, pay Mel. sizes on the sheet in the bar. fines kitty €5 a man, Judge is "
               "Tommo this yr god help us",
     ["Tour shirts have arrived, £18 each, pay Mel",
      "Fines kitty is €5 a man; Tommo is the judge this year"]),
    ("28.4.32", "sun brunch 11 at Busker Brownes b4 the bus back, booked for 24",
     ["Sunday brunch at 11 at Busker Brownes for 24 before the bus back"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dursley-tour"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HOTEL:
                assert "Menlo Park on Headford Rd" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which hotel are we in over there?"
    with turn_span("question Thu 6/5"):
        hits = []
        for query in ("hotel Galway rooms", "where are we staying", "coach clubhouse friday", "match Saturday"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 6 May 2032. You are talking to Dai, one of the props going on tour."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Coach leaves the clubhouse at 6am" in c for c in context), context
        assert any("Galway Corinthians" in c for c in context), context
        assert any("Harbour Hotel on the docks" in c for c in context), context
        assert not any("menlo" in s.lower() or "headford" in s.lower() or "hen do" in s.lower()
                       or "double sold" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="The Harbour Hotel on the docks in Galway - twin rooms, B&B.")
finish(question, expected="the Menlo Park (Headford Rd) - the Harbour sold our rooms twice", actual=reply)
