"""Batch 242 (held out). A dog-walking business: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Kerry runs Muddy Paws, a dog-walking business in Hebden Bridge - regular clients' dogs walked solo or on the
group walks, holiday cover with two walks a day, keys kept in a lock box, fees by the walk or the day. Kerry types
her notes into the business's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Sam (who
walks for her three days a week) asks it things when he does his rota.

Planted fault (ExtractionError, a fact dropped at extraction): Kerry's note of 2051-10-20T18:10 has the Hendersons
off to Tenerife on Fri the 3rd (Nov), so Pip (their springer) needs 2 walks a day from the 3rd, the key from Mrs
Beattie at no.14, £24 a day. Her note of Mon 30 Oct says Jackie Henderson messaged - the flight's been moved, they
don't go till Weds 8th now, so no Pip walks till Thurs 9th, back the 17th same as before - and, in passing, Rosie's
(the Dalmatian's) fee going up to £14 from Nov and a new client on Elm Grove, Bruno the boxer, Tues + Thurs. The
extraction keeps the fee and the new client and drops the flight's move: "from Fri the 3rd" stays the only start
stored. Question (Weds 1/11, Sam): "when do Pip's walks start? doing my rota for next wk + don't want to turn up to
an empty house" -> expected Thursday 9th November. The assistant says Friday 3rd November.

Expected verdict: ExtractionError at mem0.extract inside the Mon 30 Oct add (fault() wraps that one add): the note
given to mem0 moves Pip's start to Thurs the 9th, and what was made from it leaves that out, so the store never held
the start the answer needs; the searches and the answer then worked faithfully on what was stored. Asserted: the
note names Thurs 9th; no stored memory or context line mentions the 9th, the 8th or the flight being moved; Bruno
and Rosie's fee from the same note are stored; the first note's "from fri the 3rd" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b242_mem0_dog_walking_pip_walks_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws-kerry"
CUT = ("Mon 30 Oct - Jackie Henderson msgd, their flight's been moved 🙄 they don't go till Weds 8th now so NO Pip "
       "walks till thurs 9th, back the 17th same as b4. ALSO Rosie (dalmatian) going up to £14 a walk from nov, told "
       "her mum, she's fine. + new client on Elm Grove!! Bruno, boxer, bit of a lump, tues + thurs group walk")
NOTES = [
    ("2051-10-20T18:10", "2051-10-20T18:10 Hendersons off to Tenerife fri the 3rd 🌴 Pip (springer) 2 walks a day "
                         "from the 3rd, am + teatime, key from Mrs Beattie at no.14, £24 a day. he pulls like a "
                         "train on the lead so harness not collar",
     ["The Hendersons go to Tenerife on Fri the 3rd; Pip (springer) needs 2 walks a day from fri the 3rd, am + teatime",
      "Pip's key is with Mrs Beattie at no.14",
      "Holiday cover for Pip is £24 a day",
      "Pip pulls on the lead so use his harness not his collar"]),
    ("23/10", "23/10 lock box code changed to 3318, don't write it on anything. Monty's back to 30 min walks, vet "
              "says his hips are ok",
     ["The lock box code is 3318",
      "Monty is back to 30 minute walks"]),
    ("Mon 30 Oct", CUT,
     # the planted fault: the move of Pip's start to thurs 9th is dropped
     ["Rosie the Dalmatian's fee is going up to £14 a walk from November",
      "New client on Elm Grove: Bruno, a boxer, on the Tuesday and Thursday group walks"]),
    ("Tue 31st", "Tue 31st - van's MOT booked fri 10th so Sam pls use ur car that day. group walks still Calder Park, "
                 "4 max",
     ["The van's MOT is booked for Fri 10th; Sam to use his car that day",
      "Group walks are still at Calder Park, 4 dogs max"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NO Pip walks till thurs 9th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when do Pip's walks start? doing my rota for next wk + don't want to turn up to an empty house"
    with turn_span("question Weds 1/11"):
        hits = []
        for query in ("Pip walks start date", "Hendersons holiday", "when does holiday cover for Pip begin"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 1 November 2051. You are talking to Sam, who walks dogs for Kerry at Muddy Paws."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("9th", "8th", "flight", "moved", "thurs 9")), stored
        assert any("from fri the 3rd" in c for c in context), context
        assert any("Bruno" in s for s in stored) and any("£14" in s for s in stored), stored
        reply = answer(question, context, mock="Friday 3rd November - the Hendersons fly that day, so Pip's on 2 walks "
                                               "a day from the 3rd (key from Mrs Beattie at no.14).")
finish(question, expected="Thursday 9th November - the Hendersons' flight moved to Weds 8th", actual=reply)
