"""Batch 251 (held out). A dog-walking business's client notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Muddy Paws (Jo's dog-walking business in Hebden Bridge) keeps a note per client visit in its helper - who the
dog is, when it's walked, where the key is, what to watch out for. Jo types her notes in with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Kyle, who covers for her, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jo's note of 2050-03-03T08:15 signs up Mrs Okafor at
14 Brook Lane - Biscuit, a cockapoo, Mon/Weds/Fri 12-1, keysafe by the back door, code 2093. Her note of Thurs 20th
Mar says Mrs O texted: she's had the keysafe changed since the cleaner left (long story), the new code's 4471 and
the old one won't work - and also that Biscuit's off to her sister's 28th-31st (no walks) and there's a new red
harness in the hall. The extraction keeps the sister's dates and the harness and drops the new code: 2093 stays
the only code stored. Question (Tue 25/3, Kyle): "whats the keysafe code at Mrs Okafor's? I've got Biscuit tmrw
while ur at the dentist" -> expected 4471. The assistant says 2093.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 20th Mar add (fault() wraps that one add): the
note given to mem0 has the new code, and what was made from it leaves that out, so the store never held the code
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
4471; no stored memory or context line has 4471, the cleaner or the change of keysafe; the harness from the same
note is stored; the first note's code 2093 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b251_mem0_dog_walking_keysafe_code_what_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws-jo"
CUT = ("Thurs 20th Mar - Mrs O texted, she's had the keysafe changed since the cleaner left (long story 🙄) new code's "
       "4471, the old one won't work now. ALSO Biscuit's off to her sister's 28th-31st so no walks them days + "
       "there's a new harness in the hall, the red one, the blue one's chewed")
NOTES = [
    ("2050-03-03T08:15", "2050-03-03T08:15 new client 🐶 Mrs Okafor, 14 Brook Lane. Biscuit, cockapoo, 2yrs, mon/weds/"
                         "fri 12-1, solo walks for now. keysafe by the back door, code 2093. she's nervous of bikes",
     ["Mrs Okafor is a new client at 14 Brook Lane with Biscuit, a 2 year old cockapoo",
      "Biscuit is walked Mon/Weds/Fri 12-1, solo walks for now",
      "The keysafe at Mrs Okafor's is by the back door, code 2093",
      "Biscuit is nervous of bikes"]),
    ("11/3", "11/3 Biscuit - recall's coming on, still won't come back if there's a squirrel 🐿️ Mrs O pays monthly by "
             "BACS, £12 a walk",
     ["Biscuit's recall is improving but not around squirrels",
      "Mrs Okafor pays monthly by BACS, £12 a walk"]),
    ("Thurs 20th Mar", CUT,
     # the planted fault: the new keysafe code is dropped
     ["Biscuit is away at Mrs Okafor's sister's 28th-31st March, no walks those days",
      "There is a new red harness for Biscuit in the hall; the blue one is chewed"]),
    ("Mon 24/3", "Mon 24/3 Biscuit was a star today, met a horse on the tops + didn't bark once!! new poo bags on the "
                 "side in the kitchen",
     ["Biscuit met a horse on 24/3 and didn't bark",
      "New poo bags are on the side in Mrs Okafor's kitchen"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws-clients"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "new code's 4471" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "whats the keysafe code at Mrs Okafor's? I've got Biscuit tmrw while ur at the dentist"
    with turn_span("question Tue 25/3"):
        hits = []
        for query in ("keysafe code Mrs Okafor", "how do I get in at Brook Lane", "Biscuit key"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 25 March 2050. You are talking to Kyle, who covers walks for Muddy Paws."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("4471", "cleaner", "changed", "new code")), stored
        assert any("code 2093" in c for c in context), context
        assert any("red harness" in s for s in stored), stored
        reply = answer(question, context, mock="It's 2093 - the keysafe's by the back door at 14 Brook Lane.")
finish(question, expected="4471 - Mrs Okafor had the keysafe changed after the cleaner left", actual=reply)
