"""Batch 374 (held out). A volunteer ski patrol's shift sign-ups: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Kestrel Hills Ski Patrol (volunteers at a small community ski hill) keep their shift sign-ups, toboggan
and kit checks in the patrol's helper. Lise Fournier (the scheduler) and the patrollers type notes in with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Lise asks it who's on where.

Planted fault (ExtractionError, a fact dropped at extraction): the 2026-01-04 schedule note has Marc Thibodeau on
the top hut day shift Sat. Jan. 17 (0830-1630, with Priya Sandhu). Marc's note of Tue. Jan. 13 says he swapped with
Dana K. - she's taking his top hut shift this Sat and he'll do hers the Sat after (her boy's peewee tourney got
moved) - and, in passing, that toboggan #3's brake handle is sticking again (tagged out) and Tim's bringing
double-doubles for the 0800 crew. The extraction keeps the toboggan and the coffee and drops the swap, so "Sat.
Jan. 17" stays the only day stored for Marc. Question (Fri. Jan. 16, Lise): "what day's Marc on top hut? gotta sign
a radio out for him" -> expected Sat. Jan. 24 (the Sat after the 17th, resolved against the Tue. Jan. 13 note; Dana
does the 17th). The assistant says Sat. Jan. 17.

Expected verdict: ExtractionError at mem0.extract inside the Tue. Jan. 13 add (fault() wraps that one add): the note
given to mem0 has the swap, and what was made from it leaves it out, so the store never held the day the answer
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the swap; no
stored memory or context line mentions a swap, Dana, the Sat after, the 24th or the peewee tourney; the toboggan
from the same note is stored; the schedule's Sat. Jan. 17 for Marc is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b374_mem0_ski_patrol_top_hut_shift_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kestrel-hills-patrol-sched-lise"
CUT = ("Tue. Jan. 13 - Marc here. swapped w/ Dana K., she's taking my top hut shift this Sat and I'll do hers the "
       "Sat after (her boy's peewee tourney got moved). ALSO toboggan #3 brake handle's sticking again, tagged it "
       "out in the patrol room. and Tim's bringing a box of double-doubles for the 0800 crew, eh")
NOTES = [
    ("2026-01-04", "2026-01-04 JAN SCHED's up on the board ⛷️ Sat. Jan. 17 day shift, top hut: Marc Thibodeau + "
                   "Priya Sandhu, 0830-1630. sweep starts 1600 sharp. sign in at the patrol room by 0815, red "
                   "jackets + toques on",
     ["Marc Thibodeau and Priya Sandhu are on the top hut day shift Sat. Jan. 17, 0830-1630",
      "The sweep starts at 1600 sharp",
      "Patrollers sign in at the patrol room by 0815"]),
    ("Jan 9", "Jan 9 - kit checks done for the wknd, Kit A + C full, Kit B short on triangular bandages (Lise is "
              "ordering). O2 at 1900 psi. radios all charged, ch. 4 for patrol",
     ["Kit A and Kit C are full; Kit B is short on triangular bandages and Lise is ordering more",
      "The O2 tank is at 1900 psi",
      "Patrol radios use channel 4"]),
    ("Tue. Jan. 13", CUT,
     # the planted fault: the swap (Marc now does the Sat after, Dana the 17th) is dropped
     ["Toboggan #3's brake handle is sticking again and it's tagged out in the patrol room",
      "Tim is bringing double-doubles for the 0800 crew"]),
    ("Jan. 15", "Jan. 15 - forecast for Sat is -27°C at the summit w/ windchill 🥶 hand warmers in the top hut, "
                "20 min rotations outside max, frostbite checks on the liftie line",
     ["The forecast for Saturday is -27°C at the summit with windchill",
      "Hand warmers are in the top hut and outside rotations are 20 minutes max",
      "Patrol does frostbite checks on the lift line"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)
GONE = ("swap", "dana", "sat after", "jan. 24", "24th", "peewee")


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kestrel-hills-patrol-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "she's taking my top hut shift this Sat and I'll do hers the Sat after" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's Marc on top hut? gotta sign a radio out for him"
    with turn_span("question Fri. Jan. 16"):
        hits = []
        for query in ("Marc top hut shift day", "when is Marc on shift", "top hut schedule sign-up"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri. Jan. 16, 2026. You are talking to Lise Fournier, scheduler of the Kestrel Hills Ski "
                   "Patrol."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in GONE), stored
        assert any("Marc Thibodeau" in c and "Sat. Jan. 17" in c for c in context), context
        assert any("Toboggan #3" in s for s in stored), stored
        reply = answer(question, context, mock="Sat. Jan. 17 - top hut day shift with Priya, 0830 to 1630.")
finish(question, expected="Sat. Jan. 24 - he swapped with Dana, she's doing the 17th and he's doing her Sat after",
       actual=reply)
