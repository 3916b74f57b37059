"""Batch 31 (held out). A small garage's service-desk notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pickering's Garage in Soham (two ramps, one MOT bay; Dean and Lewis on the tools, Rachel on the desk) logs the
desk's notes on bookings, parts and courtesy cars with ``memory.add(messages, user_id="pickerings-desk",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Thirteen notes, 2-10 June 2025; several share words
with the question (the usual collection rule, Mr Heaton's MOT fail, other customers' pick-ups).

Planted fault (ExtractionError, omitted at extraction): on 9/6 Dean's note reads "Heaton Fabia (YR15 KZT) - failed
MOT nsf spring + both wiper blades. Springs on order from GSF, here tmrw first thing, so done by dinner. He rang,
he'll grab it at quarter to 5 weds on his way back from the sugar beet factory, has to be away sharpish for his
lad's parents eve - keys in the key safe if we're on a road test". The extraction keeps the MOT fail items and the
springs order and drops the pick-up time. Question (Tue 10/6): "what time's Mr Heaton coming for the Fabia
tomorrow?" -> expected 4.45pm. The assistant has only the garage's rule (collections from 5.15, after the last
job's signed off) and says after 5.15.

Expected verdict: ExtractionError at mem0.extract inside the 9/6 add (fault() wraps that one add). Asserted: the
note holds the quarter-to-5 pick-up; no stored memory and nothing in the context holds it, while the springs order
from the same note is in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b31_mem0_garage_heaton_pickup_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pickerings-desk"
DEAN_NOTE = ("Heaton Fabia (YR15 KZT) - failed MOT nsf spring + both wiper blades. Springs on order from GSF, here "
             "tmrw first thing, so done by dinner. He rang, he'll grab it at quarter to 5 weds on his way back from "
             "the sugar beet factory, has to be away sharpish for his lad's parents eve - keys in the key safe if "
             "we're on a road test")
NOTES = [
    ("2025-06-02", "desk rules for Rach's cover (Tina): collections from 5.15 once Dean's signed the last job off, we "
                   "lock up 5.45. Courtesy cars only if they've got their licence on them",
     ["Customers collect cars from 5.15pm, after the last job is signed off; the garage locks up at 5.45",
      "Courtesy cars are only lent to customers who show their driving licence"]),
    ("2025-06-02", "Mrs Patel's Qashqai cambelt + water pump booked Tues 10/6, 2 day job, she's having the Picanto",
     ["Mrs Patel's Qashqai is booked for a cambelt and water pump on Tuesday 10 June, a two-day job",
      "Mrs Patel is having the Picanto courtesy car"]),
    ("2025-06-03", "MOT price stays £54.85, retest free within 10 working days if it's left with us",
     ["An MOT costs GBP 54.85", "A retest is free within 10 working days if the car is left at the garage"]),
    ("2025-06-03", "Lewis off Fri 6th (his nan's funeral), Dean on his own so no big jobs that day",
     ["Lewis is off on Friday 6 June", "No big jobs on Friday 6 June as Dean is on his own"]),
    ("2025-06-04", "Transit (Fen Landscapes) clutch done, £640 inc, they pay 30 days on acct",
     ["Fen Landscapes' Transit had its clutch done for GBP 640 including VAT, paid on 30-day account"]),
    ("2025-06-05", "Mr Heaton booked MOT Mon 9/6 8.30, Skoda Fabia 1.2 2015, ring him on 07700 900 412 if it fails",
     ["Mr Heaton's Skoda Fabia (2015) is booked for an MOT on Monday 9 June at 8.30",
      "Mr Heaton's phone number is 07700 900 412"]),
    ("2025-06-05", "Picanto courtesy car due a service itself lol, oil + filter when there's a gap",
     ["The Picanto courtesy car needs an oil and filter service"]),
    ("2025-06-06", "Mrs Okoye collecting the Corsa Mon at 5.30, paid already over the phone £212",
     ["Mrs Okoye is collecting her Corsa on Monday at 5.30", "Mrs Okoye paid GBP 212 by phone"]),
    ("2025-06-09", DEAN_NOTE,
     # the planted fault: the quarter-to-5 pick-up is not extracted
     ["Mr Heaton's Fabia failed its MOT on the nearside front spring and both wiper blades",
      "Springs for Mr Heaton's Fabia are on order from GSF, arriving Tuesday morning"]),
    ("2025-06-09", "GSF rep says their van's running late all wk, staff shortages, order b4 11 for next day",
     ["GSF's deliveries are running late this week; orders must be placed before 11am for next day"]),
    ("2025-06-09", "key safe code changed to 4471 (old one was on a post it by the till, Rach not impressed)",
     ["The key safe code is 4471"]),
    ("2025-06-10", "springs came 8.40, Dean's on the Fabia after the Qashqai's belt is off",
     ["The springs arrived at 8.40 on Tuesday", "Dean will work on the Fabia after removing the Qashqai's cambelt"]),
    ("2025-06-10", "Mr Bright wants a quote for 4 tyres for the Octavia, 205/55 R16, mid range not budget",
     ["Mr Bright wants a quote for four mid-range 205/55 R16 tyres for his Octavia"]),
]
EXTRACTED = {note[:45]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pickerings-desk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DEAN_NOTE:
                assert "quarter to 5 weds" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's Mr Heaton coming for the Fabia tomorrow?"
    with turn_span("question Tue 10/6"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        rules = memory.search("collect collection time pick up", top_k=10, threshold=0.0,
                              filters={"user_id": USER})["results"]
        context = ["Today is Tue 10/6/25."]
        for h in hits + rules:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("collect cars from 5.15pm" in c for c in context), context
        assert any("on order from GSF" in c for c in context), context
        assert any("failed its MOT" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("quarter to", "4.45", "16:45", "4:45", "parents eve", "sugar beet")), stored
        reply = answer(question, context, mock="Any time from 5.15 - that's when collections start, once Dean's "
                                               "signed the Fabia off. The springs came this morning.")
finish(question, expected="4.45pm, on his way home from work", actual=reply)
