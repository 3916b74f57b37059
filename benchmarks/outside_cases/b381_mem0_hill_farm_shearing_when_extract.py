"""Batch 381 (held out). A Welsh hill farm's shearing: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Bryn Eithin is a hill farm above Cwm Nant-ddu - about 400 ewes on the mountain and the ffridd, a few suckler
cows, shearing in June with a contract shearer. Eleri (who does the farm's books and the diary) types notes into the
farm's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the family and Dai (who helps
with the gathering and has the dogs) ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Eleri's note of 2051-05-29T21:10 has Gareth Cneifiwr
(Gareth Pugh) booked to shear on Thurs 15th June, him and his boy, two stands, gather off the mountain the Weds.
Her note of Mon 12/6 says Gareth rang - the rain's put him right back, he'll do them Sat week instead, not this
Thurs, so the gather's the Friday - and, in passing, that the wool sheets came from the co-op (20, in the big shed)
and Mam's doing the cawl for the shearers as usual. The extraction keeps the wool sheets and the cawl and drops the
new day: Thurs 15th stays the only shearing day stored. Question (Tue 13/6, Dai): "when's Gareth coming to shear?
need to know when to bring the dogs up for the gather" -> expected Saturday 24th June (Sat week from the Monday
12th; gather Friday 23rd). The assistant says Thursday 15th June, gather Wednesday.

Expected verdict: ExtractionError at mem0.extract inside the Mon 12/6 add (fault() wraps that one add): the note
given to mem0 moves the shearing to Sat week, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "Sat week instead not this Thurs"; no stored memory or context line mentions Sat week, the 24th, the rain or
the Friday gather; the wool sheets from the same note are stored; the first note's Thurs 15th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b381_mem0_hill_farm_shearing_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bryn-eithin-eleri"
CUT = ("Mon 12/6 - Gareth rang dinner time, the rain's put him right back (he's still got all of Cwm Hir to do) so "
       "he'll do us Sat week instead not this Thurs 🙄 so gather's the Fri now. ALSO wool sheets came from the co-op, "
       "20 of them, in the big shed by the quad. Mam's doing the cawl for the shearers as usual, chware teg")
NOTES = [
    ("2051-05-29T21:10", "2051-05-29T21:10 CNEIFIO 🐑 Gareth Cneifiwr (Gareth Pugh) booked for Thurs 15th June, him "
                         "+ his boy, 2 stands in the big shed. gather off the mountain the Weds, Dai + the dogs, "
                         "ewes in the top pens overnight. £1.60 a head same as last yr",
     ["Gareth Pugh (Gareth Cneifiwr) is booked to shear at Bryn Eithin on Thurs 15th June, with his boy, 2 stands",
      "The ewes are gathered off the mountain the Wednesday before shearing, Dai and the dogs",
      "Shearing is £1.60 a head, same as last year"]),
    ("3/6", "3/6 - drenched the lambs w/e, 2 short on the count off the ffridd, Dai reckons they're in with "
            "Penlan's again. fly stuff on order at the co-op",
     ["The lambs were drenched at the weekend; 2 were short on the count off the ffridd, probably in with Penlan's",
      "Fly treatment is on order at the co-op"]),
    ("Sun 11/6", "Sun 11/6 - tidy, Huw's mended the gate on the handling pens + the race, new hinges. wool cheque "
                 "from last yr finally came, £312, bechod",
     ["Huw has mended the gate on the handling pens and the race",
      "Last year's wool cheque came: £312"]),
    ("Mon 12/6", CUT,
     # the planted fault: Sat week (the 24th) and the Friday gather are dropped
     ["20 wool sheets came from the co-op, in the big shed by the quad",
      "Mam is doing the cawl for the shearers as usual"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bryn-eithin-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "he'll do us Sat week instead not this Thurs" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's Gareth coming to shear? need to know when to bring the dogs up for the gather"
    with turn_span("question Tue 13/6"):
        hits = []
        for query in ("shearing day Gareth", "when is the shearing", "gather off the mountain"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 13 June 2051. You are talking to Dai, who helps at Bryn Eithin with the gathering."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sat week", "24th", "saturday", "rain", "the fri", "friday")), stored
        assert any("Thurs 15th June" in c for c in context), context
        assert any("wool sheets" in s for s in stored), stored
        reply = answer(f"(Dai) {question}", context,
                       mock="Thursday 15th June - so the gather off the mountain's the Wednesday, the 14th.")
finish(question, expected="Sat week - Saturday 24th June (Gareth was put back by the rain), gather on the Friday",
       actual=reply)
