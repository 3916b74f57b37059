"""Batch 330 (held out). A scaffolding firm's yard: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Hebble Scaffolding run their yard off Lowfields Rd, Elland - two wagons, three gangs, a cabin, tube and board
racks. Dean (the yard foreman) types his notes into the yard's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the lads ask it things. On Mon 14th March 2050 a gang starts a scaffold round the hall
roof at St Chad's primary school in Brighouse.

Planted fault (ExtractionError, a fact dropped at extraction): Dean's note of 2050-03-03T16:40 has the wagon loading
at 6.30 for St Chad's, off the yard by 7. His note of Thu 10 Mar says the school's caretaker rang - they want the
lads on site and the wagon parked up before the kids get in at 8.15, so loading is 5.45 now, off the yard 6.15 at
the latest - and, in passing, the Mackays boards came early (80 on the back racks) and Kev's tagging the ladders on
Saturday. The extraction keeps the boards and the ladders and drops the new loading time: 6.30 stays the only time
stored. Question (Sun 13/3, Darren, borrowed from the other gang): "what time we loading monday for st chads? need
to sort a lift in, my van's in the garage" -> expected 5.45 (off the yard by 6.15). The assistant says 6.30, off by
7.

Expected verdict: ExtractionError at mem0.extract inside the Thu 10 Mar add (fault() wraps that one add): the note
given to mem0 moves the loading to 5.45, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the
5.45 loading; no stored memory or context line mentions 5.45, 6.15, the caretaker or the kids getting in; the boards
and the ladders from the same note are stored; the first note's 6.30 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b330_mem0_scaffold_yard_loading_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebble-scaffolding-yard-dean"
CUT = ("Thu 10 Mar - caretaker at St Chads rang, they want us on site + the wagon parked up b4 the kids get in at "
       "8.15 so we're loading 5.45 now, off the yard 6.15 latest, no excuses lads. ALSO Mackays boards came early, "
       "80 on the back racks 👍 + Kev's tagging all the ladders sat so leave them by the cabin")
NOTES = [
    ("2050-03-03T16:40", "ST CHADS school job mon 14th, Brighouse - 2 lifts round the hall roof. wagon loads 6.30, "
                         "off the yard by 7, Wayne's gang + Lee. hi vis + hard hats, it's a school so NO swearing 🙏",
     ["St Chad's school job in Brighouse starts Mon 14th: 2 lifts round the hall roof",
      "For St Chad's the wagon loads at 6.30 and is off the yard by 7",
      "Wayne's gang and Lee are on the St Chad's job; hi vis and hard hats, no swearing at the school"]),
    ("7/3", "7/3 boards r low, 80 ordered off Mackays for fri. tube count sat am, anyone wants the overtime let me "
            "know. forklift's due its LOLER next wk",
     ["80 boards ordered from Mackays for Friday",
      "Tube count is Saturday morning; overtime available",
      "The forklift is due its LOLER inspection next week"]),
    ("Thu 10 Mar", CUT,
     # the planted fault: the move to 5.45 is dropped
     ["The Mackays boards came early: 80 on the back racks",
      "Kev is tagging all the ladders on Saturday, leave them by the cabin"]),
    ("Fri 11th", "Fri 11th Lee's off mon (dentist) so it's Wayne's 3 on st chads + Darren from Tony's lot. packed "
                 "lunches, the school canteen's NOT for us 😂",
     ["Lee is off Monday at the dentist; Darren from Tony's gang joins Wayne's 3 on St Chad's",
      "Bring packed lunches to St Chad's, the school canteen is not for the lads"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebble-yard-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we're loading 5.45 now, off the yard 6.15 latest" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time we loading monday for st chads? need to sort a lift in, my van's in the garage"
    with turn_span("question Sun 13/3"):
        hits = []
        for query in ("loading time St Chad's monday", "what time is the wagon off the yard", "St Chad's school job"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 13 March 2050. You are talking to Darren, a scaffolder at Hebble Scaffolding."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("5.45", "6.15", "caretaker", "kids get in")), stored
        assert any("wagon loads at 6.30" in c for c in context), context
        assert any("80 on the back racks" in s for s in stored), stored
        assert any("ladders" in s for s in stored), stored
        reply = answer(question, context, mock="Wagon loads at 6.30 for St Chad's, off the yard by 7 - so be at the "
                                               "yard for half 6.")
finish(question, expected="5.45 - the school wants the wagon parked up before the kids get in, off the yard by 6.15",
       actual=reply)
