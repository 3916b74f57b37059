"""Batch 358 (held out). A US apartment community's maintenance thread: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per message and one for
the question.

App: Maple Court Apartments (a 60-unit building) run a resident portal. Every message in a unit's maintenance thread
- the tenant's quick phone messages and the property manager's formal replies and work-order notices - goes into
the portal's helper with ``memory.add(messages, user_id=<unit>, metadata={"date": ...})``; tenants ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Dana Whitfield in Unit 4B reports (2051-03-09, 9:47pm)
that the thing under the kitchen sink is leaking again. Karen Liu (the property manager) replies Fri 3/10: WO-4471,
Rivera Plumbing, appointment Thursday March 16, 8:00 AM-12:00 PM. Karen's update of Tue 3/14 says Rivera called -
the replacement P-trap is on backorder, so they cannot make Thursday; the earliest they can come is Monday of next
week, same 8-12 window - and, as a reminder, the building-wide pest control is this Friday, cabinets emptied. The
extraction keeps the pest control and drops the new day: Thursday 3/16 stays the only appointment stored. Question
(Wed 3/15, Dana): "when is the plumber coming for the thing under the sink i need to tell my boss if im taking
off" -> expected Monday March 20, 8 AM-12 PM ("Monday of next week" from the Tue 3/14 update; the part is on
backorder). The assistant says Thursday March 16, 8-12.

Expected verdict: ExtractionError at mem0.extract inside the Tue 3/14 add (fault() wraps that one add): the message
given to mem0 moves the visit to Monday of next week, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the
message has "cannot make Thursday" and "Monday of next week"; no stored memory or context line mentions Monday, the
backorder or next week; the pest control from the same message is stored; Thursday March 16 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b358_mem0_apartment_maintenance_plumber_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "maple-court-unit-4B"
CUT = ("Tue 3/14 - Update re: WO-4471, Unit 4B. Ms. Whitfield, Rivera Plumbing called this morning: the replacement "
       "P-trap assembly for your sink is on backorder, so they cannot make Thursday. The earliest they can come is "
       "Monday of next week, same 8:00 AM-12:00 PM window. Also, as a reminder, the building-wide pest control "
       "treatment is this Friday; please have your kitchen cabinets emptied for that as well. - Karen Liu, "
       "Property Manager")
NOTES = [
    ("2051-03-09T21:47", "2051-03-09 9:47pm hi the thing under the kitchen sink is leaking again theres a puddle in "
                         "the cabinet and the bottom of it is getting soft can someone come look",
     ["Unit 4B tenant reported a leak under the kitchen sink on 3/9, a puddle in the cabinet",
      "The bottom of the kitchen sink cabinet in 4B is getting soft"]),
    ("Fri 3/10", "Fri 3/10 - Good morning Ms. Whitfield, thank you for your report. Work order WO-4471 has been "
                 "created for Unit 4B (kitchen sink drain leak) and assigned to Rivera Plumbing. Your appointment is "
                 "Thursday, March 16, between 8:00 AM and 12:00 PM. Please clear out the sink cabinet beforehand. "
                 "- Karen Liu, Property Manager",
     ["WO-4471 for the Unit 4B kitchen sink leak is assigned to Rivera Plumbing",
      "Rivera Plumbing appointment for WO-4471 is Thursday March 16, 8:00 AM-12:00 PM",
      "Tenant should clear out the sink cabinet before the plumber comes"]),
    ("Tue 3/14", CUT,
     # the planted fault: the move to Monday of next week is dropped
     ["Building-wide pest control treatment is this Friday",
      "Kitchen cabinets must be emptied for the pest control treatment"]),
    ("Tue 3/14 6:02pm", "3/14 6:02pm ok thanks do the pest control guys need to get in the bedroom too or just the "
                        "kitchen. i have a cat is that a problem",
     ["Dana in 4B has a cat",
      "Dana asked whether pest control needs bedroom access"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="maple-court-4B-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"message-{i} {day}"):
            if note == CUT:
                assert "cannot make Thursday" in note and "Monday of next week" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when is the plumber coming for the thing under the sink i need to tell my boss if im taking off"
    with turn_span("question Wed 3/15"):
        hits = []
        for query in ("plumber appointment day", "when is Rivera Plumbing coming", "kitchen sink leak work order"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 March 2051. You are talking to Dana Whitfield, the tenant in Unit 4B at Maple "
                   "Court Apartments."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("monday", "backorder", "next week", "cannot make")), stored
        assert any("Thursday March 16, 8:00 AM-12:00 PM" in c for c in context), context
        assert any("pest control" in s for s in stored), stored
        reply = answer(question, context,
                       mock="Rivera Plumbing is coming Thursday, March 16, between 8 AM and 12 PM (WO-4471).")
finish(question, expected="Monday March 20, 8 AM-12 PM - Rivera's part is on backorder so they can't do Thursday",
       actual=reply)
