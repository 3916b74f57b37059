"""Batch 260 (held out). An amateur astronomy society's outreach bookings: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Ovenden Astronomical Society do outreach evenings for schools, Brownies, Scouts and the WI through the winter
of 2051 - telescopes on a field, a planetarium tent, a talk. Anita (the outreach secretary) types her booking notes
into the society's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members who bring
scopes ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Anita's note of 2051-01-09T19:40 has St Mary's
Primary's stargazing evening on Thu 16th Feb on the school field, set up from 5.30. Her note of Sat 28th Jan says
Mrs Patel emailed - the new all-weather pitch next to the field has its floodlights on till 8 on Thursdays (the
football club), so no good for scopes; the vicar's said they can use the churchyard field behind St Mary's church
instead, gate off Church Lane, same times - and, in passing, that Dave's bringing the big Dobsonian and someone's
needed for the planetarium tent. The extraction keeps the Dobsonian and the planetarium tent and drops the move:
the school field stays the only place stored. Question (Tue 14/2, Jim): "where do I set up for St Mary's on thurs?
want to get the car as close as I can, the 8 inch weighs a ton" -> expected the churchyard field behind St Mary's
church, gate off Church Lane. The assistant says the school field.

Expected verdict: ExtractionError at mem0.extract inside the Sat 28th Jan add (fault() wraps that one add): the
note given to mem0 moves the evening to the churchyard field, and what was made from it leaves that out, so the
store never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the churchyard field; no stored memory or context line mentions the churchyard, the vicar,
Church Lane or the floodlights; the Dobsonian from the same note is stored; the first note's school field is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b260_mem0_astro_school_night_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ovenden-as-outreach-anita"
CUT = ("Sat 28th Jan - Mrs Patel emailed 🙄 the new all weather pitch next to the field has its floodlights on till 8 "
       "on thurs (football club) so thats no good for us. the vicar's said we can use the churchyard field behind St "
       "Mary's church instead, gate off Church Lane, same times. ALSO Dave's bringing the big dob!! + can someone "
       "do the planetarium tent pls, Brian's away")
NOTES = [
    ("2051-01-09T19:40", "2051-01-09T19:40 OUTREACH 🔭 St Mary's primary stargazing eve booked - thurs 16th feb, set "
                         "up on the school field from 5.30, kids + parents 6-7.30. Mrs Patel's the contact. need 4 "
                         "scopes min",
     ["St Mary's Primary stargazing evening is Thu 16th Feb, set up on the school field from 5.30",
      "Kids and parents at St Mary's from 6 to 7.30",
      "Mrs Patel is the contact at St Mary's Primary",
      "At least 4 scopes are needed for the St Mary's evening"]),
    ("17/1", "17/1 Brownies at Illingworth want a moon nite in march, tues or weds, 1st Illingworth, about 25 girls. "
             "told them yes, dates tbc",
     ["1st Illingworth Brownies want a moon night in March, Tuesday or Wednesday, about 25 girls, dates tbc"]),
    ("Sat 28th Jan", CUT,
     # the planted fault: the move to the churchyard field is dropped
     ["Dave is bringing the big Dobsonian to St Mary's",
      "Someone is needed to do the planetarium tent at St Mary's as Brian is away"]),
    ("6.2.", "6.2. kit for St Mary's - 4 scopes, red torches x30, moon map posters, hi vis for the car park "
             "marshals. Jim's doing 5 mins on the ISS, theres a pass at 6.52 🛰️",
     ["Kit for St Mary's: 4 scopes, 30 red torches, moon map posters, hi-vis for car park marshals",
      "Jim is doing 5 minutes on the ISS at St Mary's; there is an ISS pass at 6.52"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(),
                                                  collection="ovenden-as-outreach-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "use the churchyard field behind St Mary's church instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("where do I set up for St Mary's on thurs? want to get the car as close as I can, the 8 inch weighs "
                "a ton")
    with turn_span("question Tue 14/2"):
        hits = []
        for query in ("where is the St Mary's stargazing evening", "set up field for the scopes", "St Mary's Primary"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 February 2051. You are talking to Jim, a member of Ovenden Astronomical Society "
                   "who brings his telescope to outreach evenings."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("churchyard", "vicar", "church lane", "floodlight")), stored
        assert any("set up on the school field from 5.30" in c for c in context), context
        assert any("Dobsonian" in s for s in stored), stored
        reply = answer(question, context,
                       mock="On the school field at St Mary's - set up from 5.30, kids arrive at 6.")
finish(question, expected="the churchyard field behind St Mary's church (gate off Church Lane) - the school field's "
                          "floodlit by the new pitch on Thursdays", actual=reply)
