"""Batch 126 (held out). A kids' holiday club's leader notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kerry runs Sunny Days, a summer holiday club in St Mark's school hall. She types her notes (register, trips,
pick-ups, who's allowed to collect who) into the club's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the other staff and the parents ask it things through the day.

Planted fault (ExtractionError, dropped at extraction): Kerry's note of 27/7 has the Twycross Zoo trip on Weds 12th
Aug, coach from school 9.15, "back for normal pick-up" (5 from the hall door). Her note of Mon 10 Aug says the coach
firm rang - they can't get the kids back ahead of the M42 traffic, so the zoo lot won't be back till 6ish, pick-up
6pm off the coach in the school car park, not the hall - and, in the same note, asks for named sun cream and says
Alfie's Nana Jean can collect him on Friday. Extraction keeps the sun cream and Nana Jean and drops the pick-up.
Question (Weds 12/8, Gemma, on base with the kids not going): "what time's pick up tonight for the zoo lot? a dad's
on the phone" -> expected 6pm, off the coach in the school car park. The assistant says 5 from the hall door.

Expected verdict: ExtractionError at mem0.extract inside the Mon 10 Aug add (fault() wraps that one add): the note
handed to mem0 said when and where the zoo lot are collected, and no memory made from it does; the searches and the
answer then worked on what was stored. Asserted: the note has the 6pm car-park pick-up; no stored memory or context
line has 6pm, the M42 or the car park, while the 27/7 "normal pick-up" line and the sun cream and Nana Jean lines from
the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b126_mem0_holidayclub_zoo_pickup_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sunny-days-kerry"
LATE = ("coach co rang re weds - they cant get us back ahead of the M42 traffic so the zoo lot wont be back till "
        "6ish. pick up 6pm off the coach in the school car park NOT the hall. text going out to parents tonite. "
        "also sun cream NAMED pls, we had 4 unnamed bottles last wk! + Alfie's mum says Nana Jean can collect him fri")
NOTES = [
    ("27/7", "wk 1 done, 24 on the register. club 8.30-5, pick up by 5 from the hall door, sign out w whoever's on "
             "the desk. TRIP weds 12th aug Twycross Zoo - coach from school 9.15, back for normal pick-up, £12 extra, "
             "packed lunch + drink, 19 booked so far",
     ["Sunny Days runs 8.30 to 5 in St Mark's school hall; children are picked up by 5 from the hall door and "
      "signed out at the desk",
      "The Twycross Zoo trip is on Wednesday 12 August; the coach leaves school at 9.15 and is back for normal "
      "pick-up",
      "The zoo trip costs £12 extra and children need a packed lunch and a drink",
      "19 children are booked on the zoo trip"]),
    ("3.8.", "forest school tues 4th at Hollins Wood, wellies + old clothes. Ellis - NUT allergy, epipen in the red "
             "bag. Priya's mum paid for wk 2 + 3 (£150)",
     ["Forest school is on Tuesday 4 August at Hollins Wood; children need wellies and old clothes",
      "Ellis has a nut allergy and his EpiPen is in the red bag",
      "Priya's mum has paid £150 for weeks 2 and 3"]),
    ("Mon 10 Aug", LATE,
     # the planted fault: the late pick-up (time and place) drops out, the rest of the note is kept
     ["Parents are asked to name their children's sun cream",
      "Nana Jean can collect Alfie on Friday"]),
    ("Tue 11/8", "weds staff: Jo + Dan on the coach, me + Gemma on base w the 5 not going (craft + film). fri is the "
                 "end of wk show, parents in at 4",
     ["On Wednesday Jo and Dan go on the coach and Kerry and Gemma stay on base with the 5 children not going",
      "Friday is the end of week show and parents come in at 4"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sunny-days"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == LATE:
                assert "pick up 6pm off the coach in the school car park" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's pick up tonight for the zoo lot? a dad's on the phone"
    with turn_span("question Weds 12/8"):
        hits = []
        for query in ("zoo trip pick up time coach back", "sun cream collect Friday", "pick up hall door sign out"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 12 August 2037. You are talking to Gemma, on base at Sunny Days while the zoo "
                   "trip is out."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("back for normal pick-up" in c for c in context), context
        assert any("picked up by 5 from the hall door" in c for c in context), context
        assert any("sun cream" in c for c in context) and any("Nana Jean" in c for c in context), context
        assert not any("6pm" in s or "6ish" in s or "M42" in s or "car park" in s for s in stored + context), stored
        reply = answer(question, context, mock="5 o'clock as normal - the coach is back for the usual pick-up from the "
                                               "hall door.")
finish(question, expected="6pm, off the coach in the school car park - the coach can't beat the M42 traffic",
       actual=reply)
