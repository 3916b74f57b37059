"""Batch 298 (held out). A marquee hire firm: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Holme Valley Marquees hire out frame marquees, linings, furniture and lighting for weddings and parties. Gill
(who runs the office) types her job notes into the firm's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the crew ask it things before they load the wagon.

Planted fault (ExtractionError, a fact dropped at extraction): Gill's note of 2051-03-14T10:20 books the Hartley /
Brooks wedding on Sat 17th June at Broadfield Farm's top field - a 6x12 frame marquee for 80 seated, ivory linings,
fairy lights, coir matting, quoted £2,340. Her note of Thurs 11 May says the bride rang again - numbers have gone up
to 120 with the evening lot sat down too, so they're going up to the 9x18, re-quoted at £3,180 and she's fine with
it - and, in the same breath, she wants the chiavari chairs not the folding ones and a generator as the farm's supply
is dodgy. The extraction keeps the chairs and the generator and drops the upsize: the 6x12 stays the only marquee
stored for the job. Question (Mon 12/6, Marcus): "which marquee are we taking to Broadfield sat? loading the wagon
tmrw first thing" -> expected the 9x18 (numbers went up to 120). The assistant says the 6x12.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 11 May add (fault() wraps that one add): the note
given to mem0 moves the job up to the 9x18, and what was made from it leaves that out, so the store never held the
size the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
the 9x18; no stored memory or context line mentions the 9x18, 120 or the re-quote; the chiavari chairs from the same
note are stored; the first note's 6x12 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b298_mem0_marquee_wedding_size_which_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holme-valley-marquees-office-gill"
CUT = ("Thurs 11 May - Hartley bride rang (again 🙄) numbers have gone up to 120 w/ the evening lot sat down too so "
       "we're going up to the 9x18 for Broadfield, re-quoted £3,180 + she's ok with it. ALSO she wants the chiavari "
       "chairs now not the folding, + a genny as the farm supply's dodgy apparently")
NOTES = [
    ("2051-03-14T10:20", "2051-03-14T10:20 HARTLEY/BROOKS WEDDING 💍 sat 17th june, Broadfield Farm top field. 6x12 "
                         "frame (80 seated), ivory linings, fairy lights, coir matting. quote £2,340 sent, deposit "
                         "pd 20/3",
     ["The Hartley/Brooks wedding is Sat 17th June at Broadfield Farm, top field",
      "Hartley/Brooks wedding marquee: 6x12 frame, 80 seated, ivory linings, fairy lights, coir matting",
      "Hartley/Brooks quote £2,340, deposit paid 20/3"]),
    ("4/4", "4/4 Broadfield - farmer says in thru the bottom gate only, 3.5t limit on the lil bridge so small wagon "
            "+ 2 trips. no pegging near the water pipe (he'll spray it)",
     ["Broadfield Farm access is through the bottom gate only",
      "3.5t limit on the bridge at Broadfield, so the small wagon and 2 trips",
      "No pegging near the water pipe at Broadfield; the farmer will spray-mark it"]),
    ("Thurs 11 May", CUT,
     # the planted fault: the move up to the 9x18 is dropped
     ["Hartley bride wants chiavari chairs instead of folding chairs",
      "A generator is needed at Broadfield as the farm supply is unreliable"]),
    ("Tue 6/6", "Tue 6/6 crew for Broadfield - Dave, Lee, Marcus. build fri 16th from 8, take down mon 19th. Lee's "
                "bringing the big drill",
     ["Broadfield crew: Dave, Lee and Marcus",
      "Broadfield build is Fri 16th June from 8, take-down Mon 19th",
      "Lee is bringing the big drill"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hv-marquees-jobs-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we're going up to the 9x18 for Broadfield" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which marquee are we taking to Broadfield sat? loading the wagon tmrw first thing"
    with turn_span("question Mon 12/6"):
        hits = []
        for query in ("Broadfield marquee size", "Hartley wedding marquee", "what's going on the wagon for Broadfield"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 June 2051. You are talking to Marcus, crew at Holme Valley Marquees."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("9x18", "120", "re-quote", "3,180")), stored
        assert any("6x12 frame" in c for c in context), context
        assert any("chiavari" in s for s in stored), stored
        reply = answer(question, context, mock="The 6x12 frame for the Hartley/Brooks do - 80 seated, with the ivory "
                                               "linings, fairy lights and coir matting.")
finish(question, expected="the 9x18 - the Hartley numbers went up to 120 so it was upsized", actual=reply)
