"""Batch 267 (held out). A plumber's call-outs and quotes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dale Haigh Plumbing & Heating (Dale and Kev, his apprentice) keep the week's jobs in a small helper: Dale types
his notes in from the van with ``memory.add(messages, user_id=..., metadata={"date": ...})``, and Kev asks it
what's on. In March 2050 the big job is a combi swap at the Whiteheads', 14 Moor Lane.

Planted fault (ExtractionError, a fact dropped at extraction): Dale's note of 2050-02-24T17:40 books the Whiteheads'
boiler swap for Tue 8th March, a full day, old back boiler out, new Worcester 30 in, skip on the drive. His note of
3/3 says Mrs Whitehead rang - their lad's wedding got moved to the Tuesday so can we do Thurs 10th instead, fine by
him, the merchants are dropping the boiler off Weds - and, in passing, that the van's MOT is Friday at Kwik Fit and
the Sutcliffes have said yes to the bathroom quote. The extraction keeps the MOT and the Sutcliffes and drops the
move: Tue 8th stays the only day stored. Question (Mon 7/3, Kev): "which day we doing the boiler at the Whiteheads?
need to ring for the skip" -> expected Thursday 10th March. The assistant says Tuesday 8th March.

Expected verdict: ExtractionError at mem0.extract inside the 3/3 add (fault() wraps that one add): the note given
to mem0 moves the job to Thursday the 10th, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
Thurs 10th; no stored memory or context line mentions the 10th, Thursday or the wedding; the MOT from the same note
is stored; the first note's Tue 8th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b267_mem0_plumber_boiler_swap_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dale-haigh-plumbing"
CUT = ("3/3 Mrs Whitehead rang, their lads wedding's been moved to the tues (!!) so can we do thurs 10th instead - "
       "fine by me, merchants are dropping the boiler off weds anyway. van MOT fri 9am Kwik Fit, Kev ur on foot "
       "that morning 😂 + the Sutcliffes said YES to the bathroom quote, start after easter")
NOTES = [
    ("2050-02-24T17:40", "WHITEHEADS 14 Moor Lane - combi swap booked tue 8th march, full day, old back boiler out + "
                         "Worcester 30 in. skip on the drive, they're leaving the side gate open. £2,650 agreed",
     ["The Whiteheads' boiler swap at 14 Moor Lane is booked for Tue 8th March, a full day",
      "The old back boiler comes out and a Worcester 30 combi goes in at the Whiteheads'",
      "A skip goes on the Whiteheads' drive; the side gate will be open",
      "The Whiteheads' boiler swap is £2,650 agreed"]),
    ("28/2", "28/2 Mrs Okafor's stopcock - sorted, £60 cash. Grant St tap drip still to do, no rush she says",
     ["Mrs Okafor's stopcock job is done, paid £60 cash",
      "The dripping tap at Grant St is still to do, not urgent"]),
    ("3/3", CUT,
     # the planted fault: the move to Thursday the 10th is dropped
     ["The van MOT is Friday 9am at Kwik Fit; Kev is on foot that morning",
      "The Sutcliffes accepted the bathroom quote, start after Easter"]),
    ("Sat 5th", "Sat 5th - bought 2 new pipe benders + a box of 15mm push fits, receipts in the glovebox. Kev needs "
                "his gas safe assessment booking b4 june",
     ["Dale bought 2 pipe benders and a box of 15mm push fits; receipts are in the glovebox",
      "Kev's Gas Safe assessment needs booking before June"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dale-haigh-jobs-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "can we do thurs 10th instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day we doing the boiler at the Whiteheads? need to ring for the skip"
    with turn_span("question Mon 7/3"):
        hits = []
        for query in ("Whiteheads boiler swap day", "when is the Moor Lane job", "skip for the boiler job"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 7 March 2050. You are talking to Kev, Dale's apprentice at Dale Haigh Plumbing & "
                   "Heating."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("10th", "thurs", "thursday", "wedding")), stored
        assert any("booked for Tue 8th March" in c for c in context), context
        assert any("MOT" in s for s in stored), stored
        reply = answer(question, context, mock="Tuesday 8th March - full day at 14 Moor Lane, so get the skip there "
                                               "for the Tuesday morning.")
finish(question, expected="Thursday 10th March - the Whiteheads' lad's wedding moved to the Tuesday", actual=reply)
