"""Batch 375 (held out). A county engine on a wildland strike team: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per unit log entry and one
for the question.

App: Cedar Basin Fire Protection District's Engine 361 (a Type 3, four on) is out on Strike Team 4721C at the
Dutchman Flat Fire on a 14-day assignment. Capt. Dana Whitlock (the engine boss) types her unit log entries into the
district's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the duty battalion chief back
home asks it things to plan staffing.

Planted fault (ExtractionError, a fact dropped at extraction): Whitlock's entry of 08/04/26 2215 has the check-in
at the ICP and the assignment - last shift on the line 08/17, travel home 08/18. Her entry of 08/14/26 1915 is mostly
the mop-up on DIV C (100 ft in, cold trailing, 4,870 ac, 78% contained) and Ortega's ankle, and says in the middle
that demob's been moved up - the IC is releasing the ST after tmrw's 0600 briefing, so tmrw's their travel day, back
at Sta 3 about 1800. The extraction keeps the acreage, the mop-up and Ortega and drops the demob: travel 08/18 stays
the only date stored. Question (Fri 08/14 2130, BC Nakamura): "when's 361 getting home? need to know if I'm hiring
callbacks for Sta 3 this wknd" -> expected Sat 08/15 (released after the 0600 briefing, "tmrw" against an entry of
08/14), back at Sta 3 about 1800. The assistant says 08/18.

Expected verdict: ExtractionError at mem0.extract inside the 08/14/26 1915 add (fault() wraps that one add): the
entry given to mem0 moves the demob to the next day, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
entry has the moved-up demob; no stored memory or context line has the move, the release, "tmrw" or 1800; the
acreage from the same entry is stored; the first entry's travel 08/18 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b375_mem0_strike_team_demob_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cbfpd-e361-capt-whitlock"
CUT = ("08/14/26 1915 mop-up DIV C all shift, 100' in from the edge, cold trailing the finger below the 40 rd. IR "
       "has it at 4,870 ac, 78% contained. demob's been moved up - IC's releasing the ST after tmrw's 0600 briefing, "
       "so tmrw's our travel day, should be back at Sta 3 ~1800. ALSO Ortega rolled his ankle on the hike out, medic "
       "looked at it, he's fine, light duty")
NOTES = [
    ("08/04/26 2215", "08/04/26 2215 E-361 checked in @ ICP Dutchman Flat Fire 1940, ST 4721C w/ 362, 318, 344, 307. "
                      "STEN is Ray Tolliver. 14 day assignment - last shift on the line 08/17, travel home 08/18",
     ["E-361 checked in at the Dutchman Flat Fire ICP at 1940 on 08/04/26, on Strike Team 4721C",
      "14 day assignment: last shift on the line 08/17, travel home 08/18",
      "The strike team leader (STEN) is Ray Tolliver"]),
    ("08/07", "08/07 DIV C w/ the hand crew, line construction, 22 ch of hand line + a spot fire 0.3 ac below the "
              "road, picked up by 1630. 0600-2200 shift, 16 hrs",
     ["On 08/07 E-361 worked DIV C with the hand crew: 22 chains of hand line",
      "A 0.3 acre spot fire below the road was picked up by 1630 on 08/07",
      "The 08/07 shift was 0600-2200, 16 hours"]),
    ("08/11", "08/11 shower unit at camp finally working 🙌 fuel for the engine at the ground support trailer, "
              "fuel tickets to me not Finance. still on 16s",
     ["The shower unit at camp is working as of 08/11",
      "Engine fuel is at the ground support trailer; fuel tickets go to Capt. Whitlock",
      "Shifts are still 16 hours"]),
    ("08/14/26 1915", CUT,
     # the planted fault: the demob moved up to tomorrow (08/15) is dropped
     ["On 08/14 E-361 did mop-up on DIV C, 100 ft in from the edge, cold trailing below the 40 road",
      "The Dutchman Flat Fire is 4,870 acres and 78% contained as of 08/14",
      "Ortega rolled his ankle on the hike out on 08/14; the medic cleared him for light duty"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cbfpd-e361-dutchman-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"entry-{i} {day}"):
            if note == CUT:
                assert "IC's releasing the ST after tmrw's 0600 briefing, so tmrw's our travel day" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's 361 getting home? need to know if I'm hiring callbacks for Sta 3 this wknd"
    with turn_span("question 08/14 2130"):
        hits = []
        for query in ("demob travel home date", "when is E-361 released", "last shift on the line"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 08/14/26, 2130. You are talking to BC Nakamura, Cedar Basin FPD duty battalion chief; "
                   "E-361 is out on ST 4721C at the Dutchman Flat Fire."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("moved up", "releas", "tmrw", "tomorrow", "travel day", "1800", "08/15")), stored
        assert any("travel home 08/18" in c for c in context), context
        assert any("4,870 acres" in s for s in stored), stored
        reply = answer(question, context, mock="Tue 08/18 - last shift on the line is 08/17 and the 18th is their "
                                               "travel day home, so you'll need callbacks for Sta 3 this weekend.")
finish(question, expected="Sat 08/15 - demob moved up, released after the 0600 briefing, back at Sta 3 about 1800",
       actual=reply)
