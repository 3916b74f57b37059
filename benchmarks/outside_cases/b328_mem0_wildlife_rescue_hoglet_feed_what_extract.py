"""Batch 328 (held out). A wildlife rescue centre's hedgehog pens: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Moorside Wildlife Rescue take in hedgehogs, birds and the odd fox in a converted barn above Luddenden. In
September 2051 they have three autumn hoglets in - Bramble, Thistle and Pip. The volunteers type their handover
notes into the rescue's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; whoever is on a
feed asks it what to do.

Planted fault (ExtractionError, a fact dropped at extraction): Sue's note of 2051-09-03T08:10 has the three hoglets
on soaked kitten biscuits with a bit of cat meat, 4x a day, weighed every morning. Jan's note of Thurs 14th Sept says
the vet came about Pip - it's not his chest, it's his teeth, a couple of wobbly ones, so NO biscuits for him at all,
not even soaked, mashed wet cat food only (the pouches, not the tins), and he goes in the end pen on his own - and,
in passing, asks whoever's on Saturday to do the bird cages and says they're low on puppy pads. The extraction keeps
the bird cages and the puppy pads and drops everything about Pip. Question (Tue 19/9, Tom, a new volunteer on his
first evening feed alone): "what am I feeding Pip tonight? first time on my own 😬" -> expected mashed wet cat food
from the pouches only, no biscuits (his teeth). The assistant says soaked kitten biscuits with a bit of cat meat.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 14th Sept add (fault() wraps that one add): the
note given to mem0 changes Pip's food, and what was made from it leaves that out, so the store never held the diet
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the
no-biscuits line; no stored memory or context line mentions his teeth, the pouches, wet cat food or the end pen; the
puppy pads from the same note are stored; the first note's kitten biscuits are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b328_mem0_wildlife_rescue_hoglet_feed_what_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-rescue-hog-pens"
CUT = ("Thurs 14th Sept (Jan) - vet came re Pip, it's NOT his chest after all it's his teeth, couple of wobbly ones "
       "poor lad. so NO biscuits for him at all, not even soaked!! mashed up wet cat food only (the pouches not the "
       "tins, tins are too lumpy) + he's in the end pen on his own for now. ALSO can whoever's on sat pls do the bird "
       "cages they're minging 🤢 and we're nearly out of puppy pads")
NOTES = [
    ("2051-09-03T08:10", "2051-09-03T08:10 HOGLETS 🦔 3 in from the allotments off Burnley Rd - Bramble, Thistle + "
                         "Pip, all under 300g. kitten biscuits soaked + a bit of cat meat, 4x a day, weigh every am "
                         "& write it on the whiteboard pls (Sue)",
     ["Three hoglets came in from the allotments off Burnley Rd: Bramble, Thistle and Pip, all under 300g",
      "The hoglets are fed soaked kitten biscuits with a bit of cat meat, 4 times a day",
      "The hoglets are weighed every morning and the weights go on the whiteboard"]),
    ("9/9", "9/9 Bramble up to 340g 👍 Thistle's eye still gunky - drops 2x a day, they're in the fridge (blue lid). "
            "Pip a bit wheezy?? keeping an eye, Sue",
     ["Bramble is up to 340g",
      "Thistle has eye drops twice a day; the drops are in the fridge with the blue lid",
      "Pip was a bit wheezy on 9/9"]),
    ("Thurs 14th Sept", CUT,
     # the planted fault: the vet's change to Pip's food (and his pen) is dropped
     ["Whoever is on Saturday should clean out the bird cages",
      "The rescue is nearly out of puppy pads"]),
    ("Sun 17/9", "Sun 17/9 Jan's doing the late feeds this wk, key's under the hedgehog (the stone one ha). Bramble's "
                 "release sorted - Mrs Oduya's garden in Luddenden once he's 600g",
     ["Jan is doing the late feeds this week",
      "The barn key is under the stone hedgehog",
      "Bramble will be released in Mrs Oduya's garden in Luddenden once he is 600g"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-hog-pens-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NO biscuits for him at all" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what am I feeding Pip tonight? first time on my own 😬"
    with turn_span("question Tue 19/9"):
        hits = []
        for query in ("what do the hoglets eat", "Pip food feed", "hedgehog feeding"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 19 September 2051. You are talking to Tom, a new volunteer at Moorside Wildlife "
                   "Rescue doing the evening feed."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("teeth", "pouch", "wet cat food", "end pen", "no biscuits")), stored
        assert any("soaked kitten biscuits" in c for c in context), context
        assert any("puppy pads" in s for s in stored), stored
        reply = answer(question, context, mock="Pip has soaked kitten biscuits with a bit of cat meat, same as the "
                                               "others - and don't forget to weigh him in the morning.")
finish(question, expected="mashed wet cat food from the pouches only - no biscuits at all, the vet found wobbly teeth",
       actual=reply)
