"""Batch 95 (held out). A piano tuner's rounds: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Graham tunes pianos round the villages and keeps his diary notes in a helper app; each note goes into mem0
with ``memory.add(messages, user_id="graham-tuning", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
He asks the helper about the week ahead on Monday mornings.

Planted fault (ExtractionError, omitted at extraction): the note of 6/7 says Mrs Hale's daughter rang: her mum's in
for her cataract op on Tue 14th, so could he come Thu 16th, in the afternoon, as the carer's there till 1.30; and
the middle C is sticking again, probably the damp. The extraction keeps the sticking middle C and drops the move
to Thursday afternoon. The diary note (Tue 14/7, 10.30, 4 Church Ln, Wigginton) is still in memory.
Question (Mon 13/7): "what day am I at mrs hale's this week?" -> expected Thursday (16th), in the afternoon.
The assistant says Tuesday 10.30.

Expected verdict: ExtractionError at mem0.extract inside the 6/7 add (fault() wraps that one add). Asserted: the
note names the Thursday; no stored memory or context line mentions Thursday, the 16th or the cataract op, while
the diary's Tuesday line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b95_mem0_piano_hale_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "graham-tuning"
DAUGHTER = ("Mrs Hale's daughter (Karen) rang - mum's in for her cataract op tues 14th so cld I do thurs 16th, "
            "afternoon pls as the carer's there till 1.30. also middle C sticking AGAIN, she reckons its the damp "
            "in that back room")
NOTES = [
    ("2/7", "diary w/c 13/7 - mon Fenwicks (Kawai upright) 10am, tue Mrs Hale 4 Church Ln Wigginton 10.30 (old "
            "Bechstein upright, she likes a morning), wed Langley school hall 4.15",
     ["The Fenwicks' Kawai upright is booked for Monday 13 July at 10am",
      "Mrs Hale is booked for Tuesday 14 July at 10.30am at 4 Church Lane, Wigginton",
      "Mrs Hale has an old Bechstein upright and prefers mornings",
      "Langley school hall piano is booked for Wednesday 15 July at 4.15"]),
    ("4/7", "Fenwicks pd £85 bank trf. told them bass strings getting tired, new set ~£400 ish if they want, "
            "they'll think abt it",
     ["The Fenwicks paid £85 by bank transfer",
      "The Fenwicks' bass strings are worn; a new set would be about £400"]),
    ("6.7.36", DAUGHTER,
     # the planted fault: the move to Thursday afternoon is dropped
     ["Mrs Hale's middle C is sticking again, possibly because of damp"]),
    ("9 Jul", "call out Oakfield care home - lounge piano, soft pedal came off mid singalong lol. sorted, £45 "
              "call out + £6 parts, invoice to Brenda in the office",
     ["Oakfield care home call-out: lounge piano soft pedal fixed, £45 call-out plus £6 parts",
      "Oakfield invoices go to Brenda in the office"]),
    ("10/7", "new tuning fork from Hutchins (A440) £28, old one's gone flat after I dropped it on the Fenwicks' "
             "patio",
     ["Bought a new A440 tuning fork from Hutchins for £28"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="graham_tuning"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DAUGHTER:
                assert "thurs 16th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day am I at mrs hale's this week?"
    with turn_span("question Mon 13/7"):
        hits = []
        for query in ("Mrs Hale booking day", "Hale Bechstein Wigginton", "diary this week"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 July 2036. You are talking to Graham."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Tuesday 14 July at 10.30am" in c for c in context), context
        assert any("middle C" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("thursday", "thurs", "16", "cataract", "carer")), stored
        reply = answer(question, context, mock="Tuesday - 10.30 at Church Lane, Wigginton. Take something for "
                                               "that sticking middle C.")
finish(question, expected="Thursday, in the afternoon", actual=reply)
