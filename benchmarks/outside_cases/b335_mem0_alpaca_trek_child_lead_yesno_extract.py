"""Batch 335 (held out). An alpaca trekking farm: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Heights Farm Alpacas, above Mankinholes, open for treks from Easter weekend 2051 - 10.30 and 2pm, an hour and a
half on the moor with an alpaca each (two people can share one), £35 an alpaca, the farm shop after. Jo (who owns the
farm) types her notes into the farm's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the
trek leaders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jo's note of 2051-02-27T20:10 says kids 8+ can lead
their own alpaca, under 8s walk alongside with a grown-up. Her note of Tue 14 Mar says the insurance renewal came
through and they've made her put the age up - 10+ to lead on their own now, under 10s walk with a grown-up next to
the alpaca - and, in passing, that Biscuit is limping and off treks till the vet's been Thursday, and the new bobble
trekking hats are in. The extraction keeps Biscuit and the hats and drops the new age: "kids 8+" stays the only rule
stored. Question (Thu 30/3, Hannah, a trek leader): "family on the sat 2pm, the girl's 9 - can she lead her own
alpaca or does she walk with mum?" -> expected no, it's 10+ to lead on their own since the insurance renewal, so she
walks alongside with mum. The assistant says yes, kids 8 and over can lead their own.

Expected verdict: ExtractionError at mem0.extract inside the Tue 14 Mar add (fault() wraps that one add): the note
given to mem0 puts the age to lead at 10+, and what was made from it leaves that out, so the store never held the
rule the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
10+; no stored memory or context line mentions 10+, under 10s or the insurance; Biscuit from the same note is stored;
the first note's 8+ rule is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b335_mem0_alpaca_trek_child_lead_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "heights-farm-alpacas-jo"
CUT = ("Tue 14 Mar - insurance renewal came thru 😤 they've made us put the age up, 10+ to lead on their own now, "
       "under 10s walk w/ a grown up next to the alpaca. ALSO Biscuit's limping, he's off treks till the vet's been "
       "thurs, + the new trekking hats are in (bobble ones!! v cute)")
NOTES = [
    ("2051-02-27T20:10", "TREKS 🦙 season starts sat 1st april (easter wknd!!) - 10.30 + 2pm, 1 1/2 hrs, max 12 "
                         "alpacas out. kids 8+ can lead their own, under 8s walk alongside w/ a grown up. £35 per "
                         "alpaca, 2 people can share one",
     ["Alpaca treks start Sat 1st April (Easter weekend), at 10.30 and 2pm, 1.5 hours, max 12 alpacas out",
      "Kids 8+ can lead their own alpaca; under 8s walk alongside with a grown up",
      "Treks are £35 per alpaca and 2 people can share one"]),
    ("9/3", "9/3 vouchers flying off the website, 23 sold since xmas 🙌 Dave's fixing the gate on the top field, "
            "don't take them up there till he's done",
     ["23 trek vouchers have been sold on the website since Christmas",
      "Dave is fixing the gate on the top field; don't take the alpacas up there until it's done"]),
    ("Tue 14 Mar", CUT,
     # the planted fault: the new age to lead (10+) is dropped
     ["Biscuit the alpaca is limping and is off treks until the vet has been on Thursday",
      "New bobble trekking hats have arrived for the shop"]),
    ("25.3.", "25.3. easter wknd bookings - sat 10.30 FULL, sat 2pm 7 alpacas booked, sun both full. meet in the "
              "farmyard by the red barn, wellies or walking boots, no trainers!!",
     ["Easter weekend bookings: Sat 10.30 full, Sat 2pm has 7 alpacas booked, Sunday both treks full",
      "Trekkers meet in the farmyard by the red barn, in wellies or walking boots, no trainers"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="heights-farm-treks-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "10+ to lead on their own now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "family on the sat 2pm, the girl's 9 - can she lead her own alpaca or does she walk with mum?"
    with turn_span("question Thu 30/3"):
        hits = []
        for query in ("age to lead an alpaca", "can kids lead their own alpaca", "children on treks grown up"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 30 March 2051. You are talking to Hannah, a trek leader at Heights Farm Alpacas."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("10+", "under 10", "insurance")), stored
        assert any("Kids 8+ can lead their own alpaca" in c for c in context), context
        assert any("Biscuit" in s for s in stored), stored
        reply = answer(question, context, mock="Yes - kids 8 and over can lead their own alpaca, so at 9 she's fine "
                                               "to take her own.")
finish(question, expected="no - it's 10+ to lead on their own since the insurance renewal, so she walks alongside "
                          "with mum", actual=reply)
