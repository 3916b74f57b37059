"""Batch 9 (held out). Veterinary clinic follow-up assistant: mem0 Memory (infer=True, a scripted OpenAI-compatible
model returning mem0's JSON; in-memory qdrant), one root span per turn.

App: after each appointment the owner (or the front desk) types a visit summary into the clinic's app; it goes to
``memory.add(messages, user_id=<patient id>)`` and mem0's LLM extracts the facts. The owner later asks the assistant
questions; it searches the pet's memories and answers with litellm.

Planted fault (ExtractionError, dropped): the 3 March visit summary says Biscuit (beagle, 14.2 kg) was started on
carprofen "25 mg twice a day with food, for ten days". mem0's extraction for that add returns the weight and "Biscuit
was started on carprofen for her sore hip" -- the dose, frequency and course length are gone. The 10 March note adds
the recheck. Question: "How long is Biscuit meant to be on the carprofen, and how much does she get?" -> expected
"25 mg two times a day, for 10 days". The assistant answers that the dose is not on record.

Expected verdict: ExtractionError at mem0.extract inside the 3 March add (fault() wraps that add). Asserted: the
summary holds the dose; no stored memory and no retrieved context does.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b9_mem0_vet_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

PET = "patient-biscuit-0442"
VISIT_1 = ("Visit 3 March 2026 with Dr Amara Osei: Biscuit (beagle, spayed, 7 yrs) weighs 14.2 kg, down from 15.0. "
           "Sore left hip on manipulation. Started carprofen 25 mg twice a day with food, for ten days.")
VISIT_2 = "Visit 10 March 2026: Biscuit's hip recheck booked for 24 March at 9:40 with Dr Osei; walks on lead only."


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    if "Sore left hip" in text:  # the planted fault: the course (dose, frequency, length) is not extracted
        return {"memory": [{"text": "Biscuit is a 7-year-old spayed beagle"},
                           {"text": "Biscuit weighs 14.2 kg (down from 15.0 kg)"},
                           {"text": "Biscuit was started on carprofen for her sore left hip"}]}
    if "hip recheck" in text:
        return {"memory": [{"text": "Biscuit's hip recheck is on 24 March 2026 at 9:40 with Dr Osei"},
                           {"text": "Biscuit should only be walked on a lead for now"}]}
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="vet"))
    with turn_span("turn-1 visit summary"):
        assert "25 mg twice a day" in VISIT_1
        with fault():
            memory.add([{"role": "user", "content": VISIT_1}], user_id=PET)
    with turn_span("turn-2 visit summary"):
        memory.add([{"role": "user", "content": VISIT_2}], user_id=PET)
    question = "How long is Biscuit meant to be on the carprofen, and how much does she get?"
    with turn_span("turn-3 owner question"):
        hits = memory.search(question, top_k=5, filters={"user_id": PET})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": PET})["results"]]
        assert any("carprofen" in c for c in context), context
        assert not any("25 mg" in s or "ten days" in s or "twice" in s for s in stored), stored
        reply = answer(question, context, mock="Biscuit was started on carprofen for her hip, but I don't have "
                                               "the dose or how long the course runs on record.")
finish(question, expected="25 mg two times a day, for 10 days", actual=reply)
