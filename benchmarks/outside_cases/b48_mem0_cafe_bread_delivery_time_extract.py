"""Batch 48 (held out). A community cafe's kitchen notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: The Hive, a community cafe in St Mark's church hall (kitchen lead Bev, head cook Marco, a dozen volunteers).
Bev dictates kitchen notes to an assistant on the cafe tablet: suppliers, the rota, allergens, what ran out. Each
goes in with ``memory.add(messages, user_id="hive-kitchen", metadata={"date": ...})`` and mem0's LLM pulls out the
facts. Ten notes, 18 May - 12 June 2026. Hobbs the bakers normally drop the bread at 6.45, side door.

Planted fault (ExtractionError, omitted at extraction): on Wed 10/6 Bev notes a call from the bakery: "Dave @
Hobbs rang - from mon 15th the van's doing the school run first so bread lands 7.15ish not 6.45, leave the side door
on the latch if nobody's in yet. + 2 extra sourdough fri for the quiz nite". The extraction keeps the sourdough and
drops the new delivery time. Question (Tue 16/6): "what time's the bread getting here tomorrow?" -> expected about
7.15. The assistant has only the usual 6.45.

Expected verdict: ExtractionError at mem0.extract inside the 10/6 add (fault() wraps that one add). Asserted: the
note says 7.15; no stored memory does, while the sourdough fact from the same note and the usual 6.45 are in the
context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b48_mem0_cafe_bread_delivery_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hive-kitchen"
HOBBS = ("Dave @ Hobbs rang - from mon 15th the van's doing the school run first so bread lands 7.15ish not 6.45, "
         "leave the side door on the latch if nobody's in yet. + 2 extra sourdough fri for the quiz nite")
NOTES = [
    ("2026-05-18", "suppliers as of now: bread Hobbs (6.45 mon-sat, side door, Dave), veg Parry's Fri am, milk "
                   "Rowlands daily 7ish, dry goods Booker run every other tues",
     ["Bread comes from Hobbs bakery at 6.45am Monday to Saturday, delivered to the side door; contact Dave",
      "Veg from Parry's on Friday mornings", "Milk from Rowlands daily around 7am",
      "Dry goods from Booker every other Tuesday"]),
    ("2026-05-20", "allergen folder updated - new soup labels, celery in ALL the stocks remember. Marco's chilli has "
                   "mustard (the powder)",
     ["All stocks contain celery (allergen)", "Marco's chilli contains mustard powder"]),
    ("2026-05-23", "sat - ran out of scones by 11!! make 3 trays not 2. Jean's retirement tea fri 29th 2-4, 20 ppl, "
                   "sandwiches + cake, £6 a head",
     ["Saturday scones ran out by 11am; bake 3 trays not 2",
      "Jean's retirement tea Friday 29 May 2-4pm, 20 people, sandwiches and cake, £6 a head"]),
    ("2026-05-27", "fridge 2 running warm, 7 degrees at close. engineer booked thurs a.m., moved the dairy to fridge 1",
     ["Fridge 2 was running warm (7 degrees); engineer booked Thursday morning",
      "Dairy moved to fridge 1"]),
    ("2026-05-30", "rota june: Bev mon-wed opening, Marco thurs-sat, Dan + Priti washing up wkends. Sun closed",
     ["June rota: Bev opens Monday-Wednesday, Marco opens Thursday-Saturday",
      "Dan and Priti wash up at weekends", "Closed on Sundays"]),
    ("2026-06-02", "Parry's price up - potatoes £14.50 a sack now (was 12). chips on the specials only",
     ["Parry's potatoes now £14.50 a sack (were £12)", "Chips only on the specials board"]),
    ("2026-06-05", "quiz nite fri 12/6 - hall booked, Marco doing chilli + jacket spuds, 40 tickets sold @ £8",
     ["Quiz night Friday 12 June in the hall: chilli and jacket potatoes, 40 tickets sold at £8"]),
    ("2026-06-10", HOBBS,
     # the planted fault: the new delivery time is not extracted
     ["Order 2 extra sourdough loaves from Hobbs for Friday's quiz night"]),
    ("2026-06-11", "new volunteer Grace wed am from 17th, food hygiene level 2 done online, show her the probe log",
     ["New volunteer Grace starts Wednesday mornings from 17 June; has food hygiene level 2",
      "Show Grace the temperature probe log"]),
    ("2026-06-12", "the fridge man came back - needs a new fan motor, £180, ok'd by the committee",
     ["Fridge 2 needs a new fan motor, £180, approved by the committee"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hive"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HOBBS:
                assert "7.15ish" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the bread getting here tomorrow?"
    with turn_span("question Tue 16/6"):
        hits = []
        for query in (question, "Hobbs bread delivery time", "Dave at Hobbs bakery"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 16 June 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("sourdough" in c for c in context), context
        assert any("6.45am" in c for c in context), context
        assert not any("7.15" in s or "school run" in s for s in stored + context), stored
        reply = answer(question, context, mock="6.45 - Hobbs drop it at the side door, same as every weekday.")
finish(question, expected="Around quarter past seven now, the van does the school run first", actual=reply)
