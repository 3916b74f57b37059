"""Batch 314 (held out). A cake decorator's wedding order: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dawn runs Sugar & Spoon Cakes from her kitchen in Hebden Bridge - wedding cakes, birthdays, christenings. She
types her order notes into her helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it
things while she plans a bake. This order: Hollie and Sam Henderson's wedding cake, Sat 14th June 2051 at
Holdsworth House - three tiers, semi-naked with a drip, fresh flowers from the couple's florist.

Planted fault (ExtractionError, a fact dropped at extraction): Dawn's note of 2051-02-11T10:15 has the flavours -
bottom chocolate fudge, middle lemon and elderflower, top vanilla with raspberry. Her note of Sat 22nd March says
Hollie messaged: her mum's allergic to citrus, so the middle's to be salted caramel and lemon is out altogether -
and, in the same breath, gold leaf on the drips now and Sam's nan's cake topper from 1962, to collect in May. The
extraction keeps the gold leaf and the topper and drops the flavour swap: lemon and elderflower stays the only
middle tier stored. Question (Fri 6/6, Dawn): "what flavour's the middle tier on the Henderson cake? doing my
shopping list for the bake" -> expected salted caramel (no lemon anywhere, the bride's mum is allergic to citrus).
The assistant says lemon and elderflower.

Expected verdict: ExtractionError at mem0.extract inside the Sat 22nd March add (fault() wraps that one add): the
note given to mem0 makes the middle tier salted caramel, and what was made from it leaves that out, so the store
never held the flavour the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the salted caramel; no stored memory or context line mentions salted caramel, citrus or
the allergy; the gold leaf from the same note is stored; the first note's lemon and elderflower middle is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b314_mem0_cake_wedding_middle_tier_flavour_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sugar-and-spoon-dawn"
CUT = ("Sat 22nd March - Hollie messaged, turns out her mum's allergic to citrus (who knew 🙈) so can we swap the "
       "middle to salted caramel, lemon's out altogether, not even in the buttercream. ALSO they want gold leaf on the "
       "drips now + Sam's nan's cake topper, the old one from 1962, collecting it off them in may")
NOTES = [
    ("2051-02-11T10:15", "2051-02-11T10:15 HENDERSON WEDDING 💍 sat 14th june, Holdsworth House. 3 tier semi naked w/ "
                         "a drip, bottom choc fudge, middle lemon + elderflower, top vanilla w/ raspberry. fresh "
                         "flowers from their florist. £395, £100 dep paid",
     ["The Henderson wedding cake is for Sat 14th June at Holdsworth House: 3 tiers, semi-naked with a drip",
      "Henderson cake flavours: bottom chocolate fudge, middle lemon & elderflower, top vanilla with raspberry",
      "The Henderson cake is £395 with a £100 deposit paid",
      "Fresh flowers for the Henderson cake come from the couple's florist"]),
    ("3/3", "3/3 tasting box dropped off at the Hendersons, they loved the fudge one 😋 need to book the cake stand "
            "from the hire place by may",
     ["The Hendersons had a tasting box and loved the chocolate fudge",
      "Cake stand for the Henderson wedding to be booked from the hire place by May"]),
    ("Sat 22nd March", CUT,
     # the planted fault: the middle tier's swap to salted caramel is dropped
     ["The Hendersons want gold leaf on the drips",
      "Sam's nan's 1962 cake topper goes on the Henderson cake, to be collected from them in May"]),
    ("Tue 6/5", "Tue 6/5 cake stand booked - the gold 3 tier one, £15 hire. delivering to Holdsworth 11am on the day, "
                "setting up in the Great Hall, florist there from 10.30",
     ["The gold 3-tier cake stand is booked for the Henderson wedding, £15 hire",
      "Henderson cake delivery to Holdsworth House at 11am on the day, set up in the Great Hall",
      "The florist is at Holdsworth House from 10.30 on the wedding day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sugar-and-spoon-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swap the middle to salted caramel" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what flavour's the middle tier on the Henderson cake? doing my shopping list for the bake"
    with turn_span("question Fri 6/6"):
        hits = []
        for query in ("Henderson cake flavours", "middle tier flavour", "Henderson wedding cake tiers"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 6 June 2051. You are talking to Dawn, who runs Sugar & Spoon Cakes."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("salted caramel", "caramel", "citrus", "allergic")), stored
        assert any("middle lemon & elderflower" in c for c in context), context
        assert any("gold leaf" in s for s in stored), stored
        reply = answer(question, context, mock="Lemon & elderflower for the middle - with choc fudge on the bottom and "
                                               "vanilla & raspberry on top.")
finish(question, expected="salted caramel - lemon's out altogether, the bride's mum is allergic to citrus",
       actual=reply)
