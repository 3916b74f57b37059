"""Batch 349 (held out). A film production's call sheets: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: "Low Tide", a low-budget feature, shoots 24 days in March 2051 on the coast round Saltburn. Priya (2nd AD)
pastes the call sheets, the daily production reports and her schedule changes into the unit's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})`` - markdown tables, "sc 42 -> ..." bullet lists,
DONE ticks - and crew ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Priya's Day 9 call sheet (2051-03-06 18:40) has, under
its table, sc 42 (the pier wide, ROSA walks out) not on the day and pencilled for Mon 20/03 as a pickup. Her
"sched changes as of tonight" list of Tue 14/03 21:05 has, as its first bullet, sc 42 moving to the day after
tomorrow (low water 07:52, which the DP wants for the wide; unit call 06:00, crew park on Marine Parade), then sc 57
DONE and the vegan count now 9 (was 7). The extraction keeps sc 57 and the vegan count and drops the pier move, so
the pencilled Mon 20/03 stays the only day stored for sc 42. Question (Wed 15/03, Tom, key grip): "which day are we
back on the pier for the 42 pickup? need to book the tower + the genny" -> expected Thursday 16 March (the note of
Tue 14/03 says the day after tomorrow, i.e. tomorrow as Tom asks), unit call 06:00. The assistant says Monday 20
March.

Why the expected verdict is ExtractionError at mem0.extract (inside the Tue 14/03 add, which fault() wraps): the
note given to mem0 moves sc 42 to the day after tomorrow, and what mem0 made of it leaves that bullet out, so the
store never held the day the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has the move; no stored memory or context line has the day after tomorrow, low water, Marine
Parade or the 06:00 call; the sc 57 and vegan lines from the same note are stored; the Mon 20/03 pencil is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b349_mem0_film_callsheet_pier_pickup_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "low-tide-2nd-ad-priya"
CUT = ("sched changes as of tonight (Tue 14/03 21:05)\n"
       "- sc 42 pier wide pickup -> moving to the day after tomorrow!! low water's 07:52 which is what Ben wants for "
       "the wide\n"
       "  - unit call 06:00, crew park on Marine Parade NOT the pier car park\n"
       "- sc 57 (kitchen) -> DONE ✅\n"
       "- catering: vegan count now 9 (was 7)\n"
       "- tower: ?? ask Tom")
NOTES = [
    ("2051-03-06 18:40",
     "CALL SHEET - LOW TIDE - Day 9 of 24 - Tue 07/03/51\n"
     "| what | time | where |\n"
     "|---|---|---|\n"
     "| unit call | 07:00 | Saltburn pier |\n"
     "| HMU | 05:45 | base, car park B |\n"
     "| ROSA (Mei L.) p/u | 06:15 | Zetland hotel |\n"
     "| sunrise | 06:41 | |\n"
     "sc 42 (pier wide, ROSA walks out) -> NOT on today's, pencilled Mon 20/03 as a pickup",
     ["Day 9 (Tue 07/03): unit call 07:00 at Saltburn pier, HMU 05:45 at base in car park B",
      "Mei L. (ROSA) picked up 06:15 from the Zetland hotel on Day 9",
      "Scene 42 (pier wide, ROSA walks out) pickup is pencilled for Mon 20/03"]),
    ("Thu 09/03",
     "DPR D10 (Thu 09/03) - wrapped 19:40 (45 min over 😬), 28 setups\n"
     "sc 38 DONE / sc 39 DONE / sc 40 PART (rain stop x2)\n"
     "gen van flat tyre at 11ish, sorted by lunch",
     ["Day 10 wrapped at 19:40, 45 minutes over, 28 setups",
      "Scenes 38 and 39 are done, scene 40 partly shot after two rain stops"]),
    ("Tue 14/03", CUT,
     # the planted fault: the sc 42 move to the day after tomorrow is dropped
     ["Scene 57 (kitchen) is done",
      "Catering vegan count is now 9 (was 7)"]),
    ("Wed 15/03",
     "walkies (Wed 15/03): ch1 prod, ch2 ADs, ch4 grips/sparks, ch6 locs. batteries on the charger in the unit "
     "base, radios back to Sal at wrap PLS",
     ["Walkie channels: ch1 production, ch2 ADs, ch4 grips and sparks, ch6 locations",
      "Radios go back to Sal at wrap"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="low-tide-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "sc 42 pier wide pickup -> moving to the day after tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day are we back on the pier for the 42 pickup? need to book the tower + the genny"
    with turn_span("question Wed 15/03"):
        hits = []
        for query in ("scene 42 pier pickup day", "when is the pier wide shot", "schedule changes pickup"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 March 2051. You are talking to Tom, key grip on the film Low Tide."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("day after tomorrow", "low water", "marine parade", "06:00", "16/03")), stored
        assert any("pencilled for Mon 20/03" in c for c in context), context
        assert any("Scene 57" in s for s in stored) and any("vegan" in s for s in stored), stored
        reply = answer(question, context, mock="Monday 20 March - sc 42's pencilled as a pickup on the pier then.")
finish(question, expected="Thursday 16 March (tomorrow) - moved on Tue 14/03 to the day after tomorrow for low water, "
                          "unit call 06:00", actual=reply)
