"""Batch 306 (held out). A men's shed's memorial bench: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Luddenden Foot Men's Shed (a community workshop in an old mill unit, open Tues and Thurs, woodwork, tool
repairs, brews) are making an oak memorial bench for the Friends of Holme Park, in memory of Wilf, a founder
member. Dennis (the shed's coordinator) types his notes into the shed's helper with ``memory.add(messages,
user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Dennis's note of 2051-03-04T10:15 has the bench
handover in the park on Sat 15th April at 11, the Mayor coming, Wilf's family invited. His note of Thu 30/3 starts
with the lathe back from repair (new belt, £38) and Geoff's teach-in, and says in the middle that the park ranger
rang - the Mayor can't do the 15th (a civic do in Halifax), so the handover's moved to the Friday after, the 21st,
same time, 11 - then that the biscuit kitty's empty again. The extraction keeps the lathe, the teach-in and the
biscuits and drops the move: Sat 15th stays the only date stored. Question (Mon 10/4, Brian): "what day's the bench
handover at the park? want to iron my good shirt 😂" -> expected Friday 21st April. The assistant says Saturday 15th
April.

Expected verdict: ExtractionError at mem0.extract inside the Thu 30/3 add (fault() wraps that one add): the note
given to mem0 moves the handover to Friday the 21st, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the Friday the 21st; no stored memory or context line mentions the 21st, Friday, the Mayor's civic do or
"moved"; the lathe belt from the same note is stored; the first note's Sat 15th April is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b306_mem0_mens_shed_bench_handover_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "luddenden-shed-dennis"
CUT = ("Thu 30/3 lathe's back from the menders 👍 new belt, £38, Geoff's doing a teach-in on it tues for anyone "
       "who's not used it (goggles!!). park ranger rang - the Mayor can't do the 15th, she's got a civic do in "
       "Halifax, so handover's moved to the friday after, the 21st, same time 11. ALSO biscuit kitty's empty AGAIN, "
       "50p a brew lads it's not hard")
NOTES = [
    ("2051-03-04T10:15", "2051-03-04T10:15 WILF'S BENCH 🪵 Friends of Holme Park have okayed the spot by the "
                         "bandstand. handover sat 15th april 11am in the park, Mayor's coming + Wilf's family are "
                         "invited. oak from Gledhills sawmill, brass plaque ordered",
     ["The memorial bench for Wilf goes by the bandstand in Holme Park",
      "The bench handover is Sat 15th April at 11am in the park; the Mayor is coming and Wilf's family are invited",
      "The oak is from Gledhills sawmill and the brass plaque is ordered"]),
    ("14.3.", "14.3. slats cut + planed, Pete's doing the mortice + tenons on the legs, glue up next thurs. "
              "3 coats of the Danish oil after",
     ["The bench slats are cut and planed",
      "Pete is doing the mortice and tenon joints on the legs; glue up is next Thursday",
      "The bench gets 3 coats of Danish oil"]),
    ("Thu 30/3", CUT,
     # the planted fault: the handover's move to Friday the 21st is dropped
     ["The lathe is back from repair with a new belt, which cost £38",
      "Geoff is doing a teach-in on the lathe on Tuesday; goggles required",
      "The biscuit kitty is empty; it's 50p a brew"]),
    ("Tue 4th Apr", "Tue 4th Apr plaque's come!! 'In memory of Wilf Sutcliffe, who made things right. Luddenden "
                    "Foot Men's Shed'. Alan's van to take it down, 4 of us to lift, it weighs a ton",
     ["The brass plaque has arrived: 'In memory of Wilf Sutcliffe, who made things right'",
      "Alan's van will take the bench to the park; it needs 4 people to lift"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="luddenden-shed-bench"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "handover's moved to the friday after, the 21st" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the bench handover at the park? want to iron my good shirt 😂"
    with turn_span("question Mon 10/4"):
        hits = []
        for query in ("bench handover day", "when is the handover in the park", "Mayor at the bench"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 10 April 2051. You are talking to Brian, a member of Luddenden Foot Men's Shed."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("21st", "friday", "civic do", "moved")), stored
        assert any("Sat 15th April at 11am" in c for c in context), context
        assert any("new belt" in s for s in stored), stored
        reply = answer(question, context, mock="Saturday 15th April, 11am in Holme Park by the bandstand - the Mayor's "
                                               "coming.")
finish(question, expected="Friday 21st April, 11am - the Mayor couldn't do the Saturday", actual=reply)
