"""Batch 238 (held out). A community minibus rota: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Valley Community Transport run one 16-seat minibus ("the big bus") with volunteer drivers - the Tuesday
market run to Halifax, the Wednesday lunch club, the Thursday shopping run to Morrisons, Friday hospital runs. Geoff
(the transport coordinator) types his notes into the group's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the drivers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Geoff's note of 2051-01-09T10:15 has the big bus's
MOT at Sykes garage on Thurs 16th Feb (so no Thursday shopping run that week). His note of Tue 7 Feb says Sykes rang
- their MOT man is off with his back, so the 16th is off and they've put the bus in the week after half term, the
Weds, 8.30 drop off (no lunch club run that day, Brenda's asking the Co-op cafe to do it at the chapel) - and, in
passing, new front tyres before it goes in, £180 quoted, and the key safe code. The extraction keeps the tyres and
the key safe and drops the new day: Thurs 16th Feb stays the only MOT date stored. Question (Tue 14/2, Ken, a
driver, half term being w/c 20/2): "when's the big bus in for its MOT? want to make sure I'm not down to drive that
day" -> expected Wednesday 1st March (the Weds of the week after half term), drop off at Sykes 8.30. The assistant
says Thursday 16th February.

Expected verdict: ExtractionError at mem0.extract inside the Tue 7 Feb add (fault() wraps that one add): the note
given to mem0 moves the MOT to the Weds of the week after half term, and what was made from it leaves that out, so
the store never held the day the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the week after half term; no stored memory or context line mentions the move, the MOT
man's back or the 8.30 drop off; the tyres from the same note are stored; the first note's "Thurs 16th Feb" is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b238_mem0_minibus_mot_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-ct-geoff"
CUT = ("Tue 7 Feb - Sykes rang, their MOT man's off with his back 🙄 so the 16th's off, they've put us in the week "
       "after half term instead, the Weds, 8.30 drop off. means no lunch club run that day - Brenda's asking the Co-op "
       "cafe if they'll do it at the chapel. ALSO new tyres on the front b4 it goes in, £180 quoted, I said go ahead. "
       "key safe code's changed (ask me, not putting it on here)")
NOTES = [
    ("2051-01-09T10:15", "2051-01-09T10:15 MOT due on the big bus end of feb - Sykes can do it thurs 16th feb, in "
                         "first thing, so NO thurs shopping run that wk. Maureen's letting the shoppers know",
     ["The big bus's MOT is at Sykes garage on Thurs 16th Feb, in first thing",
      "No Thursday shopping run the week of the MOT; Maureen is letting the shoppers know"]),
    ("23/1", "23/1 feb rota's up in the office - tues market Ken, weds lunch club me + Brenda, thurs shops Dev, fri "
             "hosp runs whoever's free. PLEASE sign the fuel book, some of u know who u are 😠",
     ["February rota: Tuesday market run Ken, Wednesday lunch club Geoff and Brenda, Thursday shops Dev, Friday "
      "hospital runs whoever is free",
      "Drivers must sign the fuel book"]),
    ("Tue 7 Feb", CUT,
     # the planted fault: the move to the Weds of the week after half term is dropped
     ["New front tyres on the big bus before the MOT, £180 quoted, Geoff said go ahead",
      "The key safe code has changed; ask Geoff for it"]),
    ("Mon 13/2", "Mon 13/2 half term next wk so no school run for the Brookfield kids, Dev's free tues if anyone "
                 "wants swapping. tail lift's sticking again, lift it by hand at the top",
     ["Half term is next week, so there's no Brookfield school run and Dev is free on Tuesday for swaps",
      "The tail lift is sticking; lift it by hand at the top"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-ct-rota-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the 16th's off, they've put us in the week after half term instead, the Weds" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the big bus in for its MOT? want to make sure I'm not down to drive that day"
    with turn_span("question Tue 14/2"):
        hits = []
        for query in ("minibus MOT date", "when is the big bus at the garage", "Sykes garage MOT"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 February 2051 (half term is next week, w/c 20 Feb). You are talking to Ken, a "
                   "volunteer driver for Ryburn Valley Community Transport."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("week after", "16th's off", "his back", "8.30", "march", "chapel")), stored
        assert any("Thurs 16th Feb" in c for c in context), context
        assert any("tyres" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 16th February - it's in at Sykes first thing, so there's "
                                               "no Thursday shopping run that week.")
finish(question, expected="Wednesday 1st March - the Weds of the week after half term, dropped at Sykes for 8.30",
       actual=reply)
