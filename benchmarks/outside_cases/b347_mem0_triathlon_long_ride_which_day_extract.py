"""Batch 347 (held out). A triathlon coach and her athlete: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per log entry and one for the question.

App: Bec (a tri coach on the Sunshine Coast) coaches Mia for the 70.3 on Sun 25 Sep 2050. Both of them log the
week's sessions, test results and plan changes into the coaching helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; Mia asks it what's on.

Planted fault (ExtractionError, a fact dropped at extraction): Bec's plan entry of 2050-08-29T06:10 has the last
big week's long ride on SAT 10/9 - 120km Z2, HR cap 145, the last 20k at race watts, then 5k off the bike @ 4:55/km.
Her entry of Tue 6/9 says the BOM has 35-40 knot northerlies for Sat and Sun, so swap it: the long ride's the day
after tomorrow instead (same 120k + the 5k brick, Mia's cleared it with work), Sat becomes an easy 8k - and, in
passing, this morning's 10x100 averaged 1:33/100 and Mia has new tinted goggles for the race. The extraction keeps
the swim and the goggles and drops the swap, so SAT 10/9 stays the only long-ride day stored. Question (Wed 7/9,
Mia): "which day's my long ride this wk + how far? need to freeze the bidons tonight or tomorrow 🥶" -> expected
Thursday 8 September (the day after Tue 6/9's tomorrow), 120km with the 5k run off the bike. The assistant says
Saturday 10 September.

Why the expected answer: "the day after tomorrow" is resolved against the entry's own date, Tue 6/9, so Thu 8/9.

Expected verdict: ExtractionError at mem0.extract inside the Tue 6/9 add (fault() wraps that one add): the entry
given to mem0 moves the long ride, and what was made from it leaves that out, so the store never held the day the
answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the entry has the
swap; no stored memory or context line mentions the swap, the wind or "day after tomorrow"; the 1:33 swim from the
same entry is stored; the plan's SAT 10/9 long ride is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b347_mem0_triathlon_long_ride_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bec-coaching-mia-703"
CUT = ("Tue 6/9 (Bec) - BOM's saying 35-40 knot northerlies sat + sun 😬 not riding the TT bike in that. so swap it: "
       "long ride's the day after tomorrow instead, same 120k + the 5k brick, she's cleared it w/ work. sat becomes an "
       "easy 8k. ALSO 10x100 this morning avg 1:33/100, heaps better than last wk, and she's got new goggles (tinted) "
       "for race day")
NOTES = [
    ("2050-08-29T06:10", "2050-08-29T06:10 (Bec) wk of 5/9 = build 3, last big wk before taper. tue swim 3.2k w/ 10x100 "
                         "@ 1:38 off 15s. wed run 6x1k @ 4:20/km, 90s jog. LONG RIDE SAT 10/9 - 120km Z2, HR cap 145, "
                         "last 20k @ race watts (205-210W) then 5k off the bike @ 4:55/km. sun easy swim 2k",
     ["Week of 5/9 is build 3, the last big week before the taper",
      "Tuesday swim is 3.2k with 10x100 @ 1:38 off 15s",
      "Wednesday run is 6x1k @ 4:20/km with 90s jog recoveries",
      "Long ride SAT 10/9: 120km Z2, HR cap 145, last 20k @ race watts (205-210W), then 5k off the bike @ 4:55/km",
      "Sunday is an easy 2k swim"]),
    ("1/9", "1/9 (Mia) ftp retest this arvo - 241W!! up from 232 in july 💪 weighed 58.4kg. new tyres on the TT bike, "
            "25mm GP5000s",
     ["Mia's FTP retest on 1/9 was 241W, up from 232W in July",
      "Mia weighed 58.4kg on 1/9",
      "New 25mm GP5000 tyres are on the TT bike"]),
    ("Tue 6/9", CUT,
     # the planted fault: the swap of the long ride to the day after tomorrow is dropped
     ["Tuesday 6/9 swim: 10x100 averaged 1:33/100, a lot better than last week",
      "Mia has new tinted goggles for race day"]),
    ("Wed 7/9", "Wed 7/9 (Mia) 6x1k done - 4:18, 4:19, 4:17, 4:20, 4:16, 4:14 🔥 calves tight, booked a massage for "
                "mon arvo",
     ["Wed 7/9 run: 6x1k in 4:18, 4:19, 4:17, 4:20, 4:16, 4:14",
      "Mia's calves are tight; she has booked a massage for Monday afternoon"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bec-coaching-mia-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"log-{i} {day}"):
            if note == CUT:
                assert "long ride's the day after tomorrow instead, same 120k" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day's my long ride this wk + how far? need to freeze the bidons tonight or tomorrow 🥶"
    with turn_span("question Wed 7/9"):
        hits = []
        for query in ("long ride day this week", "when is the long ride", "120km ride brick"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 7 September 2050 (evening). You are talking to Mia, coached by Bec for the 70.3 on "
                   "Sun 25 Sep."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("day after tomorrow", "swap", "knot", "northerl", "thursday")), stored
        assert any("Long ride SAT 10/9" in c for c in context), context
        assert any("1:33/100" in s for s in stored), stored
        reply = answer(question, context, mock="Saturday 10 September - 120km in Z2 (HR cap 145), last 20k at race "
                                               "watts, then the 5k run off the bike.")
finish(question, expected="Thursday 8 September - Bec swapped it to the day after Tue 6/9's tomorrow because of the "
                          "wind; 120km plus the 5k brick run", actual=reply)
