"""Batch 49 (held out). A small pottery studio's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: The Clay Barn, a pottery studio in a converted barn (owner Mark, studio tech Jo, evening and weekend classes).
Mark dictates studio notes to an assistant on the studio laptop: classes, kiln firings, clay orders, commissions.
Each goes in with ``memory.add(messages, user_id="clay-barn", metadata={"date": ...})`` and mem0's LLM pulls out
the facts. Ten notes, 26 May - 12 June 2026. Glaze firings are normally Wednesday nights, unloaded Thursday.

Planted fault (ExtractionError, omitted at extraction): on Fri 12/6 Mark notes: "elements on the big kiln went
mon, sparky's been, back tues 16th to finish the wiring so glaze firing's thurs 18/6 this wk not the usual weds -
tell the weds eve lot their pots'll be out sat am. ALSO 3 bags St Thomas + 1 Audrey Blackman in from Potclays".
The extraction keeps the clay delivery and drops the firing day. Question (Mon 15/6): "which day's the glaze
firing this week?" -> expected Thursday the 18th. The assistant has only the usual Wednesday.

Expected verdict: ExtractionError at mem0.extract inside the 12/6 add (fault() wraps that one add). Asserted: the
note says thurs 18/6; no stored memory does, while the clay delivery from the same note and the usual Wednesday
firing are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b49_mem0_pottery_glaze_firing_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clay-barn"
KILN = ("elements on the big kiln went mon, sparky's been, back tues 16th to finish the wiring so glaze firing's "
        "thurs 18/6 this wk not the usual weds - tell the weds eve lot their pots'll be out sat am. ALSO 3 bags St "
        "Thomas + 1 Audrey Blackman in from Potclays")
NOTES = [
    ("2026-05-26", "firing pattern for summer term: bisque mon nights, glaze weds nights (big kiln), unload thurs "
                   "am once it's under 100. Jo does the loading, I do the programme",
     ["Bisque firings are Monday nights", "Glaze firings are Wednesday nights in the big kiln, unloaded Thursday "
                                          "morning once below 100 degrees",
      "Jo loads the kiln; Mark sets the programme"]),
    ("2026-05-28", "weds eve class (7-9.30) full - 8 on it, £165 for 6 wks. sat am taster 10-12.30, £45 a head, 6 max",
     ["Wednesday evening class 7-9.30pm is full with 8 people, £165 for 6 weeks",
      "Saturday morning taster 10-12.30, £45 per person, maximum 6"]),
    ("2026-05-30", "commission - Oak & Ivy deli want 60 mugs, the speckled oatmeal, handles pulled not extruded, "
                   "by 10 July, £14 ea",
     ["Oak & Ivy deli commission: 60 speckled oatmeal mugs with pulled handles, due 10 July, £14 each"]),
    ("2026-06-01", "wheel 3 pedal sticking again. ordered a new one from Shimpo, 5-7 days. ppl on wheel 4 meanwhile",
     ["Wheel 3 pedal is sticking; replacement ordered from Shimpo (5-7 days)", "Use wheel 4 meanwhile"]),
    ("2026-06-03", "glaze fired fine last night, cone 6, the new celadon crawled a bit on the inside of bowls - "
                   "thinner coat next time",
     ["New celadon glaze crawled on bowl interiors at cone 6; apply thinner next time"]),
    ("2026-06-05", "Jo's on hols 22-26 June, I'll cover loading. Grace (the sat helper) can do reclaim",
     ["Jo is on holiday 22-26 June; Mark covers kiln loading", "Grace, the Saturday helper, can do clay reclaim"]),
    ("2026-06-08", "price list up 1 July: studio membership £60/mth (was 55), firing by the shelf £12",
     ["From 1 July studio membership is £60 a month (was £55)", "Firing charge £12 per shelf"]),
    ("2026-06-12", KILN,
     # the planted fault: the firing day is not extracted
     ["Potclays delivery arrived: 3 bags St Thomas clay and 1 bag Audrey Blackman"]),
    ("2026-06-12", "open studio w/e 27-28 June, need bunting + the card reader charged, Mark's mum doing cakes",
     ["Open studio weekend 27-28 June: bunting, charge the card reader, Mark's mum is doing cakes"]),
    ("2026-06-13", "sat taster - 5 came, 1 no show (refunded, she had covid). lovely lot",
     ["Saturday taster had 5 people; one no-show was refunded"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="claybarn"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == KILN:
                assert "thurs 18/6" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day's the glaze firing this week?"
    with turn_span("question Mon 15/6"):
        hits = []
        for query in (question, "big kiln glaze firing", "kiln elements electrician"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 June 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Potclays" in c for c in context), context
        assert any("Glaze firings are Wednesday nights" in c for c in context), context
        assert not any("18" in s or "Thursday 18" in s or "elements" in s or "sparky" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="Wednesday night, as usual - big kiln, and Jo unloads it Thursday "
                                               "morning.")
finish(question, expected="Thu 18th - it's a day late because the electrician's back on the Tuesday", actual=reply)
