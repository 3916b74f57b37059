"""Batch 130 (held out). A riding school's yard notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kath runs the yard at Meadowbank Riding School and types her notes (farrier, vet, lessons, feed, tack) into the
yard helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the girls on the yard ask it things.

Planted fault (ExtractionError, omitted at extraction): the note of 3/6 books Dan the farrier for Thurs 18th June,
8.30 start - Bramble a full set, Dusty fronts, Pickle and Taffy trims - and says he wants them in and dry. Kath's
note of 12.6. says Dan rang - his van's in the garage so he can't do Thurs 18th, he'll come Tue 23rd same time - and,
in the same note, that Taffy's fly mask has gone AWOL again and someone needs to ring the hay man (last 20 bales).
Extraction keeps the fly mask and the hay and drops the farrier's new day. Question (Weds 17/6, Ellie, a yard
helper): "when's dan in to do the feet? need to know which night to keep bramble in" -> expected Tue 23rd (8.30). The
assistant says Thursday 18th.

Expected verdict: ExtractionError at mem0.extract inside the 12.6. add (fault() wraps that one add): the note handed
to mem0 moved the farrier to Tue 23rd and no memory made from it says so, while the other two facts from the same
note were kept; the searches and the answer then worked on what was stored. Asserted: the note has "Tue 23rd"; no
stored memory or context line mentions the 23rd or the van; the 3/6 booking (Thursday 18 June) and the fly mask and
hay lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b130_mem0_riding_farrier_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "meadowbank-kath"
DAN = ("Dan rang - van's in the garage (clutch) so he cant do thurs 18th, he'll come Tue 23rd instead same time 8.30. "
       "also Taffy's fly mask has gone AWOL AGAIN, check the muck heap. + someone ring Pete the hay man pls, we're on "
       "the last 20 bales")
NOTES = [
    ("3/6", "farrier - Dan booked thurs 18th june 8.30 start: Bramble full set, Dusty fronts, Pickle + Taffy trims. he "
            "wants them in & DRY so bring them in the night before. £95 + £60 + 2x£30, pay him on the day",
     ["Dan the farrier is booked for Thursday 18 June at 8.30: a full set for Bramble, fronts for Dusty and trims "
      "for Pickle and Taffy",
      "The horses need to be brought in the night before the farrier so they are dry",
      "The farrier is paid on the day: £95, £60 and two trims at £30"]),
    ("Weds 10 Jun", "sat lessons - 9am tinies on Pickle + Taffy, 10.30 group on Dusty/Bramble/Rolo, 1.30pm private "
                    "(Mrs Dean). Megan's off sat so Lou's doing the 10.30",
     ["Saturday lessons: 9am little ones on Pickle and Taffy, 10.30 group on Dusty, Bramble and Rolo, 1.30pm private "
      "lesson for Mrs Dean",
      "Lou is taking the Saturday 10.30 lesson because Megan is off"]),
    ("12.6.", DAN,
     # the planted fault: the farrier's new day is dropped; the other two facts from the note are kept
     ["Taffy's fly mask is missing again and might be on the muck heap",
      "Someone needs to ring Pete the hay man because there are only 20 bales left"]),
    ("Mon 15/6", "Rolo's girth gall is healing, keep the sheepskin cover on. new wormer in the tack room - do them all "
                 "fri, weights on the board",
     ["Rolo's girth gall is healing and he should keep the sheepskin girth cover on",
      "All the horses are to be wormed on Friday with the new wormer in the tack room, weights are on the board"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="meadowbank"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DAN:
                assert "he'll come Tue 23rd instead same time 8.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's dan in to do the feet? need to know which night to keep bramble in"
    with turn_span("question Weds 17/6"):
        hits = []
        for query in ("Dan farrier day booked", "bring the horses in night before", "Taffy Pete hay"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 17 June 2037. You are talking to Ellie, who helps on the yard at Meadowbank."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday 18 June at 8.30" in c for c in context), context
        assert any("fly mask is missing" in c for c in context) and any("20 bales" in c for c in context), context
        assert not any("23" in s or "van" in s.lower() or "clutch" in s for s in stored + context), stored
        reply = answer(question, context, mock="Thursday 18th, 8.30 start - so bring Bramble in on the Weds night.")
finish(question, expected="Tue 23rd at 8.30 - Dan's van's in the garage so he moved from Thurs 18th; bring Bramble "
                          "in Monday night", actual=reply)
