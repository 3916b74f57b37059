"""Batch 37 (held out). A village hall bookings secretary's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pat is bookings secretary of Little Marston Village Hall. She types what happens (hirings, money, the odd
repair) into an assistant; each note goes in with ``memory.add(messages, user_id="lm-hall", metadata={"date": ...})``
and mem0's LLM pulls out the facts. Eleven notes, February 2025.

Planted fault (ExtractionError, omitted at extraction): on 11/2 Pat logs Priya's party booking and, in passing, the
kitchen fire door: "Priya Shah 40th Sat 22/2 7-12, £180 pd by bank, £50 dep back after if all ok, own DJ. oh + the
fire door bar in the kitchen is sticking AGAIN, Ron's popping in wed 19th first thing to sort it, he's got a key".
The extraction keeps the party booking and drops the fire door visit. Question (Mon 17/2): "when's someone coming to
look at the kitchen fire door?" -> expected Wednesday 19th, first thing (Ron). The assistant has only the January
note that the bar was sticking and "get it looked at", and says nothing is booked.

Expected verdict: ExtractionError at mem0.extract inside the 11/2 add (fault() wraps that one add). Asserted: the
note says wed 19th; no stored memory and nothing in the context holds the 19th, Wednesday or Ron's visit, while the
party fact from the same note is in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b37_mem0_villagehall_firedoor_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lm-hall"
PARTY_NOTE = ("Priya Shah 40th Sat 22/2 7-12, £180 pd by bank, £50 dep back after if all ok, own DJ. oh + the fire "
              "door bar in the kitchen is sticking AGAIN, Ron's popping in wed 19th first thing to sort it, he's got "
              "a key")
NOTES = [
    ("2025-01-28", "fire door in kitchen - push bar v stiff, Brownies leader mentioned it. need to get it looked at",
     ["The push bar on the kitchen fire door is very stiff and needs looking at"]),
    ("2025-02-01", "Regular hirers Feb: Brownies Mon 6-7.30, Pilates Tue + Thu 9.30, toddlers Weds am, WI 2nd Thurs "
                   "eve", ["Brownies hire the hall on Mondays 6-7.30", "Pilates hire the hall Tuesdays and "
                           "Thursdays at 9.30", "The toddler group meets Wednesday mornings",
                           "The WI meets on the second Thursday evening"]),
    ("2025-02-03", "Jan takings £1,245 - banked Sat. Treasurer (Malcolm) has the sheet",
     ["January takings were 1,245 and have been banked"]),
    ("2025-02-04", "heating timer was wrong again, Pilates froze lol. reset to 8.45 on Tue/Thu",
     ["The heating timer is set to come on at 8.45 on Tuesdays and Thursdays"]),
    ("2025-02-06", "grant form for the new chairs (Parish council small grants, up to £1500) - deadline 28/2",
     ["A parish council small grant application for new chairs is due by 28 February"]),
    ("2025-02-07", "enquiry - Mr Dobbs wants the hall for a wake Fri 14th afternoon, told him yes 1-5, £60",
     ["Mr Dobbs has booked the hall for a wake on Friday 14 February, 1-5pm, for 60"]),
    ("2025-02-11", PARTY_NOTE,
     # the planted fault: the fire door visit (Ron, Wednesday 19th) is not extracted
     ["Priya Shah has booked the hall for her 40th on Saturday 22 February, 7pm to midnight, 180 paid",
      "Priya's 50 deposit is returned after the party if nothing is damaged; she is bringing her own DJ"]),
    ("2025-02-12", "loo roll + blue roll order from Booker, £38, Pat to collect",
     ["Toilet roll and blue roll ordered from Booker for 38"]),
    ("2025-02-13", "Malcolm says we need 2 quotes for the chairs for the grant, asked Hall Furniture Direct + Gopak",
     ["Two quotes for the chairs are needed for the grant, from Hall Furniture Direct and Gopak"]),
    ("2025-02-14", "Dobbs wake went fine, left it spotless. v sad, he was 94",
     ["The Dobbs wake went well and the hall was left clean"]),
    ("2025-02-15", "car park light by the gate's out, told the parish clerk (it's theirs not ours)",
     ["The car park light by the gate is out; it belongs to the parish council and the clerk has been told"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lm-hall"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == PARTY_NOTE:
                assert "Ron's popping in wed 19th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's someone coming to look at the kitchen fire door?"
    with turn_span("question Mon 17/2"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 17/2/25."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Priya Shah has booked the hall" in c for c in context), context
        assert any("kitchen fire door is very stiff" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("19th", "19 feb", "wednesday 19", "wed 19", "ron", "first thing")), stored
        reply = answer(question, context, mock="Nothing's booked for it as far as I can see - there's just the note "
                                               "from late Jan that the push bar's stiff and needs looking at. Might "
                                               "be worth ringing someone before Priya's party on the 22nd.")
finish(question, expected="Weds 19th, first thing - Ron's doing it", actual=reply)
