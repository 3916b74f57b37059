"""Batch 72 (held out). A dog groomer's diary: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per diary note.

App: Kerry runs Muddy Paws, a one-van dog groomer round Nailsworth (her sister Bex helps on Saturdays). She talks her
diary notes into her phone and they go into mem0 with ``memory.add(messages, user_id="muddy-paws", metadata=
{"date": ...})``; mem0's LLM pulls out the facts. Seven notes, Feb - Mar 2031.

Planted fault (ExtractionError, omitted at extraction): the booking note for Biscuit says "Biscuit (Mrs Okoro's
cockapoo) tues 11/3 9.30 - matted behind the ears again, shave down this time not scissor, she's ok w that. ALSO
he's on steroid cream for a hot spot on his left hip so NOTHING medicated near it, vet says the oatmeal one only.
she'll collect 12ish". The extraction keeps the booking, the shave-down and the collection time and drops the
shampoo instruction. An older note (Jan) says Biscuit gets the medicated chlorhexidine wash for his itchy skin.
Question (Mon 10/3, Bex, doing Biscuit tomorrow): "which shampoo do I use on Biscuit tomorrow?" -> expected the
oatmeal one (the vet said nothing medicated, he's on a steroid cream). The assistant says the chlorhexidine wash.

Expected verdict: ExtractionError at mem0.extract inside the 3/3 add (fault() wraps that one add). Asserted: the
note has the oatmeal instruction; no stored memory mentions oatmeal or the steroid cream, while the booking and the
shave-down from the same note are in the context, and so is the chlorhexidine note. Another reading: none that we
see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b72_mem0_groomer_biscuit_shampoo_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws"
BOOKING = ("Biscuit (Mrs Okoro's cockapoo) tues 11/3 9.30 - matted behind the ears again, shave down this time not "
           "scissor, she's ok w that. ALSO he's on steroid cream for a hot spot on his left hip so NOTHING medicated "
           "near it, vet says the oatmeal one only. she'll collect 12ish")
NOTES = [
    ("2031-01-21", "Biscuit in today, itchy as anything, scratching his tummy raw. used the chlorhexidine wash (the "
                   "green bottle) - Mrs O says keep using it on him, the vet recommended it in the autumn",
     ["Biscuit (Mrs Okoro's cockapoo) gets the medicated chlorhexidine wash (green bottle) for his itchy skin",
      "Vet recommended the chlorhexidine wash for Biscuit in the autumn"]),
    ("3 Feb", "Pepper + Dottie (the Harrises' two westies) every 6 wks, next 17/3. Dottie nips if u touch her back "
              "feet, muzzle in the door pocket",
     ["Pepper and Dottie, the Harrises' westies, come every 6 weeks; next on 17 March",
      "Dottie nips if her back feet are touched; muzzle is in the van's door pocket"]),
    ("12.2.31", "van's hot water heater is on the blink again, Gaz coming fri. fill the big kettle flask in the "
                "morning just in case",
     ["Van's hot water heater is faulty; Gaz is fixing it on Friday",
      "Fill the big kettle flask each morning until the heater is fixed"]),
    ("2031-02-25", "oatmeal shampoo running low, 1 bottle left - ordered 2 more from Groomers Direct £14.99 each, "
                   "should come thurs",
     ["Ordered two bottles of oatmeal shampoo from Groomers Direct at £14.99 each, due Thursday"]),
    ("3/3", BOOKING,
     # the planted fault: the oatmeal-only / nothing medicated instruction (steroid cream on a hot spot) is dropped
     ["Biscuit (Mrs Okoro's cockapoo) booked Tuesday 11 March at 9.30",
      "Biscuit is matted behind the ears; shave down rather than scissor, agreed with Mrs Okoro",
      "Mrs Okoro will collect Biscuit around 12"]),
    ("Mar 6", "Bex doing sats + tues 11th (I'm at mum's hosp appt). she's fine w cockapoos, not keen on the big "
              "doodles",
     ["Bex works Saturdays and is covering Tuesday 11 March",
      "Bex is fine with cockapoos but not keen on large doodles"]),
    ("8/3/31", "Mrs Okoro paid for the last 2 on the app, £45 each, she's put a tip on too bless her",
     ["Mrs Okoro paid £45 each for Biscuit's last two grooms on the app, with a tip"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BOOKING:
                assert "oatmeal one only" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which shampoo do I use on Biscuit tomorrow?"
    with turn_span("question Mon 10/3"):
        hits = []
        for query in ("Biscuit shampoo wash", "Biscuit Mrs Okoro cockapoo booking", "skin vet cream medicated",
                      "Tuesday 11 March"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 10 March 2031. You are talking to Bex, who is grooming Biscuit tomorrow."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("shave down" in c for c in context), context
        assert any("booked Tuesday 11 March at 9.30" in c for c in context), context
        assert any("chlorhexidine" in c for c in context), context
        assert not any("steroid" in s.lower() or "hot spot" in s.lower() or "nothing medicated" in s.lower()
                       for s in stored + context), stored
        assert not any("Biscuit" in s and "oatmeal" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="The chlorhexidine wash, the green bottle - it's what the vet "
                                               "recommended for his itchy skin.")
finish(question, expected="the oatmeal one - nothing medicated, he's got steroid cream on a hot spot", actual=reply)
