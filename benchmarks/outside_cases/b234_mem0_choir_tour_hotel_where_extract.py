"""Batch 234 (held out). A choir's tour weekend: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Holme Valley Community Choir go on tour Sat 21st - Sun 22nd May 2050 - a coach down to Herefordshire, a
concert in Hereford Cathedral on the Saturday at 7.30, one night away, Sunday lunch and a 3pm concert at St
Laurence's, Ludlow, then home. Bev (the tour secretary) types her notes into the choir's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; singers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Bev's note of 2050-02-03T20:10 has the Saturday night
at the Travelodge on the Hereford ring road (twins, £48 pp). Her note of Weds 13 Apr says the Travelodge have
double booked them, so she's moved everyone to the Feathers Hotel in Ludlow for the Saturday night (£52 pp,
breakfast in, 40 min on the coach after the concert); and, in passing, black folders not the blue ones, and Jan's
whip-round for Graham's retirement. The extraction keeps the folders and the whip-round and drops the move: the
Travelodge stays the only hotel stored. Question (Mon 16/5, Linda, an alto): "which hotel are we stopping in on the
sat night? my daughter wants an address in case" -> expected the Feathers Hotel in Ludlow. The assistant says the
Travelodge on the Hereford ring road.

Expected verdict: ExtractionError at mem0.extract inside the Weds 13 Apr add (fault() wraps that one add): the note
given to mem0 moves the Saturday night to the Feathers in Ludlow, and what was made from it leaves that out, so the
store never held the hotel the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the Feathers; no stored memory or context line mentions the Feathers, the double booking
or £52; the folders from the same note are stored; the first note's Travelodge is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b234_mem0_choir_tour_hotel_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hvcc-tour-2050-bev"
CUT = ("Weds 13 Apr - Travelodge have only gone + double booked us 🙄🙄 so I've moved us all to the Feathers Hotel in "
       "Ludlow for the sat night, near enough same money (£52 pp, brekkie incl), means 40 mins on the coach after "
       "the concert but it's lovely + right by the church for sun. ALSO black folders pls not the blue ones, + Jan's "
       "doing a whip-round for Graham's retirement, a fiver if u can")
NOTES = [
    ("2050-02-03T20:10", "TOUR 🎶 sat 21st - sun 22nd may, Hereford + Ludlow. coach from the Co-op car park sat "
                         "8.30am sharp, sat night's the Travelodge on the Hereford ring rd (twins, £48 pp), concerts "
                         "sat 7.30 Hereford cathedral + sun 3pm St Laurence's Ludlow",
     ["The choir tour is Sat 21 - Sun 22 May 2050, to Hereford and Ludlow",
      "The coach leaves the Co-op car park at 8.30am on the Saturday",
      "Saturday night is at the Travelodge on the Hereford ring road, twin rooms, £48 per person",
      "Concerts: Saturday 7.30pm Hereford Cathedral, Sunday 3pm St Laurence's, Ludlow"]),
    ("14/3", "14/3 deposits £40 each to me by end of march pls!! 38 singers + 4 partners so far. music for both - "
             "Faure Requiem 1st half, the folk set + Gwahoddiad after the interval",
     ["Tour deposits are £40 each, to Bev by the end of March",
      "38 singers and 4 partners are going so far",
      "Programme: Faure Requiem in the first half, the folk set and Gwahoddiad after the interval"]),
    ("Weds 13 Apr", CUT,
     # the planted fault: the move to the Feathers Hotel, Ludlow is dropped
     ["Singers should bring black folders, not the blue ones",
      "Jan is collecting for Graham's retirement present, £5 if possible"]),
    ("Tue 10th May", "Tue 10th May coach co rang, driver's Steve again 👍 loo on board. sun lunch at the Charlton Arms "
                     "b4 the concert, menu's on the fb page, pre-order to me by fri",
     ["The coach driver is Steve again and the coach has a toilet",
      "Sunday lunch is at the Charlton Arms before the concert; pre-order to Bev by Friday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hvcc-tour-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved us all to the Feathers Hotel in Ludlow for the sat night" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which hotel are we stopping in on the sat night? my daughter wants an address in case"
    with turn_span("question Mon 16/5"):
        hits = []
        for query in ("hotel saturday night", "where are we staying on tour", "accommodation address"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 16 May 2050. You are talking to Linda, an alto in Holme Valley Community Choir (tour "
                   "Sat 21 - Sun 22 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("feathers", "double book", "£52", "moved us")), stored
        assert any("Travelodge on the Hereford ring road" in c for c in context), context
        assert any("black folders" in s for s in stored), stored
        reply = answer(question, context, mock="The Travelodge on the Hereford ring road - you're in twin rooms there "
                                               "on the Saturday night.")
finish(question, expected="the Feathers Hotel in Ludlow - the Travelodge double booked them", actual=reply)
