"""Batch 174 (held out). A cycling club's audax notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Severn Valley CC runs the Wrekin Wanderer 200, a 200k audax, on Sat 19th May 2040 - HQ and start at Cressage
village hall, controls at Much Wenlock (the Fox cafe), Clun (an info control: answer the question on your brevet card)
and Bishop's Castle, then the arrivee back at the hall. Gareth, the organiser, types his notes into the club's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; riders ask it about the event.

Planted fault (ExtractionError, a fact dropped at extraction): Gareth's first note (2040-02-03T21:10) has the Bishop's
Castle control at Poppy's tearoom. His note of Weds 4 Apr says Poppy's can't open that Saturday (family wedding), so
the Bishop's Castle control is the Co-op on Church St now - get a receipt with the time on it and keep it with your
card; in the same note, 61 entries so far with the hall's cap at 80, and Joan doing beans on toast at the arrivee for
£3. The extraction keeps the entries and the beans on toast and drops the control's move. Question (Thurs 17/5, Aisha,
riding her first 200): "where do we stop in Bishop's Castle? need to know where to get my card sorted" -> expected the
Co-op on Church St (get a receipt with the time; Poppy's is shut for a wedding). The assistant says Poppy's tearoom.

Expected verdict: ExtractionError at mem0.extract inside the Weds 4 Apr add (fault() wraps that one add): the note
handed to mem0 has the move to the Co-op, and nothing made from it says so, so the store never held the place that
decides the answer; the search and the answer then worked faithfully on what was stored (the Poppy's line).
Asserted: the note has the Co-op and the receipt; no stored memory or context line mentions the Co-op, Church St, a
receipt or the wedding; the entries and beans-on-toast lines from the same note, and the first note's Poppy's
line, are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b174_mem0_audax_bishops_castle_control_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "severn-valley-cc-gareth"
MOVED = ("bit of news 🙄 Poppy's can't open that sat, family wedding, so Bishop's Castle control is the Co-op on Church "
         "St now - get a receipt w the time on it + keep it w your card. 61 entries so far, cap's 80 (hall). Joan's "
         "doing beans on toast at the arrivee £3")
NOTES = [
    ("2040-02-03T21:10", "Wrekin Wanderer 200 is ON for sat 19th may 🚴 HQ Cressage village hall, start 7.30 sharp. "
                         "controls: Much Wenlock (Fox cafe), Clun (info control - answer the q on your brevet card), "
                         "Bishop's Castle (Poppy's tearoom, mean flapjack), arrivee back at the hall. 13.5 hrs. "
                         "entries thru AUK, £8 members £10 non",
     ["Wrekin Wanderer 200 audax is on Sat 19 May; HQ Cressage village hall, start 7.30am",
      "Controls: Much Wenlock (Fox cafe), Clun (info control, answer the question on the brevet card), Bishop's "
      "Castle (Poppy's tearoom), arrivee back at the hall",
      "Time limit 13.5 hours",
      "Entry through AUK: £8 members, £10 non-members"]),
    ("Weds 4 Apr", MOVED,
     # the planted fault: the move of the Bishop's Castle control to the Co-op is dropped, the rest of the note kept
     ["61 entries so far; entries capped at 80 because of the hall",
      "Joan is doing beans on toast at the arrivee for £3"]),
    ("22.4.", "rode the route sun w Dave, all good. the climb over the Long Mynd out of Bishop's Castle is a brute, "
              "bring low gears!! lights not needed unless you're slow lol, sunset 8.50ish",
     ["The climb over the Long Mynd after Bishop's Castle is hard; bring low gears",
      "Lights not needed unless slow; sunset around 8.50pm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wrekin-wanderer-2040"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "Co-op on Church St" in note and "get a receipt" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do we stop in Bishop's Castle? need to know where to get my card sorted"
    hits = []
    for query in ("Bishop's Castle control", "where to get brevet card stamped", "controls on the route",
                  "Wrekin Wanderer stops"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thurs 17 May 2040. You are talking to Aisha, riding Severn Valley CC's Wrekin Wanderer 200 "
               "audax (Sat 19 May) - her first 200."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("co-op", "church st", "receipt", "wedding")), \
        stored
    assert any("Bishop's Castle (Poppy's tearoom)" in c for c in context), context
    assert any("61 entries so far" in c for c in context), context
    assert any("beans on toast" in c for c in context), context
    reply = answer(question, context, mock="Poppy's tearoom in Bishop's Castle - get your card stamped there (and "
                                           "try the flapjack).")
finish(question, expected="the Co-op on Church St - get a receipt with the time on it (Poppy's is shut for a wedding)",
       actual=reply)
