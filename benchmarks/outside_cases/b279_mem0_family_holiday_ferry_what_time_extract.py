"""Batch 279 (held out). A family's summer holiday in Brittany: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Pritchard family (Sian, Rob, Maya 12 and Leo 8) go to Brittany in August 2051 - the Portsmouth to St Malo
ferry with their own car, two weeks at a campsite near Dinan, a cabin on the crossing home. Sian types her notes
into the family's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Rob asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sian's note of 2051-02-09T21:40 has the ferry out on
Sat 2nd Aug sailing 08:15, check-in closing 07:30. Her note of Thurs 12 June says Brittany Ferries emailed - they've
retimed the Saturday sailing, it's 10.45 now not 8.15, check-in by 10, so they can leave at a normal time - and, in
passing, that the GB sticker and the headlamp beam deflectors need sorting and that her dad's bringing the roof box
round on Sunday. The extraction keeps the sticker and the roof box and drops the new sailing time: 08:15 stays the
only time stored. Question (Mon 28/7, Rob): "what time's the ferry on sat? trying to work out when to set the alarm
⏰" -> expected 10.45 (check-in by 10). The assistant says 08:15, check-in closes 07:30.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 12 June add (fault() wraps that one add): the note
given to mem0 has the sailing retimed to 10.45, and what was made from it leaves that out, so the store never held
the time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names 10.45; no stored memory or context line mentions 10.45, the retiming or the check-in by 10; the GB sticker
from the same note is stored; the first note's 08:15 sailing is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b279_mem0_family_holiday_ferry_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pritchard-family-sian"
CUT = ("Thurs 12 June - email from Brittany Ferries, they've retimed the sat sailing 🙄 it's 10.45 now not 8.15, "
       "check-in by 10. means we can leave at a normal time for once thank god. ALSO must sort the GB sticker + the "
       "headlamp beam deflector things b4 we go, and Dad's bringing the roof box round sun")
NOTES = [
    ("2051-02-09T21:40", "BRITTANY 🇫🇷 booked!! ferry Portsmouth -> St Malo sat 2nd aug, sails 08:15, check in closes "
                         "07:30 so we'll have to leave at stupid o'clock. back sat 16th, cabin on the way home only",
     ["The ferry out is Portsmouth to St Malo on Sat 2nd Aug, sailing 08:15, check-in closes 07:30",
      "The ferry home is Sat 16th Aug with a cabin",
      "The family are taking their own car to Brittany"]),
    ("3/3", "3/3 campsite deposit paid €150 - Les Ormes nr Dinan, pitch w/ electric, 14 nts. kids want the one with the "
            "waterslides obvs 🙄 balance due 1st july",
     ["The campsite is Les Ormes near Dinan, a pitch with electric for 14 nights",
      "The campsite deposit of €150 is paid; the balance is due 1st July"]),
    ("Thurs 12 June", CUT,
     # the planted fault: the new sailing time is dropped
     ["A GB sticker and headlamp beam deflectors are needed before the holiday",
      "Sian's dad is bringing the roof box round on Sunday"]),
    ("22.7.", "22.7. packing - passports (Maya's new one came!!), GHICs, euros from the post office, the big cool box, "
              "travel sickness bands for Leo. Rob's in charge of the car stuff, I'm not",
     ["Packing list: passports, GHICs, euros, the big cool box, travel sickness bands for Leo",
      "Maya's new passport has arrived",
      "Rob is in charge of the car things for the holiday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pritchards-brittany-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "it's 10.45 now not 8.15, check-in by 10" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the ferry on sat? trying to work out when to set the alarm ⏰"
    with turn_span("question Mon 28/7"):
        hits = []
        for query in ("ferry sailing time", "what time is the ferry to St Malo", "check in at Portsmouth"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 28 July 2051. You are talking to Rob Pritchard; the family sail to Brittany on "
                   "Sat 2 Aug."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("10.45", "10:45", "retimed", "by 10", "normal time")), stored
        assert any("sailing 08:15, check-in closes 07:30" in c for c in context), context
        assert any("GB sticker" in s for s in stored), stored
        reply = answer(question, context, mock="It sails at 08:15 and check-in closes at 07:30, so you'll want to be "
                                               "at Portsmouth by about 7.")
finish(question, expected="10.45 - Brittany Ferries retimed it, check-in by 10", actual=reply)
