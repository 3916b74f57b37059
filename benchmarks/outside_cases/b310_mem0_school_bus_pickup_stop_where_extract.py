"""Batch 310 (held out). A bus company's school routes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Calder Coaches run the school buses for Ryburn Valley High in autumn 2051 - the S14 picks up along the valley
(Church Lane by the chapel, Mill Lane, the Triangle) and gets to school for 8.20. Dawn (who does the school routes in
the office) types notices into the parents' helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Dawn's note of 2051-09-01T08:10 has the S14's stops -
Church Lane (by the chapel) 7.42, Mill Lane 7.48, the Triangle 7.55. Her note of Mon 9 Oct says Yorkshire Water are
digging up Church Lane from Mon 16th for 6 weeks, the bus can't get down there, so the Church Lane kids get on at the
Co-op on Rochdale Rd instead, same time 7.42 - and, in passing, a reminder that there's no food on the bus (the
cleaners found half a kebab under a seat). The extraction keeps the no-food reminder and drops the stop move:
Church Lane stays the only stop stored for those kids. Question (Tue 24/10, Mrs Sutcliffe): "where does my lad get
the S14 now? we're just by the chapel on church lane" -> expected the Co-op on Rochdale Rd, 7.42 (Church Lane's dug
up). The assistant says Church Lane by the chapel, 7.42.

Expected verdict: ExtractionError at mem0.extract inside the Mon 9 Oct add (fault() wraps that one add): the note
given to mem0 moves the stop to the Co-op on Rochdale Rd, and what was made from it leaves that out, so the store never
held the stop the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the Co-op; no stored memory or context line mentions the Co-op, Rochdale Rd, Yorkshire Water or the
digging; the kebab reminder from the same note is stored; the first note's Church Lane stop is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b310_mem0_school_bus_pickup_stop_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-coaches-s14-dawn"
CUT = ("Mon 9 Oct - yorkshire water are digging up church lane from mon 16th for 6 wks 🙄 bus can't get down there so "
       "the church lane kids get on at the Co-op on Rochdale Rd instead, same time 7.42. ALSO reminder no food on the "
       "bus pls, the cleaners found half a kebab under a seat on fri 🤢")
NOTES = [
    ("2051-09-01T08:10", "S14 ryburn valley high 📚 back mon 4th sept. picks up church lane (by the chapel) 7.42, "
                         "mill lane 7.48, the triangle 7.55, school 8.20ish. passes on show every day pls, no pass no "
                         "ride",
     ["The S14 to Ryburn Valley High picks up at Church Lane (by the chapel) at 7.42",
      "The S14 picks up at Mill Lane at 7.48 and the Triangle at 7.55, at school about 8.20",
      "Bus passes must be shown every day on the S14 - no pass, no ride"]),
    ("14/9", "14/9 lost property off the S14 - 2 PE bags + a trumpet (!!) at the depot office, tues + thurs 4-5",
     ["Lost property from the S14 (2 PE bags and a trumpet) is at the depot office",
      "The depot office is open for lost property Tue and Thu 4-5"]),
    ("Mon 9 Oct", CUT,
     # the planted fault: the move to the Co-op on Rochdale Rd is dropped
     ["No food on the bus - the cleaners found half a kebab under a seat"]),
    ("Thu 19th oct", "Thu 19th oct half term 30th oct - 3rd nov, no school buses that wk. S14 back mon 6th, usual "
                     "driver Gary",
     ["No school buses in half term, 30 Oct to 3 Nov",
      "The S14 is back on Mon 6 Nov with the usual driver Gary"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-coaches-s14-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "get on at the Co-op on Rochdale Rd instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where does my lad get the S14 now? we're just by the chapel on church lane"
    with turn_span("question Tue 24/10"):
        hits = []
        for query in ("S14 pick up stop", "church lane bus stop", "where do the kids get on the bus"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 24 October 2051. You are talking to Mrs Sutcliffe, whose son takes Calder Coaches' "
                   "S14 to Ryburn Valley High."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("co-op", "rochdale", "yorkshire water", "digging", "6 wks")), stored
        assert any("Church Lane (by the chapel) at 7.42" in c for c in context), context
        assert any("kebab" in s for s in stored), stored
        reply = answer(question, context, mock="At the Church Lane stop by the chapel - the S14 picks up there at "
                                               "7.42.")
finish(question, expected="at the Co-op on Rochdale Rd, 7.42 - Church Lane's dug up by Yorkshire Water", actual=reply)
