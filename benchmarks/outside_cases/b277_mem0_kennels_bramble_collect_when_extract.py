"""Batch 277 (held out). A boarding kennels' bookings: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Holly Bank Boarding Kennels (Karen and her daughter Leah) board dogs and cats over the summer of 2053 - runs,
the paddock, a groomer who comes in on Tuesdays. Karen types her notes about each boarder into the kennels' helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the weekend kennel hands ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Karen's booking note of 2053-07-28T09:15 has Bramble
(the Fieldings' springer) in from Sat 9th Aug to Sat 23rd Aug, collecting between 10 and 12. Her note of Thurs 14
Aug says Mrs Fielding rang from Portugal - their flight home got cancelled (the strike), they're on the Monday one
now, so Bramble's stopping till Mon 25th (bank hol, but we're open 2-4 for collections), about 2ish, 2 extra nights
on the bill - and, in the same note, Bramble's had a bit of an upset tum so she's on chicken and rice, and she's
been pulling the fleece out of her bed so it's been swapped for vetbed. The extraction keeps the tummy and the
vetbed and drops the later pick-up: Sat 23rd stays the only collection stored. Question (Fri 22/8, Jake, the
weekend kennel hand): "when are the Fieldings picking up Bramble? doing the collections list for the wkend" ->
expected Monday 25th August, about 2 (their flight was cancelled). The assistant says Saturday 23rd, between 10 and
12.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 14 Aug add (fault() wraps that one add): the
note given to mem0 moves Bramble's pick-up to Monday the 25th, and what was made from it leaves that out, so the
store never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names Mon 25th; no stored memory or context line mentions the 25th, Monday, the cancelled flight
or the extra nights; the chicken and rice from the same note is stored; the booking's Sat 23rd is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b277_mem0_kennels_bramble_collect_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holly-bank-kennels-karen"
CUT = ("Thurs 14 Aug - Mrs Fielding rang from Portugal, their flight home's been cancelled (the strike 🙄) so they're "
       "on the monday one now + Bramble's stopping till Mon 25th. bank hol but we're open 2-4 for collections so "
       "about 2ish, 2 extra nights on the bill. ALSO Bramble's had a bit of an upset tum, on chicken + rice for a "
       "couple of days, and she keeps pulling the fleece out of her bed so swapped it for vetbed")
NOTES = [
    ("2053-07-28T09:15", "2053-07-28T09:15 BOOKING - Bramble, springer, the Fieldings (Lindley). in sat 9th aug, out "
                         "sat 23rd aug, collect between 10 + 12 pls (no collections sun). run 4, £22 a nite, own food "
                         "(Burns) twice a day",
     ["Bramble, the Fieldings' springer spaniel, is booked in from Sat 9th Aug to Sat 23rd Aug",
      "The Fieldings collect Bramble on Sat 23rd Aug between 10 and 12",
      "Bramble is in run 4 at £22 a night and has her own food (Burns) twice a day",
      "There are no collections on Sundays"]),
    ("9/8", "9/8 Bramble in 🐶 vacc card seen - kennel cough done 12/7, flea'd + wormed. bit anxious first nite, "
            "put her next to Murphy the lab, settled fine",
     ["Bramble's kennel cough vaccination was done on 12/7 and she's been flea'd and wormed",
      "Bramble was put next to Murphy the lab and settled fine"]),
    ("Thurs 14 Aug", CUT,
     # the planted fault: the later pick-up (Mon 25th, about 2) is dropped
     ["Bramble has an upset tummy and is on chicken and rice for a couple of days",
      "Bramble's fleece bed was swapped for vetbed because she pulls the fleece out"]),
    ("Tue 19.8.", "Tue 19.8. Bramble's grand now, back on the Burns, LOVES the paddock w/ the labs. Sally (groomer) "
                  "can bath her b4 she goes home, £15, mum says yes",
     ["Bramble is fine now and back on her Burns food",
      "Sally the groomer will bath Bramble before she goes home for £15"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holly-bank-2053"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Bramble's stopping till Mon 25th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when are the Fieldings picking up Bramble? doing the collections list for the wkend"
    with turn_span("question Fri 22/8"):
        hits = []
        for query in ("Bramble collection pick up date", "when does Bramble go home", "Fieldings collecting"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 22 August 2053. You are talking to Jake, a weekend kennel hand at Holly Bank "
                   "Boarding Kennels."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("25th", "monday", "cancel", "strike", "extra nights", "2ish")), stored
        assert any("Sat 23rd Aug between 10 and 12" in c for c in context), context
        assert any("chicken and rice" in s for s in stored), stored
        reply = answer(question, context, mock="Saturday 23rd August, between 10 and 12 - no collections on the "
                                               "Sunday, so it's the Saturday morning.")
finish(question, expected="Monday 25th August, about 2 - their flight home was cancelled, 2 extra nights",
       actual=reply)
