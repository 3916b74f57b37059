"""Batch 353 (held out). A roof plumber in Hobart: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per job note and one for the question.

App: Derwent Roofing & Plumbing (Trent, the boss; Liam, his apprentice) are reroofing Dean Hollis's place at 14
Churchill Ave, Sandy Bay in March 2050 - strip the old corro and sarking, new Colorbond Monument, a crane to lift the
sheet packs up. Trent texts his job notes into the business's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; Liam asks it things from site.

Planted fault (ExtractionError, a fact dropped at extraction): Trent's note of 2050-03-01T17:40 has the crane from
Hobart Crane Hire booked Thu 17/3, 7.30am start. His note of Fri 11/3 (written at smoko) says he rang the crane
company - their 25t is crook (hydraulics) so they've moved Sandy Bay to next Tuesday, same time - and, in passing,
that Dean wants a quote for gutter guard while they're up there and that the neighbour's dog is not as friendly
as Dean reckons. "Next Tuesday" said on Fri 11 March 2050 is Tue 15 March. The extraction keeps the gutter guard and
the dog and drops the crane's move: Thu 17/3 stays the only crane day stored. Question (Mon 14/3, Liam): "what day's
the crane coming to sandy bay? need the old roof off the back section before it gets there" -> expected Tuesday 15
March (tomorrow), 7.30am. The assistant says Thursday 17/3.

Expected verdict: ExtractionError at mem0.extract inside the Fri 11/3 add (fault() wraps that one add): the note
given to mem0 moves the crane to next Tuesday (the 15th, counted from the note's own date), and what was made from it
leaves that out, so the store never held the day the answer needs; the search and the answer then worked faithfully
on what was stored. Asserted: the note has "moved us to next Tuesday"; no stored memory or context line mentions a
Tuesday, the crook 25t, the hydraulics or the move; the gutter guard from the same note is stored; the first note's
Thu 17/3 crane booking is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b353_mem0_hobart_roofing_crane_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "derwent-roofing-trent"
CUT = ("Fri 11/3 smoko - rang Hobart Crane Hire re Sandy Bay, their 25t's crook (hydraulics) so they've moved us to "
       "next Tuesday, same time 7.30. also Dean wants a price on gutter guard while we're up there, and he reckons "
       "the neighbour's dog is friendly - it is NOT lol, keep the side gate shut")
NOTES = [
    ("2050-03-01T17:40", "2050-03-01T17:40 SANDY BAY reroof - Dean Hollis, 14 Churchill Ave. ~210 sq m, strip old "
                         "corro + sarking, new colorbond Monument, 0.42. crane booked thurs 17/3 from Hobart Crane "
                         "Hire to lift the packs up, 7.30am start. quote was $31,900 inc GST",
     ["Sandy Bay reroof for Dean Hollis at 14 Churchill Ave: about 210 sq m, strip old corro and sarking, new "
      "Colorbond Monument 0.42",
      "Crane from Hobart Crane Hire booked Thu 17/3 at Sandy Bay to lift the sheet packs, 7.30am start",
      "Sandy Bay reroof quote was $31,900 inc GST"]),
    ("7/3", "7/3 sheets + flashings ordered from Stratco Moonah, ready mon 14th, Liam to grab the flashings in the "
            "ute. skip for the old iron coming mon arvo",
     ["Sheets and flashings for Sandy Bay ordered from Stratco Moonah, ready Mon 14th",
      "Liam picks up the flashings in the ute",
      "Skip for the old iron at Sandy Bay arrives Mon arvo"]),
    ("Fri 11/3", CUT,
     # the planted fault: the crane's move to next Tuesday is dropped
     ["Dean Hollis wants a price on gutter guard for Sandy Bay",
      "The neighbour's dog at Sandy Bay is not friendly, keep the side gate shut"]),
    ("Sat 12th", "Sat 12th - Kingston job done, invoice $3,480 inc GST sent to the Hallorans. Liam's at TAFE weds so "
                 "it's just me + Shane at Sandy Bay that day",
     ["Kingston job done, invoice $3,480 inc GST sent to the Hallorans",
      "Liam is at TAFE on Wednesday; Trent and Shane are at Sandy Bay that day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="derwent-roofing-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved us to next Tuesday" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the crane coming to sandy bay? need the old roof off the back section before it gets there"
    with turn_span("question Mon 14/3"):
        hits = []
        for query in ("crane day sandy bay", "when is the crane booked", "Hobart Crane Hire"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 March 2050. You are talking to Liam, apprentice at Derwent Roofing & Plumbing."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tuesday", "crook", "25t", "hydraulic", "moved")), stored
        assert any("Thu 17/3" in c for c in context), context
        assert any("gutter guard" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 17/3 - Hobart Crane Hire, 7.30am start, so you've got till "
                                               "Wednesday to get the back section stripped.")
finish(question, expected="Tuesday 15 March (tomorrow), 7.30am - the crane hire moved it to 'next Tuesday' on Fri 11/3",
       actual=reply)
