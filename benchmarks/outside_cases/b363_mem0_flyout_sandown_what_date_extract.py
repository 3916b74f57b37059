"""Batch 363 (held out). A flying club's fly-out to Sandown: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Medway Valley Flying Club run a fly-out from their home strip to Sandown (EGHN) on the Isle of Wight in May
2050 - two club aircraft, G-ABCD and G-ABCE (PA-28s), two crews each, a brief in the clubhouse, lunch at the
airfield cafe. Dave (the fly-out organiser) types his notes into the club's ops helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2050-04-20 1915Z has the fly-out on
Sat 14 May, brief 0800Z, wheels up 0900Z. His note of Tue 10 May 1830Z is a "NOTAM update": EGHN's 05/23 is WIP
(resurfacing) till Fri 13th and Sandown ops say the grass is too soft after the rain, no visitors this weekend - so
"we've slid it to the Sat after", same brief times, PPR moved over (new ref SAN0521); and, in passing, lifejackets
for everyone for the Solent crossing, six in the hangar locker. Said on Tue 10 May, "this wknd" is 14-15 May and
"the Sat after" is Sat 21 May. The extraction keeps the lifejackets and drops the move: Sat 14 May stays the only
date stored. Question (Wed 11 May 1900Z, Becky, P2 in G-ABCE): "what date is the Sandown fly-out now? need to book
the day off work" -> expected Sat 21 May 2050 (slid a week by the NOTAM / soft grass). The assistant says Sat 14 May.

Expected verdict: ExtractionError at mem0.extract inside the Tue 10 May add (fault() wraps that one add): the note
given to mem0 moves the fly-out to the Saturday after the 14th, and what was made from it leaves that out, so the
store never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has the move; no stored memory or context line mentions the 21st, the slide, SAN0521, the WIP or
the soft grass; the lifejackets from the same note are stored; the first note's Sat 14 May is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b363_mem0_flyout_sandown_what_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mvfc-flyouts-dave"
CUT = ("Tue 10 May 1830Z - NOTAM update: EGHN rwy 05/23 WIP (resurfacing) till Fri 13th incl, + Sandown ops rang, "
       "grass is too soft after all the rain, no visiting a/c this wknd. so we've slid it to the Sat after, same "
       "brief times, PPR moved over (new ref SAN0521). ALSO lifejackets for everyone pls, it's a Solent crossing - "
       "club has 6 in the hangar locker, sign them out on the board")
NOTES = [
    ("2050-04-20 1915Z", "2050-04-20 1915Z FLY-OUT ✈ Sandown (EGHN) Sat 14 May. brief 0800Z clubhouse, wheels up "
                         "0900Z, back for 1600Z ish. G-ABCD + G-ABCE booked all day, 2 crews each. landing £17/a/c "
                         "split by crew, lunch at the cafe",
     ["The Sandown (EGHN) fly-out is on Sat 14 May: brief 0800Z in the clubhouse, wheels up 0900Z, back about 1600Z",
      "G-ABCD and G-ABCE are booked all day for the fly-out, two crews each",
      "Sandown landing fee is £17 per aircraft, split by crew; lunch at the airfield cafe"]),
    ("02/05", "02/05 PPR done for both a/c, ref SAN0514. Tim's doing the PLOG for -ABCD, Jas for -ABCE. fuel to "
              "tabs, uplift at EGHN if we need it",
     ["PPR for Sandown is done for both aircraft, ref SAN0514",
      "Tim is doing the PLOG for G-ABCD and Jas for G-ABCE",
      "Fuel to tabs for the fly-out, uplift at Sandown if needed"]),
    ("Tue 10 May 1830Z", CUT,
     # the planted fault: the slide to the Saturday after is dropped
     ["Lifejackets are needed for everyone on the Sandown fly-out (Solent crossing); the club has 6 in the hangar "
      "locker, sign them out on the board"]),
    ("11/05 0730Z", "11/05 0730Z crews - G-ABCD Tim P1 + me, G-ABCE Jas P1 + Becky. Becky's never been over water in "
                    "a single so be nice 😂",
     ["Crews: G-ABCD Tim (P1) and Dave; G-ABCE Jas (P1) and Becky"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mvfc-sandown-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we've slid it to the Sat after" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what date is the Sandown fly-out now? need to book the day off work"
    with turn_span("question Wed 11 May 1900Z"):
        hits = []
        for query in ("Sandown fly-out date", "when is the fly-out", "fly-out moved NOTAM"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 11 May 2050, 1900Z. You are talking to Becky, a member of Medway Valley Flying Club "
                   "(P2 in G-ABCE on the fly-out)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("21", "sat after", "slid", "san0521", "wip", "soft")), stored
        assert any("Sat 14 May" in c for c in context), context
        assert any("lifejackets" in s.lower() for s in stored), stored
        reply = answer(question, context, mock="Sat 14 May - brief's 0800Z in the clubhouse, wheels up 0900Z.")
finish(question, expected="Sat 21 May 2050 - slid a week (NOTAM: runway WIP + soft grass at Sandown)", actual=reply)
