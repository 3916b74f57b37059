"""Batch 175 (held out). A canal society's work party notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: the Stourbridge & Dunsley Canal Society restores the old flight at Dunsley. Its next big work party is on lock 12
(Dunsley bottom lock) while the Canal & River Trust has the pound drained - clear the bywash, re-point the chamber
walls, brick up the old by-pass culvert. Keith, the work party organiser, types his notes into the society's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; volunteers ask it about the work party.

Planted fault (ExtractionError, a fact dropped at extraction): Keith's first note (2041-08-14T20:05) has the work
party on Sat 21st Sept, 9.30 at the Boat Inn car park. His note of Weds 4 Sept says CRT have shifted the stoppage back
a day so nobody can get in the chamber till the Sunday - lock 12 is Sun 22nd now, same time and place; in the same
note, Pete has the new petrol strimmer for the bywash and everyone brings their own lunch (the Boat's not doing food
till Oct). The extraction keeps the strimmer and the lunch and drops the new day. Question (Thurs 19/9, Priya, a new
volunteer): "which day is it we're doing lock 12? I've put sat in my diary but my other half reckons it moved" ->
expected Sunday 22nd Sept (CRT moved the stoppage back a day). The assistant says Saturday 21st.

Expected verdict: ExtractionError at mem0.extract inside the Weds 4 Sept add (fault() wraps that one add): the note
handed to mem0 has the move to the Sunday, and nothing made from it says so, so the store never held the day that
decides the answer; the search and the answer then worked faithfully on what was stored (the Sat 21st line).
Asserted: the note has "SUN 22nd"; no stored memory or context line mentions Sunday, the 22nd or the stoppage being
shifted; the strimmer and lunch lines from the same note, and the first note's Sat 21st line, are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b175_mem0_canal_lock12_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dunsley-canal-soc-keith"
MOVED = ("change of plan 🙄 CRT have shifted the stoppage back a day so we cant get in the chamber till the sun - lock "
         "12 is now SUN 22nd, same time + place. Pete's got the new petrol strimmer for the bywash 👍 and bring your "
         "own lunch, the Boat's not doing food till oct")
NOTES = [
    ("2041-08-14T20:05", "next big work party: lock 12 (Dunsley bottom lock) sat 21st sept, 9.30 meet at the Boat Inn "
                         "car park. CRT draining the pound the wk before. jobs - clear the bywash, pointing on the "
                         "chamber walls, brick up the old by-pass culvert. gloves + wellies, hi-vis provided",
     ["Next big work party is on lock 12 (Dunsley bottom lock) on Sat 21 Sept, meeting 9.30am at the Boat Inn car "
      "park",
      "CRT are draining the pound the week before the work party",
      "Jobs: clear the bywash, re-point the chamber walls, brick up the old by-pass culvert",
      "Bring gloves and wellies; hi-vis is provided"]),
    ("Weds 4 Sept", MOVED,
     # the planted fault: the move to the Sunday is dropped, the rest of the note kept
     ["Pete has the new petrol strimmer for the bywash",
      "Bring your own lunch to the work party; the Boat Inn is not doing food until October"]),
    ("16th sept", "forecast looking dry 🤞 Margaret's doing the urn + bacon butties at 11, £2, cash pls. first aid "
                  "kit's in the container, Alan's our first aider",
     ["Margaret is doing the urn and bacon butties at 11am, £2, cash only",
      "First aid kit is in the container; Alan is the first aider"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dunsley-lock12-2041"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "SUN 22nd" in note and "shifted the stoppage back a day" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day is it we're doing lock 12? I've put sat in my diary but my other half reckons it moved"
    hits = []
    for query in ("lock 12 work party day", "work party date moved", "when is the work party",
                  "Dunsley bottom lock stoppage"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thurs 19 September 2041. You are talking to Priya, a new volunteer with the Stourbridge & "
               "Dunsley Canal Society, about the lock 12 work party."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("sunday", "sun 22", "22nd", "22 sept",
                                                                       "shifted", "back a day")), stored
    assert any("Sat 21 Sept" in c for c in context), context
    assert any("petrol strimmer" in c for c in context), context
    assert any("own lunch" in c for c in context), context
    reply = answer(question, context, mock="Saturday 21st September - 9.30 at the Boat Inn car park, your diary's "
                                           "right.")
finish(question, expected="Sunday 22nd September - CRT moved the stoppage back a day (same time, 9.30 at the Boat Inn "
                          "car park)", actual=reply)
