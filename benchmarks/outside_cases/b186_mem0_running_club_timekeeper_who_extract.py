"""Batch 186 (held out). A running club's Christmas handicap: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Wrekin Road Runners' Christmas handicap is Sun 20th Dec 2043 - a 5 mile loop from the Dothill car park, everyone
set off at a time worked out from their predicted time (slowest first, fastest last) so in theory they all finish
together, first back wins; mince pies and mulled wine in the cricket club after. Karen, the club secretary, types her
notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact garbled at extraction): the first note (2043-11-02T20:10) has Bob timekeeping
as usual and Jan doing the mince pies. Karen's note of Tue 24th (Nov) says Bob's knee op has come through for the 18th
so he's out; Jan says she'll do the timekeeping (she's done it at parkrun loads), so Bob's Sandra is taking the mince
pies off her hands. The extraction garbles it: it makes Sandra the one taking the timekeeping over from Bob, and Jan
taking it on is nowhere in what was stored. Question (Weds 16/12, Tony, a marshal): "who's doing the timekeeping sun?
need to give them the start sheet + the stopwatches" -> expected Jan (Bob's out with his knee op; Sandra's doing the
mince pies). The assistant says Sandra.

Expected verdict: ExtractionError at mem0.extract inside the Tue 24th add (fault() wraps that one add): the note
handed to mem0 says Jan is doing the timekeeping, and what was made from it says Sandra is, so the store never held
the fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says Jan will do the timekeeping; no stored memory or context line has Jan with the timekeeping; the garbled Sandra
line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b186_mem0_running_club_timekeeper_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wrekin-rr-karen"
KNEE = ("bad news, Bob's knee op's come thru for the 18th so he's out for the handicap 😢 Jan says she'll do the "
        "timekeeping, she's done it at parkrun loads, so Bob's Sandra is going to take the mince pies off her hands. "
        "Bob says he'll still come + heckle lol")
NOTES = [
    ("2043-11-02T20:10", "XMAS HANDICAP sun 20th dec 🎄 first off 10am from the Dothill car park, 5 mile loop, fastest "
                         "off last. entries to me by 14/12 w your predicted time pls. Bob timekeeping as usual, Jan "
                         "doing mince pies + mulled wine (non alc!!) in the cricket club after",
     ["The Christmas handicap is Sun 20 Dec, first runners off at 10am from the Dothill car park",
      "The handicap is a 5 mile loop and the fastest runners start last",
      "Entries with predicted times are due to Karen by 14 Dec",
      "Bob is the timekeeper for the handicap, as usual",
      "Jan is doing the mince pies and non-alcoholic mulled wine in the cricket club after the handicap"]),
    ("16th nov", "marshals sorted 🙌 Phil at the lights on Dothill Rd, Gemma at the gate by the pool, Tony + his dog "
                 "at the turn. hi vis in the club cupboard, key off Mick",
     ["Marshals: Phil at the lights on Dothill Rd, Gemma at the gate by the pool, Tony at the turn",
      "Hi-vis vests are in the club cupboard; Mick has the key"]),
    ("Tue 24th", KNEE,
     # the planted fault: the swap comes out garbled - Sandra on the timekeeping, Jan not on it at all
     ["Bob's knee operation is on 18 Dec so he will miss the handicap",
      "Sandra (Bob's wife) is taking over the timekeeping from Bob",
      "Bob will still come along to watch"]),
    ("2043-12-09T19:45", "38 entries so far!! 🏃 predicted times in the spreadsheet, I'll work out the start times at "
                         "the wknd. prizes - turkey voucher for 1st back, selection boxes for the juniors",
     ["38 entries for the handicap so far; Karen will work out the start times from the predicted times",
      "Prizes: a turkey voucher for the first runner back and selection boxes for the juniors"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wrekin-rr-xmas-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == KNEE:
            assert "Jan says she'll do the timekeeping" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's doing the timekeeping sun? need to give them the start sheet + the stopwatches"
    hits = []
    for query in ("who is the timekeeper for the handicap", "who's doing the timekeeping", "Bob's knee op"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 16 Dec 2043. You are talking to Tony, a marshal at Wrekin Road Runners' Christmas "
               "handicap (Sun 20 Dec)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("jan" in s.lower() and "timekeep" in s.lower() for s in stored + context), stored
    assert any("Sandra (Bob's wife) is taking over the timekeeping" in c for c in context), context
    reply = answer(question, context, mock="Sandra - she's taken the timekeeping over from Bob while he's off with "
                                           "his knee.")
finish(question, expected="Jan - Bob's out w his knee op, and Bob's Sandra is doing the mince pies instead",
       actual=reply)
