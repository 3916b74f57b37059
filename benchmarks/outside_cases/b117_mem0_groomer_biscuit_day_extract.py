"""Batch 117 (held out). A mobile dog groomer's booking notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jodie runs Suds on Wheels, a van that grooms dogs on people's drives; she drops her notes (regulars, breeds,
prices, texts from owners) into the helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and
asks it what's coming up.

Planted fault (ExtractionError, omitted at extraction): Jodie's note of 2037-06-02 is three texts in one: Mrs
Fenwick's in Tenerife that week so can Biscuit (the cockapoo) go Tue 23rd instead, same time - "yep fine"; the
Abbotts paid Dexter's £65 by bank; and a new one, Mochi the shih tzu in Low Row, £40. Extraction keeps the Dexter
payment and Mochi and drops the Biscuit move, so the only Biscuit booking in memory is the 8 Apr one (Thu 18th
June, 9.30). Question (Mon 15/6, Jodie): "when's biscuit next? cant find it in the diary" -> expected Tue 23rd June
(moved from Thu 18th, Mrs Fenwick's away). The assistant says Thursday the 18th at 9.30.

Expected verdict: ExtractionError at mem0.extract inside the 2 June add (fault() wraps that one add): the fact that
decides the date was in the note handed to mem0 and never became a memory; the searches and the answer then worked
on what was stored. Asserted: the note has the Tue 23rd line; no stored memory or context line mentions Tenerife or
the 23rd, while the other two facts from the same note are stored (Mochi in the context) and the Thu 18th booking
is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b117_mem0_groomer_biscuit_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "suds-on-wheels-jodie"
TEXTS = ("texts this morning: Mrs Fenwick - shes in Tenerife that wk (lucky her) so can Biscuit do Tue 23rd "
         "instead, same time? said yep fine. Abbotts paid Dexters £65 by bank ta. + new one!! Mochi, shih tzu, "
         "Low Row, £40, puppy trim, Meg's sorting a day")
NOTES = [
    ("14/3", "Abbotts, 2 The Paddocks - Dexter (standard poodle) full clip £65, 2hrs, bring the big dryer, he's a "
             "wriggler. every 8 wks. water tap round the side",
     ["Dexter is the Abbotts' standard poodle at 2 The Paddocks: full clip £65, about 2 hours, every 8 weeks",
      "Bring the big dryer for Dexter; the outside tap at the Abbotts' is round the side"]),
    ("Weds 8 Apr", "Mrs Fenwick, Elm Farm Cottage - Biscuit (cockapoo, 2) teddy bear face, £48, every 6 wks. "
                   "she's booked the rest of the yr, next Thu 18th june 9.30. park in the yard NOT the lane",
     ["Biscuit is Mrs Fenwick's two-year-old cockapoo at Elm Farm Cottage: teddy bear face, £48, every 6 weeks",
      "Biscuit's next groom is Thursday 18 June at 9.30",
      "At Elm Farm Cottage park in the yard, not the lane"]),
    ("16th may", "van MOT 26/5 at Dale Garage 8.30, no bookings that morn. clipper blades off to be sharpened - "
                 "use the spare 10s till they're back",
     ["The van's MOT is 26 May at 8.30 at Dale Garage; no bookings that morning",
      "Clipper blades are away being sharpened; use the spare size 10 blades until they are back"]),
    ("2037-06-02T08:12", TEXTS,
     # the planted fault: the Biscuit move is dropped
     ["The Abbotts paid £65 for Dexter by bank transfer",
      "New customer: Mochi, a shih tzu puppy in Low Row, puppy trim £40; Meg is arranging the day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="suds-on-wheels"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == TEXTS:
                assert "Tue 23rd" in note and "Biscuit" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's biscuit next? cant find it in the diary"
    with turn_span("question Mon 15/6"):
        hits = []
        for query in ("Biscuit cockapoo next groom", "Mrs Fenwick Elm Farm Cottage", "texts from owners paid moved"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 June 2037. You are talking to Jodie, who runs Suds on Wheels."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday 18 June at 9.30" in c for c in context), context
        assert any("Dexter by bank" in s for s in stored) and any("Mochi" in c for c in context), (stored, context)
        assert not any(w in s.lower() for s in stored + context for w in ("tenerife", "23", "tuesday")), stored
        reply = answer(question, context, mock="Thursday 18th June at 9.30 - Biscuit at Mrs Fenwick's, Elm Farm "
                                               "Cottage (park in the yard).")
finish(question, expected="Tue 23rd June, same time - Mrs Fenwick moved it from Thu 18th as she's away",
       actual=reply)
