"""Batch 304 (held out). A guide dog puppy walking group: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Calderdale guide dog puppy walkers keep a shared helper for each pup. Pat is puppy walking Barney (a black
lab x golden retriever, with her from 9 weeks in August 2041 till he goes in for training); Kate Firth is their
Puppy Development Advisor (PDA). Pat types her notes in with ``memory.add(messages, user_id=..., metadata=...)``
and whoever is sitting Barney asks the helper things.

Planted fault (ExtractionError, a fact dropped at extraction): Pat's note of 2041-08-04T18:10 has Barney on 3 meals
a day, 80g each, of the Guide Dogs food in the green sack. Her note of Thu 3rd Oct is Kate's 4 month check - 14.6kg,
Kate's happy, and she says go down to 2 meals now but up it to 130g a meal, morning and tea time - and, in the same
breath, that he's cleared for buses (short hops first) and a free run in the field once a day, 10 mins max. The
extraction keeps the buses and the free run and drops the new ration: 3 x 80g stays the only feeding stored.
Question (Fri 18/10, Sue, sitting him on Saturday): "how much do I feed Barney at tea time? got the green sack, just
want to get it right 🐶" -> expected 130g (he's on 2 meals a day now, morning and tea time). The assistant says 80g.

Expected verdict: ExtractionError at mem0.extract inside the Thu 3rd Oct add (fault() wraps that one add): the note
given to mem0 has the 2 meals of 130g, and what was made from it leaves that out, so the store never held the ration
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
"up it to 130g a meal"; no stored memory or context line mentions 130g or 2 meals; the buses from the same note are
stored; the first note's "80g each" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b304_mem0_guide_dog_puppy_tea_ration_how_much_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calderdale-puppy-walkers-barney"
CUT = ("Thu 3rd Oct - Kate came for his 4 month check, 14.6kg (good lad 🐾) she's v happy w/ him. says go down to 2 "
       "meals now but up it to 130g a meal, morning + tea time. ALSO he's cleared for buses now!! short hops first, "
       "+ a free run in the field once a day, 10 mins max, recall's coming on")
NOTES = [
    ("2041-08-04T18:10", "2041-08-04T18:10 Barney's here!! 🐶 9 wks, black lab x goldie, bit of a wriggler. 3 meals a "
                         "day 80g each (the Guide Dogs food, it's in the green sack), water down at all times. PDA "
                         "is Kate Firth, she's coming thurs",
     ["Barney is a black lab x golden retriever puppy, 9 weeks old on 4 Aug",
      "Barney has 3 meals a day, 80g each, of the Guide Dogs food in the green sack",
      "Barney's Puppy Development Advisor is Kate Firth"]),
    ("12/8", "12/8 first puppy class at the centre, tues 10am. sat beautifully then weed on Kate's shoe 🙈 "
             "spending pen by the back door, 'busy busy' is the word",
     ["Puppy class is Tuesdays 10am at the centre",
      "Barney's spending pen is by the back door and the toilet word is 'busy busy'"]),
    ("Thu 3rd Oct", CUT,
     # the planted fault: the 2 meals of 130g are dropped
     ["Barney is cleared for buses, short hops first",
      "Barney can have a free run in the field once a day, 10 minutes max"]),
    ("Mon 14 oct", "Mon 14 oct Sue's sitting him sat while I'm at our Dawn's wedding, dropping him at 9 w/ his bed, "
                   "the sack + his kong. NO sofa, he knows he's not allowed (he'll try)",
     ["Sue is sitting Barney on Saturday while Pat is at a wedding, drop-off at 9",
      "Barney is not allowed on the sofa"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calderdale-pw-barney"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "up it to 130g a meal" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do I feed Barney at tea time? got the green sack, just want to get it right 🐶"
    with turn_span("question Fri 18/10"):
        hits = []
        for query in ("how much food does Barney get", "Barney meals a day", "feeding the puppy tea time"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 18 October 2041. You are talking to Sue, a puppy walker in the Calderdale group who "
                   "is sitting Barney on Saturday."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("130", "2 meals", "two meals")), stored
        assert any("80g each" in c for c in context), context
        assert any("buses" in s for s in stored), stored
        reply = answer(question, context, mock="80g at tea time - he has 3 meals a day, 80g each, from the green "
                                               "sack.")
finish(question, expected="130g - Kate's put him on 2 meals a day, 130g each, morning and tea time", actual=reply)
