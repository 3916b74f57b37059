"""Batch 16 (held out). Dog owner's vet log: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: after each vet visit the owner (Sam) types what the vet said, in her own shorthand, and the app stores it with
``memory.add(messages, user_id="dog-pickle", metadata={"date": ...})``; mem0's LLM extracts the facts. Later she asks
the assistant, which searches Pickle's memories and answers with litellm.

Planted fault (ExtractionError, omitted at extraction): the note of Tue 12/5/26 reads "Pickle @ Riverside vets: annual
booster done (DHP + L4), wt 14.2kg (+0.6), teeth ok-ish, scale maybe next yr. KC vacc NOT done today - Dr Ansell wants
it 2+ wks before kennels so booked Thu 4/6 9.40am, nurse clinic, GBP 38." mem0's extraction of that add keeps the
booster, the weight and the teeth, and drops the kennel-cough booking. Question (Mon 1 June): "When is Pickle booked
in for her kennel cough jab?" -> expected "Thursday 4 June at 9.40 am (nurse clinic at Riverside)". The assistant
says it only knows the annual booster was done on 12 May.

Expected verdict: ExtractionError at mem0.extract inside the 12 May add (fault() wraps that one add). Asserted: the
note holds "9.40am"; no stored memory and nothing in the context mentions the kennel-cough booking. Another reading:
none that we see; the search returns every memory of the dog.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b16_mem0_vet_kennelcough_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

DOG = "dog-pickle"
NOTES = [
    ("turn-1 vet note 3 Mar", "2026-03-03",
     "3/3 Pickle limping (front L) after the beach. Dr Ansell: soft tissue, no xray needed. Metacam 1.5ml once a day "
     "w/ food x 5 days, short lead walks only. GBP 64 inc meds."),
    ("turn-2 vet note 12 May", "2026-05-12",
     "Pickle @ Riverside vets: annual booster done (DHP + L4), wt 14.2kg (+0.6), teeth ok-ish, scale maybe next yr. "
     "KC vacc NOT done today - Dr Ansell wants it 2+ wks before kennels so booked Thu 4/6 9.40am, nurse clinic, "
     "GBP 38."),
    ("turn-3 note 20 May", "2026-05-20",
     "Kennels sorted for hols: Oakfield Boarding 20-27 June, GBP 22/night, they need the vacc card on drop-off."),
]
EXTRACTED = {
    "3/3 Pickle": ["Pickle had a soft tissue injury of the front left leg on 3 March 2026",
                   "Pickle was on Metacam 1.5ml daily with food for 5 days"],
    # the planted fault: the kennel-cough booking (Thu 4/6 9.40am, nurse clinic) is not extracted
    "Pickle @ Riverside": ["Pickle had her annual booster (DHP and L4) at Riverside vets",
                           "Pickle weighs 14.2 kg", "Pickle's teeth are OK; a scale may be needed next year"],
    "Kennels sorted": ["Pickle is booked at Oakfield Boarding kennels 20-27 June at GBP 22 a night",
                       "Oakfield Boarding needs Pickle's vaccination card at drop-off"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="vet"))
    for name, day, note in NOTES:
        with turn_span(name):
            msgs = [{"role": "user", "content": note}]
            if "9.40am" in note:
                with fault():
                    memory.add(msgs, user_id=DOG, metadata={"date": day})
            else:
                memory.add(msgs, user_id=DOG, metadata={"date": day})
    question = "When is Pickle booked in for her kennel cough jab?"
    with turn_span("turn-4 question Mon 1 June"):
        hits = memory.search(question, top_k=10, filters={"user_id": DOG})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": DOG})["results"]]
        assert any("14.2 kg" in c for c in context), context
        assert not any("9.40" in s or "nurse" in s or "kennel cough" in s.lower() or "KC" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="I don't have a kennel cough appointment for Pickle in her notes - "
                                               "only her 14.2 kg weigh-in and her teeth check at Riverside.")
finish(question, expected="Thursday 4 June at 9.40 am, nurse clinic at Riverside vets", actual=reply)
