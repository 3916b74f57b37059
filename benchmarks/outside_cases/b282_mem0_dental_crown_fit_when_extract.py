"""Batch 282 (held out). A dental practice's appointments and lab work: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Kirkgate Dental Practice (two dentists, Dr Okafor and Dr Marsh, a hygienist, crowns and dentures made by
Calder Dental Lab) keep a practice helper. Donna on reception types her day notes into it with
``memory.add(messages, user_id=..., metadata={"date": ...})``; patients who ring are answered from it.

Planted fault (ExtractionError, a fact dropped at extraction): Donna's note of 2051-01-10T17:45 has Mr Eric
Sutcliffe's crown prep done (upper right 5), impressions off to Calder Lab, the fit booked Tue 24/1 at 9.40 with
Dr Okafor. Her note of Thu 19 Jan says the lab rang - the porcelain cracked in the furnace, they're remaking it
and it won't be back till Fri 27th, so she's moved Eric's fit to Weds 1st Feb at 2.15pm (same dentist), he's fine
with it and the temp's holding - and, in passing, that Mrs Lund's denture try-in went off to the lab and the new
autoclave is in. The extraction keeps Mrs Lund's try-in and the autoclave and drops the crown's move: Tue 24/1
stays the only fit stored. Question (Fri 20/1, Eric on the phone): "when am I in for the crown going on? need to
book the time off work" -> expected Weds 1st Feb at 2.15pm. The assistant says Tue 24th Jan at 9.40.

Expected verdict: ExtractionError at mem0.extract inside the Thu 19 Jan add (fault() wraps that one add): the note
given to mem0 moves the fit to Weds 1st Feb 2.15, and what was made from it leaves that out, so the store never held
the date the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the new date; no stored memory or context line mentions 1st Feb, 2.15, the crack or the remake; the autoclave
from the same note is stored; the first note's Tue 24/1 9.40 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b282_mem0_dental_crown_fit_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kirkgate-dental-reception"
CUT = ("Thu 19 Jan - Calder Lab rang, Eric Sutcliffe's crown cracked in the furnace (porcelain) 😬 they're remaking, "
       "wont be back till fri 27th. so I've moved his fit to weds 1st feb 2.15pm, still Dr O, he's fine w/ it + the "
       "temp's holding. Mrs Lund's denture try-in went off to the lab today too. new autoclave's in!! Sue says "
       "read the manual b4 anyone touches it")
NOTES = [
    ("2051-01-10T17:45", "2051-01-10T17:45 Eric Sutcliffe UR5 crown prep done w/ Dr Okafor, impressions + shade A3 "
                         "off to Calder Lab. fit booked tue 24/1 9.40. temp on, told him no toffees 😂",
     ["Eric Sutcliffe had his upper right 5 crown prepped by Dr Okafor; impressions and shade A3 sent to Calder Lab",
      "Eric Sutcliffe's crown fit is booked for Tue 24/1 at 9.40 with Dr Okafor",
      "Eric Sutcliffe has a temporary crown on and was told no toffees"]),
    ("12/1", "12/1 Dr Marsh off fri pm (course). hygienist Gemma full till mid feb, put ppl on the cancellation list",
     ["Dr Marsh is off Friday afternoon for a course",
      "The hygienist Gemma is fully booked until mid February; patients go on the cancellation list"]),
    ("Thu 19 Jan", CUT,
     # the planted fault: the crown fit's move to Weds 1st Feb 2.15pm is dropped
     ["Mrs Lund's denture try-in was sent to the lab",
      "The new autoclave has been installed; read the manual before using it"]),
    ("Mon 23rd", "Mon 23rd lab collection now tues + fri only, driver comes about 3. box by the back door",
     ["Calder Lab collects on Tuesdays and Fridays only, at about 3",
      "The lab box goes by the back door"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kirkgate-dental-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved his fit to weds 1st feb 2.15pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when am I in for the crown going on? need to book the time off work"
    with turn_span("question Fri 20/1"):
        hits = []
        for query in ("Eric Sutcliffe crown fit appointment", "when is the crown fitted", "crown from Calder Lab"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 20 January 2051. You are talking to Eric Sutcliffe, a patient at Kirkgate Dental "
                   "Practice."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("1st feb", "2.15", "cracked", "remak", "27th")), stored
        assert any("Tue 24/1 at 9.40" in c for c in context), context
        assert any("autoclave" in s for s in stored), stored
        reply = answer(f"(Eric Sutcliffe) {question}", context,
                       mock="Tuesday 24th January at 9.40, with Dr Okafor.")
finish(question, expected="Weds 1st Feb at 2.15pm - the lab's remaking the crown, it cracked", actual=reply)
