"""Batch 47 (held out). A village allotment society's secretary's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Sita is secretary of the Elmfield Road Allotment Society (24 plots, chair Ken, treasurer Maggie). She dictates
society business into an assistant on her phone; each note goes in with ``memory.add(messages, user_id=
"elmfield-sec", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Eight notes, 2 May - 14 June 2026.
The summer water rota (one plot-holder a week fills the three troughs and checks the tank float) has Brenda (plot
14) down for w/c 22/6 and Dev (plot 9) for w/c 29/6.

Planted fault (ExtractionError, omitted at extraction): on 3/6 Sita notes "Brenda rang - she's in for her hip op on
the 23rd so can't do her water wk, Dev says he'll take w/c 22/6 and she can have his (29th) if she's up to it, else
we'll sort something. ALSO trough tap by the shed's dripping, Ken's got a washer". The extraction keeps the
dripping tap and drops the swap. Question (Thu 18/6): "who's doing the watering next week?" -> expected Dev from plot
9, covering for Brenda while she has her hip done. The assistant has only the rota and says Brenda.

Expected verdict: ExtractionError at mem0.extract inside the 3/6 add (fault() wraps that one add). Asserted: the note
names Dev and the hip op; no stored memory mentions the swap or the operation, while the dripping-tap fact from the
same note and the rota are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b47_mem0_allotment_water_rota_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "elmfield-sec"
BRENDA = ("Brenda rang - she's in for her hip op on the 23rd so can't do her water wk, Dev says he'll take w/c 22/6 "
          "and she can have his (29th) if she's up to it, else we'll sort something. ALSO trough tap by the shed's "
          "dripping, Ken's got a washer")
NOTES = [
    ("2026-05-02", "AGM done, 14 there. fees 26/27: full plot £58, half £32, water £12/plot on top, all due by 30th "
                   "june. Ken stays chair, me sec, Maggie treas (again, bless her)",
     ["Fees for 2026/27: full plot £58, half plot £32, plus £12 water per plot, due by 30 June",
      "Ken is chair, Sita is secretary, Maggie is treasurer"]),
    ("2026-05-06", "water rota summer - w/c 1/6 Ken, 8/6 Maggie, 15/6 Ollie, 22/6 Brenda (pl 14), 29/6 Dev (pl 9), "
                   "6/7 me. fill the 3 troughs + check the tank float, key's in the shed tin",
     ["Summer water rota: w/c 1 June Ken, 8 June Maggie, 15 June Ollie, 22 June Brenda (plot 14), 29 June Dev "
      "(plot 9), 6 July Sita",
      "Water rota duty: fill the 3 troughs and check the tank float; key in the shed tin"]),
    ("2026-05-11", "manure from Hollins farm thurs 14th, tipped by the gate, £40 split between whoever wants some",
     ["Manure delivery from Hollins farm Thursday 14 May, by the gate, £40 shared"]),
    ("2026-05-19", "plot 7 still empty, 4 on the waiting list. courgette thief back on plot 3?? Ken to do a sign",
     ["Plot 7 is empty; 4 people on the waiting list",
      "Courgettes taken from plot 3; Ken to put up a sign"]),
    ("2026-05-27", "Maggie: 11 plots paid so far, the rest by the end of june pls, cheques to 'Elmfield RAS'",
     ["11 plots have paid fees so far; cheques payable to Elmfield RAS"]),
    ("2026-06-03", BRENDA,
     # the planted fault: the water-rota swap is not extracted
     ["Trough tap by the shed is dripping; Ken has a washer"]),
    ("2026-06-09", "reminder letters out to the 9 who still owe. work party sun 21st 10-1, brambles + compost bays",
     ["Reminder letters sent to 9 plots that still owe fees",
      "Work party Sunday 21 June 10am-1pm: brambles and compost bays"]),
    ("2026-06-14", "show schedule's out, 15 aug, longest runner bean + 5 spuds classes, 50p an entry",
     ["Allotment show 15 August; classes include longest runner bean and 5 potatoes; entries 50p"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="elmfield"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BRENDA:
                assert "Dev says he'll take w/c 22/6" in note and "hip op" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's doing the watering next week?"
    with turn_span("question Thu 18/6"):
        hits = []
        for query in (question, "water rota w/c 22 June", "Brenda Dev swap"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 June 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Trough tap by the shed is dripping" in c for c in context), context
        assert any("22 June Brenda (plot 14)" in c for c in context), context
        assert not any("hip" in s.lower() or "swap" in s.lower() or "take w/c" in s for s in stored + context), stored
        reply = answer(question, context, mock="Brenda from plot 14 - she's down for w/c 22 June. Troughs and the tank "
                                               "float, key's in the shed tin.")
finish(question, expected="Dev (plot 9) is covering it, Brenda's having her hip done", actual=reply)
