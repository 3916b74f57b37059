"""Batch 275 (held out). A Brownies unit's summer trip: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: 3rd Todmorden Brownies go to Chester Zoo on Sat 21st June 2051 by coach - packed lunch, the zoo's "animal
detectives" badge workshop, back at the Scout hut in the evening. Brown Owl (Karen) types her notes into the unit's
parents' helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Karen's note of 2051-05-02T21:10 has the coach
leaving the Scout hut at 8am and back about 5. Her note of Thurs 12/6 says the coach firm rang - their driver's
hours rules mean a 45 minute break on the way home, so it's back at the hut 5.45 not 5, tell the grown-ups -
and, in passing, that sun cream goes on before they come and that Snowy Owl is doing the first aid kit. The
extraction keeps the sun cream and the first aid and drops the new pick-up time: "back about 5" stays the only time
stored. Question (Fri 20/6, Jo, Maisie's mum): "what time do I pick Maisie up from the zoo trip? I finish work at
half 4" -> expected 5.45 at the Scout hut. The assistant says about 5.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 12/6 add (fault() wraps that one add): the note
given to mem0 moves the pick-up to 5.45, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
5.45; no stored memory or context line mentions 5.45, the driver's break or the coach firm ringing; the sun cream
from the same note is stored; the first note's "back about 5" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b275_mem0_brownies_zoo_trip_pickup_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "3rd-tod-brownies-brown-owl"
CUT = ("Thurs 12/6 coach firm rang 🙄 driver's hours rules, he has to have a 45 min break on the way home so it's "
       "back at the hut 5.45 NOT 5, pls tell the grown ups. also sun cream ON before they come pls, we'll top up "
       "after lunch, + Snowy Owl's doing the first aid kit (she's got the epipens list)")
NOTES = [
    ("2051-05-02T21:10", "ZOO TRIP 🦒 sat 21st june Chester Zoo! coach from the Scout hut 8am sharp, back about 5. "
                         "£22 incl the badge workshop, consent forms back by 30th may",
     ["The Chester Zoo trip is Sat 21st June; the coach leaves the Scout hut at 8am sharp, back about 5",
      "The zoo trip costs £22 including the badge workshop",
      "Consent forms for the zoo trip are due back by 30th May"]),
    ("28.5.", "28.5. 19 girls going + 4 leaders + 2 parent helpers (thanks Sam's dad!!). packed lunch, no fizzy "
              "pop on the coach pls, waterproof just in case",
     ["19 girls, 4 leaders and 2 parent helpers are going on the zoo trip",
      "Girls need a packed lunch and a waterproof; no fizzy pop on the coach"]),
    ("Thurs 12/6", CUT,
     # the planted fault: the new pick-up time is dropped
     ["Sun cream should be on before the girls arrive; leaders top up after lunch",
      "Snowy Owl is doing the first aid kit and has the epipens list"]),
    ("Tue 17th June", "Tue 17th June - sixes for the day: Foxgloves w/ me, Bluebells w/ Tawny, Daisies w/ Snowy, "
                      "Poppies w/ Sam's dad + Mrs Kaur. unit t-shirts on so we can spot them",
     ["The girls go round the zoo in their sixes, each six with a leader or parent helper",
      "Girls wear unit t-shirts on the zoo trip"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="3rd-tod-brownies-zoo"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "back at the hut 5.45 NOT 5" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do I pick Maisie up from the zoo trip? I finish work at half 4"
    with turn_span("question Fri 20/6"):
        hits = []
        for query in ("zoo trip pick up time", "when is the coach back", "back at the Scout hut"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 20 June 2051. You are talking to Jo, mum of Maisie in 3rd Todmorden Brownies."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("5.45", "driver", "45 min", "coach firm")), stored
        assert any("back about 5" in c for c in context), context
        assert any("Sun cream" in s for s in stored), stored
        reply = answer(question, context, mock="About 5 o'clock, back at the Scout hut - so you'll make it easily.")
finish(question, expected="5.45 at the Scout hut - the driver has to take a 45 minute break on the way home",
       actual=reply)
