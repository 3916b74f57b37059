"""Batch 73 (held out). A mobile dog vet's rounds: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per round note.

App: Sam Reilly runs Reilly's Mobile Vets out of a converted Transit, doing farm dogs and house calls round the
Golden Valley. She dictates her round notes into her phone after each visit and they go into mem0 with
``memory.add(messages, user_id="reillys-vets", metadata={"date": ...})``; mem0's LLM pulls out the facts. In June
2031 a locum, Ellie, covers two days while Sam is at a CPD course. Seven notes, May - June 2031.

Planted fault (ExtractionError, omitted at extraction): the note for Brook Farm says "Brook Farm (the Prices) thurs
12/6 - 6 collies for lepto + kennel cough. Mr P rang, can we come 7.15 NOT the usual 10ish, they've got the
trailer booked to Builth show + want to be gone by half 8. bill to the farm acct as per". The extraction keeps the
booking and the billing and drops the 7.15 arrival. An older note says Brook Farm is always done about 10, once
milking's finished. Question (Wed 11/6, Ellie): "what time do I need to be at Brook Farm tomorrow?" -> expected
quarter past seven (they leave for the show by 8.30). The assistant says about 10.

Expected verdict: ExtractionError at mem0.extract inside the 2/6 add (fault() wraps that one add). Asserted: the
note has the 7.15 time; no stored memory mentions 7.15, Builth or the show, while the booking and the billing line
from the same note are in the context, and so is the "10ish after milking" note.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b73_mem0_dogvet_brookfarm_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "reillys-vets"
BROOK = ("Brook Farm (the Prices) thurs 12/6 - 6 collies for lepto + kennel cough. Mr P rang, can we come 7.15 NOT "
         "the usual 10ish, they've got the trailer booked to Builth show + want to be gone by half 8. bill to the "
         "farm acct as per")
NOTES = [
    ("2031-05-06", "Brook Farm - always go about 10ish, after milking's done + the yard's hosed, Mrs Price gets "
                   "arsey if the van's in the way of the tanker. dogs penned in the old calf shed",
     ["Brook Farm (the Prices) visits are about 10am, after milking is finished",
      "At Brook Farm the dogs are penned in the old calf shed; keep the van clear of the milk tanker"]),
    ("14 May", "Hill Farm Joneses - Meg spayed at the surgery 13/5, stitches out in 10-14 days. sheepdog trial "
               "lot, v fussy about their dogs",
     ["Meg (Hill Farm, the Joneses) was spayed on 13 May; stitches out in 10 to 14 days"]),
    ("20.5.31", "lepto vaccine stock - 2 boxes of 10 left in the van fridge, ordered 3 more from Centaur, due fri. "
                "fridge thermometer reading 6 deg, keep an eye",
     ["Two boxes of 10 lepto vaccines left in the van fridge; three more ordered from Centaur, due Friday",
      "Van fridge thermometer read 6 degrees; keep an eye on it"]),
    ("2031-05-29", "card machine in the van not connecting at the top of Bisley, take the old one as backup",
     ["The van's card machine does not connect at the top of Bisley; carry the old machine as a backup"]),
    ("2/6", BROOK,
     # the planted fault: the 7.15 arrival (they leave for Builth show by half 8) is dropped
     ["Brook Farm (the Prices) booked Thursday 12 June: 6 collies for lepto and kennel cough vaccinations",
      "Brook Farm's visit is billed to the farm account as usual"]),
    ("Jun 4th", "Ellie (locum) doing wed 11 + thurs 12 June while I'm at the CPD in Bristol. she's got the van "
                "keys, door code 4471",
     ["Ellie, a locum, covers Wednesday 11 and Thursday 12 June while Sam is at a CPD course in Bristol"]),
    ("6/6/31", "Mrs Okafor's cat (Pudding) - thyroid bloods back normal, ring her mon",
     ["Pudding, Mrs Okafor's cat: thyroid bloods normal; ring Mrs Okafor on Monday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="reillys-vets"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"round-note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BROOK:
                assert "7.15" in note and "half 8" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do I need to be at Brook Farm tomorrow?"
    with turn_span("question Wed 11/6"):
        hits = []
        for query in ("Brook Farm visit time", "Prices collies Thursday 12 June", "Brook Farm milking tanker",
                      "Ellie locum"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 11 June 2031. You are talking to Ellie, the locum, who does Brook Farm tomorrow."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("booked Thursday 12 June" in c for c in context), context
        assert any("billed to the farm account" in c for c in context), context
        assert any("about 10am" in c for c in context), context
        assert not any("7.15" in s or "Builth" in s or "show" in s.lower() or "8.30" in s or "half 8" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="About 10 - Brook Farm's always done after milking, once the yard's "
                                               "hosed down. Keep the van out of the tanker's way.")
finish(question, expected="quarter past 7 - they're off to Builth show by half 8", actual=reply)
