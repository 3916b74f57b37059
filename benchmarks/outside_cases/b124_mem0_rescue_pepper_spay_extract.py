"""Batch 124 (held out). A dog rescue's foster notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Carol, foster coordinator at Moorside Dog Rescue, types her notes (dogs in, fosters, vet visits, lifts) into the
rescue's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the fosters and the volunteer
drivers ask it about the dogs.

Planted fault (ExtractionError, dropped at extraction): Carol's note of 14/5 says Pepper (collie x, with Jan) is booked
in to be spayed Thu 18th June with Mr Okafor at Abbey Vets, Phil doing the lift. Her note of Weds 10 Jun says the vet
rang - Mr Okafor's away on a course on the 18th, so Pepper's op is Tue 23rd now, same place, drop off 8.30, nil by
mouth from 8pm the night before - and, in the same note, that Pepper pulls less since the new harness and that
Bramble's home check passed (the Wilsons, going sat). Extraction keeps the harness and Bramble and drops the new
date. Question (Mon 15/6, Phil, the driver): "what day am I taking Pepper in for her op? need to book the morning off
work" -> expected Tue 23rd June (drop off 8.30). The assistant says Thu 18th June.

Expected verdict: ExtractionError at mem0.extract inside the Weds 10 Jun add (fault() wraps that one add): the note
handed to mem0 said when the op is now and no memory made from it does; the searches and the answer then worked on
what was stored. Asserted: the note has Tue 23rd; no stored memory or context line has the 23rd or the vet's course,
while the 18th line and the harness and Bramble lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b124_mem0_rescue_pepper_spay_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-rescue-carol"
MOVED = ("Abbey Vets rang - Mr Okafor's away on a course on the 18th so Pepper's spay is now Tue 23rd, same place, "
         "drop off 8.30, nil by mouth from 8pm the nite before. told Jan. she says Pepper's pulling loads less since "
         "the new harness :) ALSO Bramble's home check passed!! the Wilsons, she's going sat")
NOTES = [
    ("14/5", "new in - Pepper, collie x bitch, 2ish, from the Halifax pound. w Jan (Birch Lane). vaccs + chip done "
             "at Abbey Vets. needs spaying before she can be rehomed - booked Thu 18th june w Mr Okafor, Abbey Vets "
             "on Station Rd. Jan doesn't drive so Phil's doing the lift",
     ["Pepper is a collie cross bitch, about 2, from the Halifax pound, fostered by Jan on Birch Lane",
      "Pepper has had her vaccinations and chip at Abbey Vets",
      "Pepper's spay operation is booked for Thursday 18 June with Mr Okafor at Abbey Vets on Station Rd",
      "Phil is driving Pepper to the vets because Jan doesn't drive"]),
    ("2.6.", "Bramble (lab x, 9) still w Dev - the Wilsons have applied, home check Sun 7th, Liz doing it. adoption "
             "fee £175. Dev says she's eating fine now the new food's in",
     ["Bramble is a 9-year-old lab cross fostered by Dev",
      "The Wilsons have applied for Bramble; Liz is doing the home check on Sunday 7 June",
      "The adoption fee is £175"]),
    ("Weds 10 Jun", MOVED,
     # the planted fault: the new op date drops out, the rest of the note is kept
     ["Pepper is pulling much less on the lead since she got the new harness",
      "Bramble passed her home check and is going to the Wilsons on Saturday"]),
    ("Fri 12/6", "Phil can do any weekday lift before 9 except weds (his grandson). Abbey Vets open 8.30-5, closed "
                 "sat pm. adoption fee going up to £195 from 1st july - trustees agreed",
     ["Phil can do weekday lifts before 9 except Wednesdays",
      "Abbey Vets is open 8.30 to 5 and closed Saturday afternoons",
      "The adoption fee goes up to £195 from 1 July"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-rescue"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "Tue 23rd" in note and "drop off 8.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day am I taking Pepper in for her op? need to book the morning off work"
    with turn_span("question Mon 15/6"):
        hits = []
        for query in ("Pepper spay operation date vets", "Pepper harness lead", "Abbey Vets lift Phil"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 June 2037. You are talking to Phil, one of Moorside's volunteer drivers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("spay operation is booked for Thursday 18 June" in c for c in context), context
        assert any("new harness" in c for c in context) and any("passed her home check" in c for c in context), \
            context
        assert not any("23" in s or "course" in s or "nil by mouth" in s for s in stored + context), stored
        reply = answer(question, context, mock="Thursday 18th June - Abbey Vets on Station Rd, with Mr Okafor.")
finish(question, expected="Tue 23rd June, drop off 8.30 - Mr Okafor's away on the 18th so it was moved", actual=reply)
