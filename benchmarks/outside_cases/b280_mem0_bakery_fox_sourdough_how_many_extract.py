"""Batch 280 (held out). A small bakery's wholesale orders: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Rise & Shine Bakehouse in Hebden Bridge (Nadia, the owner, and Kemal, who does the dough) bake for a handful of
wholesale customers - the Fox & Goose cafe, the Deli on Market St, a farm shop - on top of the shop. Nadia types
her order notes into the bakery's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Kemal
asks it what to bake.

Planted fault (ExtractionError, a fact dropped at extraction): Nadia's note of 2087-02-03T06:10 sets up the Fox &
Goose's Saturday standing order - 20 sourdough, 2 doz cheese scones, 12 brownies, invoiced monthly. Her note of
Thu 20th Feb says Lorna from the Fox rang - brunch is going mad since the paper wrote them up, so can she have 30
sourdough on a Saturday from now on, not 20, scones the same - and, in passing, that Lorna asked about gluten-free
and was told not yet (the oven's not big enough to keep it separate). The extraction keeps the gluten-free aside and
drops the new count: 20 stays the only Saturday sourdough figure stored. Question (Fri 7/3, Kemal): "how many
sourdough am I shaping for the Fox tmrw? doing the levain tonight" -> expected 30. The assistant says 20.

Expected verdict: ExtractionError at mem0.extract inside the Thu 20th Feb add (fault() wraps that one add): the note
given to mem0 raises the Fox's Saturday sourdough to 30, and what was made from it leaves that out, so the store
never held the number the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has "30 sourdough on a sat"; no stored memory or context line mentions 30 sourdough, brunch or
the paper; the gluten-free aside from the same note is stored; the first note's 20 sourdough is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b280_mem0_bakery_fox_sourdough_how_many_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rise-and-shine-nadia"
CUT = ("Thu 20th Feb - Lorna from the Fox rang, brunch is going mad since the paper did a piece on them 🙌 so can she "
       "have 30 sourdough on a sat from now on, not 20. scones same. she also asked if we do GF - told her not yet, "
       "the oven's not big enough to keep it separate + I'm not risking it")
NOTES = [
    ("2087-02-03T06:10", "2087-02-03T06:10 new wholesale!! Fox + Goose cafe (Lorna), standing order every sat: 20 "
                         "sourdough, 2 doz cheese scones, 12 brownies. on the van by 7. invoice monthly, 30 days",
     ["The Fox & Goose cafe (Lorna) has a Saturday standing order: 20 sourdough, 2 dozen cheese scones, 12 brownies",
      "The Fox & Goose order goes on the van by 7am on Saturdays",
      "The Fox & Goose is invoiced monthly, 30 days"]),
    ("10/2", "10/2 Deli on Market St (Marco) - seeded rye tues + fri, 8 each, he collects from the back door 7am. "
             "cash for now",
     ["The Deli on Market St (Marco) orders 8 seeded rye on Tuesdays and Fridays",
      "Marco collects the Deli order from the back door at 7am and pays cash"]),
    ("Thu 20th Feb", CUT,
     # the planted fault: the rise to 30 sourdough on a Saturday is dropped
     ["Lorna at the Fox & Goose asked about gluten-free bread; not offered yet, the oven isn't big enough to keep it "
      "separate"]),
    ("1 Mar", "1 Mar - van's MOT is mon 3rd so Dan's doing this sat's run in his own car (estate, fits 6 trays if "
              "we stack the brownies on top)",
     ["The van's MOT is Monday 3rd March",
      "Dan is doing the Saturday run in his own estate car, which fits 6 trays"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(),
                                                  collection="rise-and-shine-2087"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "30 sourdough on a sat from now on, not 20" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many sourdough am I shaping for the Fox tmrw? doing the levain tonight"
    with turn_span("question Fri 7/3"):
        hits = []
        for query in ("Fox and Goose saturday order sourdough", "how many sourdough loaves", "standing orders"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 March 2087. You are talking to Kemal, who does the dough at Rise & Shine Bakehouse."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("30 sourdough", "brunch", "paper", "from now on")), stored
        assert any("gluten-free" in s for s in stored), stored
        assert any("20 sourdough" in c for c in context), context
        reply = answer(question, context, mock="20 sourdough for the Fox & Goose - on the van by 7.")
finish(question, expected="30 - Lorna upped the Fox's Saturday sourdough from 20 to 30 on 20 Feb", actual=reply)
