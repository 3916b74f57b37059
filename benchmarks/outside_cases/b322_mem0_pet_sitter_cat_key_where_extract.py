"""Batch 322 (held out). A pet sitter's client notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Jade runs Paws at Home, a one-woman pet-sitting round in Todmorden - cat visits, dog walks, holiday
drop-ins. She types her notes on each client into her helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``, and her cover sitter Tom asks it things when he takes a visit for her.

Planted fault (ExtractionError, a fact dropped at extraction): Jade's note of 2050-04-02T18:10 has the Okafors'
key in the key safe by the back door, code 4471. Her note of Sat 16th Apr says Mrs O texted - someone tried the
back door while they were at her sister's, so they've had the lock changed and the key safe taken off, and the
spare key is with Dave next door at no. 14 (he's in from 6.30 most mornings) - and, in passing, Mango's on the
new renal biscuits, half a pouch in the morning. The extraction keeps the renal biscuits and drops the key: the
key safe with its code stays the only key arrangement stored. Question (Thu 21/4, Tom, doing the Okafors' 7am
visit on Fri): "where do I get the key for the Okafors' tmrw? I'm doing the 7am" -> expected from Dave next door at
no. 14 (the key safe's gone). The assistant says the key safe by the back door, code 4471.

Expected verdict: ExtractionError at mem0.extract inside the Sat 16th Apr add (fault() wraps that one add): the
note given to mem0 moves the key to Dave at no. 14, and what was made from it leaves that out, so the store never
held the place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note names Dave at no. 14; no stored memory or context line mentions Dave, no. 14, the lock change or the key
safe going; Mango's renal biscuits from the same note are stored; the first note's key safe code is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b322_mem0_pet_sitter_cat_key_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paws-at-home-jade"
CUT = ("Sat 16th Apr - Mrs O texted, someone tried the back door while they were at her sisters 😳 so they've had the "
       "lock changed + the key safe's come off. spare key's with Dave next door at no.14 now, he's in from 6.30 most "
       "mornings. ALSO Mango's on the new renal biscuits from the vets, half a pouch am, NOT the old ones")
NOTES = [
    ("2050-04-02T18:10", "OKAFORS (Biscuit + Mango, 2 cats) - 2 visits a day while they're away 21st-24th, 7am + "
                         "6pm. key in the key safe by the back door, code 4471. litter tray in the utility, bin bags "
                         "under the sink",
     ["The Okafors have two cats, Biscuit and Mango",
      "The Okafors want 2 visits a day, 7am and 6pm, while they're away 21st-24th April",
      "The Okafors' key is in the key safe by the back door, code 4471",
      "The Okafors' litter tray is in the utility room; bin bags are under the sink"]),
    ("9/4", "9/4 meet + greet at the Okafors went fine, Biscuit hid the whole time lol. Mango'll eat anything, "
            "Biscuit only the chicken pouches. £14 a visit, paid up front",
     ["Biscuit is shy and only eats the chicken pouches; Mango will eat anything",
      "The Okafors pay £14 a visit, up front"]),
    ("Sat 16th Apr", CUT,
     # the planted fault: the key going to Dave at no. 14 is dropped
     ["Mango is on the new renal biscuits from the vet, half a pouch in the morning, not the old ones"]),
    ("19.4.", "19.4. Tom's doing my fri visits (dentist 🦷) - Okafors 7am, the Pattersons' rabbits 8.30, Rolo's walk "
              "at 12. I'll do sat + sun",
     ["Tom is covering Jade's Friday visits: the Okafors at 7am, the Pattersons' rabbits at 8.30, Rolo's walk at 12",
      "Jade is doing the Saturday and Sunday visits herself"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paws-at-home-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "spare key's with Dave next door at no.14" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do I get the key for the Okafors' tmrw? I'm doing the 7am"
    with turn_span("question Thu 21/4"):
        hits = []
        for query in ("Okafors key", "where is the key kept", "getting into the Okafors house"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 21 April 2050. You are talking to Tom, who is covering Jade's Friday pet-sitting "
                   "visits."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("dave", "no.14", "no. 14", "lock changed", "come off", "next door")), stored
        assert any("key safe by the back door, code 4471" in c for c in context), context
        assert any("renal biscuits" in s for s in stored), stored
        reply = answer(question, context, mock="It's in the key safe by the back door - code 4471.")
finish(question, expected="from Dave next door at no. 14 - the key safe's come off since the lock was changed",
       actual=reply)
