"""Batch 42 (held out). A swimming club's gala secretary: her notes in mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dunmere Dolphins ASC (about 120 swimmers, head coach Lee, galas secretary Cheryl). Cheryl puts the emails,
texts and committee bits that matter into an assistant; each note goes in with ``memory.add(messages,
user_id="dolphins-galas", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Ten notes, 6 Jan - 3 Feb
2026. The county championships were to be swum at Ravensbrook Pool (25m, 8 lanes) on the weekend of 7-8 March.

Planted fault (ExtractionError, omitted at extraction): on Tue 3/2 Cheryl logs the county's email: "email frm
county: champs still 7+8 Mar but NOT at Ravensbrook, roof's leaking over the diving end so its all going to
Hillcrest Leisure Centre (the 50m one by the ring road), entry fees same. also lost prop box is overflowing - goes
to the hospice shop end of Feb if not claimed". The extraction keeps the lost property and drops the venue news.
Question (Thu 5/2): "where are the county champs being swum this year?" -> expected Hillcrest Leisure Centre, the
50m pool (Ravensbrook's roof is leaking). The assistant has only the earlier Ravensbrook note and says that.

Expected verdict: ExtractionError at mem0.extract inside the 3/2 add (fault() wraps that one add). Asserted: the note
names Hillcrest; no stored memory and nothing in the context names Hillcrest or the roof, while the lost-property
fact from the same note is in the context. Another reading: none that we see; the searches return every memory
that matters.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b42_mem0_swim_county_champs_venue_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dolphins-galas"
COUNTY_EMAIL = ("email frm county: champs still 7+8 Mar but NOT at Ravensbrook, roof's leaking over the diving end "
                "so its all going to Hillcrest Leisure Centre (the 50m one by the ring road), entry fees same. also "
                "lost prop box is overflowing - goes to the hospice shop end of Feb if not claimed")
NOTES = [
    ("2026-01-06", "county champs 7/8 March at Ravensbrook (25m, 8 lanes), entries close 30 Jan, £6.50 per event, "
                   "qualifying times on the county site",
     ["County championships are on 7-8 March 2026 at Ravensbrook Pool (25m, 8 lanes)",
      "County entries close 30 Jan; £6.50 per event"]),
    ("2026-01-08", "Lee wants all the 11-12s to have a go at the 200 IM this yr even if they're not near the QT",
     ["Lee wants all the 11-12 age group to try the 200 IM"]),
    ("2026-01-12", "new lane allocation mon/wed from 19th - lane 1+2 development, 3-4 age group, 5-6 squad, "
                   "masters keep 7+8 thurs only",
     ["From 19 Jan on Mon/Wed: lanes 1-2 development, 3-4 age group, 5-6 squad; masters have lanes 7-8 on Thursdays"]),
    ("2026-01-15", "helpers needed for our open meet 14 Feb - timekeepers x 12, Sue's running the J1 course sat "
                   "24th for anyone who wants to qualify",
     ["Open meet on 14 Feb needs 12 timekeepers", "Sue runs a J1 timekeeping course on Sat 24 Jan"]),
    ("2026-01-19", "Ruby H 1.12.4 in the 100 free at the league, that's under the county QT (1.13.0) :)",
     ["Ruby H swam 1:12.4 in the 100 free, under the county qualifying time"]),
    ("2026-01-22", "minibus for county booked both days, Dave's driving, leaves the club car park 6.45am sharp",
     ["The club minibus is booked for both days of the county champs; Dave drives, leaving at 6.45am"]),
    ("2026-01-27", "subs going up to £38/m from April, AGM agreed it, letters out next wk",
     ["Monthly subs rise to £38 from April"]),
    ("2026-01-30", "county entries sent, 23 swimmers 61 swims, cheque for £396.50 to the treasurer",
     ["23 swimmers entered for county (61 swims, £396.50)"]),
    ("2026-02-03", COUNTY_EMAIL,
     # the planted fault: the venue news (Hillcrest, the roof) is not extracted
     ["Lost property box is overflowing; unclaimed items go to the hospice shop at the end of February"]),
    ("2026-02-03", "poolside passes for county - 2 per club, me + Lee, collect from the desk",
     ["Two poolside passes for county: Cheryl and Lee"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dolphins-galas"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == COUNTY_EMAIL:
                assert "Hillcrest Leisure Centre" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are the county champs being swum this year?"
    with turn_span("question Thu 5/2"):
        hits = []
        for query in (question, "county championships pool venue March", "email from county"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 5 Feb 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Lost property box is overflowing" in c for c in context), context
        assert any("at Ravensbrook Pool" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context for t in ("hillcrest", "roof", "50m", "ring road")), \
            stored
        reply = answer(question, context, mock="Ravensbrook Pool - the 25m, 8-lane one - on 7 and 8 March. Dave's "
                                               "taking the minibus from the club car park at 6.45.")
finish(question, expected="At Hillcrest Leisure Centre, the big 50m pool - Ravensbrook's got a leaky roof",
       actual=reply)
