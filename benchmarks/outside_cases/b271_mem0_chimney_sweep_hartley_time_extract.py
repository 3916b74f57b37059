"""Batch 271 (held out). A chimney sweep's bookings: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dave Firth, a chimney sweep in Sowerby Bridge, does open fires, stoves, Agas and cowls; Sharon (his wife, who
does the bookings) types the diary notes into the business's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; Dave and Liam (the new apprentice) ask it things on the road.

Planted fault (ExtractionError, a fact dropped at extraction): Sharon's note of 2051-09-11T18:20 has the round for
Tue 3rd Oct - Mrs Hartley at 14 Moor Lane first at 8am (open fire + the Aga flue), the Pattersons' stove at 10.30,
Glebe Farm at 2. Her note of Thu 28 Sep says Mrs Hartley rang - her lad's got the car on Tuesday morning so she
can't be back to let them in till 10ish, so she's been swapped with the Pattersons: Mrs Hartley 10.30, the
Pattersons 8 - and, in passing, they need more dust sheets and the brush head for the 6in liner is worn out. The
extraction keeps the dust sheets and the brush head and drops the swap: 8am stays the only time stored for Mrs
Hartley. Question (Mon 2/10, Liam): "what time are we at Mrs Hartley's tomorrow? want to load the van in the right
order" -> expected 10.30 (swapped with the Pattersons, she can't let them in till 10ish). The assistant says 8am.

Expected verdict: ExtractionError at mem0.extract inside the Thu 28 Sep add (fault() wraps that one add): the note
given to mem0 moves Mrs Hartley to 10.30, and what was made from it leaves that out, so the store never held the
time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
the swap; no stored memory or context line mentions the swap, 10ish or her lad; the dust sheets from the same note
are stored; the first note's "Mrs Hartley ... 8am" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b271_mem0_chimney_sweep_hartley_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "firth-sweep-diary"
CUT = ("Thu 28 Sep - Mrs Hartley rang, her lad's got the car tue morning so she can't be back to let us in till "
       "10ish 🙄 swapped her with the Pattersons, so she's 10.30 now + the Pattersons are 8 (they're up at 6 anyway "
       "😂). ALSO need more dust sheets, 2 ripped on the Aga job, + the brush head for the 6in liner's worn down to "
       "nothing")
NOTES = [
    ("2051-09-11T18:20", "2051-09-11T18:20 tue 3rd oct round: Mrs Hartley 14 Moor Lane 8am first (open fire + the "
                         "Aga flue, park on the drive, dog's friendly), Pattersons' stove 10.30, Glebe Farm 2pm x2 "
                         "flues",
     ["Tue 3rd Oct: Mrs Hartley, 14 Moor Lane, 8am first job - open fire and the Aga flue",
      "Tue 3rd Oct: the Pattersons' stove at 10.30",
      "Tue 3rd Oct: Glebe Farm at 2pm, 2 flues",
      "At Mrs Hartley's park on the drive, the dog is friendly"]),
    ("21/9", "21/9 vac filter's ordered, shld come by fri. Glebe Farm want a cowl quote as well, Dave take the long "
             "ladders",
     ["A new vacuum filter is ordered, due by Friday",
      "Glebe Farm want a cowl quote; Dave to take the long ladders"]),
    ("Thu 28 Sep", CUT,
     # the planted fault: the swap of Mrs Hartley and the Pattersons is dropped
     ["More dust sheets are needed, 2 ripped on the Aga job",
      "The brush head for the 6in liner is worn out and needs replacing"]),
    ("Sat 30/9", "Sat 30/9 Glebe Farm said yes to the cowl, £85 fitted. Liam starts mon!! he's on the van + sheets "
                 "to start with",
     ["Glebe Farm are having a cowl, £85 fitted",
      "Liam the apprentice starts Monday, on the van and the dust sheets"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="firth-sweep-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swapped her with the Pattersons, so she's 10.30 now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we at Mrs Hartley's tomorrow? want to load the van in the right order"
    with turn_span("question Mon 2/10"):
        hits = []
        for query in ("Mrs Hartley time", "tuesday round order", "Moor Lane open fire and Aga"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 2 October 2051. You are talking to Liam, Dave Firth's apprentice (chimney sweep)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("swap", "10ish", "her lad", "let us in", "pattersons are 8")), stored
        assert any("Mrs Hartley, 14 Moor Lane, 8am" in c for c in context), context
        assert any("dust sheets" in s for s in stored), stored
        reply = answer(f"(Liam) {question}", context,
                       mock="8am - she's first, open fire and the Aga flue at 14 Moor Lane, so load her stuff last.")
finish(question, expected="10.30 - she's swapped with the Pattersons, she can't let us in till 10ish", actual=reply)
