"""Batch 167 (held out). A church Sunday school's Easter egg trail notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: St Oswald's, Thornley runs an Easter egg trail on Easter Saturday, 31st March 2040, 10-12 - a clue at each stop
round the churchyard and inside the church, each clue gives a letter, the letters make a word, and every finished answer
sheet gets a Creme Egg. Jean, who runs the Sunday school, types her notes into the church's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the helpers and the Sunday school teachers ask it.

Planted fault (ExtractionError, a fact dropped at extraction): Jean's first note (2040-02-27T20:10) has 10 clues round
the churchyard and inside, one of them up the bell tower steps for the big ones. Her note of 14/3 says the Rev says no
clue in the bell tower this year (H&S, the ladder's been condemned), so that one's gone - 9 clues now, the word's 9
letters - and, in passing, that Jean's bringing the pencils and there are 80 Poundland bags for the eggs. The extraction
keeps the pencils and the bags and drops the clue that's gone. Question (Tue 27/3, Sandra, a Sunday school teacher):
"how many clues are there? doing the answer sheets on the church printer tonight" -> expected 9 (the bell tower one's
out). The assistant says 10.

Expected verdict: ExtractionError at mem0.extract inside the 14/3 add (fault() wraps that one add): the note handed to
mem0 takes the bell tower clue out and makes it 9, and nothing made from it says so, so the store never held the count
that decides the answer; the search and the answer then worked faithfully on what was stored. Asserted: the note has
the 9 clues; no stored memory or context line mentions 9 clues, nine, the condemned ladder or the clue being dropped;
the pencils line from the same note and the first note's 10 clues are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b167_mem0_easter_trail_clues_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-oswalds-sunday-school-jean"
DROPPED = ("Rev says no clue in the bell tower this yr (H&S - the ladder's been condemned 🙄) so that one's gone, 9 "
           "clues now, word's 9 letters. i'm bringing the pencils, + got 80 Poundland bags for the eggs")
NOTES = [
    ("2040-02-27T20:10", "easter egg trail sat 31st 10-12!! 10 clues round the churchyard + inside the church, one "
                         "up the bell tower steps for the big ones. each clue = a letter, answer sheet at the door, "
                         "creme egg for every finished sheet. need 6 helpers",
     ["The Easter egg trail is on Saturday 31 March, 10-12",
      "The trail has 10 clues around the churchyard and inside the church, one up the bell tower steps for older "
      "children; each clue gives a letter",
      "Every child who finishes the answer sheet gets a Creme Egg",
      "6 helpers are needed for the egg trail"]),
    ("14/3", DROPPED,
     # the planted fault: the bell tower clue going (9 clues now) is dropped from what is stored
     ["Jean is bringing the pencils for the egg trail",
      "There are 80 Poundland bags for the eggs"]),
    ("22.3.", "helpers sorted: me, Derek, Sandra, the 2 Kemp girls + Mrs Obi. eggs - 80 creme eggs from Costco + a "
              "box of mini eggs for the under 3s. Sandra's doing the answer sheets",
     ["Egg trail helpers: Jean, Derek, Sandra, the two Kemp girls and Mrs Obi",
      "80 Creme Eggs from Costco and a box of mini eggs for the under 3s",
      "Sandra is doing the answer sheets"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-oswalds-egg-trail"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == DROPPED:
            assert "9 clues now" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many clues are there? doing the answer sheets on the church printer tonight"
    hits = []
    for query in ("how many clues on the egg trail", "egg trail clues", "answer sheets", "bell tower clue"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 27 March 2040. You are talking to Sandra, a Sunday school teacher at St Oswald's who is "
               "printing the answer sheets for the Easter egg trail (Sat 31 March)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context]
    assert not any("9 clues" in s or "nine" in s or "condemned" in s or "gone" in s or "no clue" in s
                   for s in low), stored
    assert any("Jean is bringing the pencils" in c for c in context), context
    assert any("The trail has 10 clues" in c for c in context), context
    reply = answer(question, context, mock="10 clues - round the churchyard and inside the church, including the one "
                                           "up the bell tower steps.")
finish(question, expected="9 - the bell tower clue's gone (the ladder's condemned), so 9 clues and a 9-letter word",
       actual=reply)
