"""Batch 268 (held out). A bakery's wholesale orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Crossley's Bakery in Mytholmroyd bake for the shop and for a dozen wholesale customers up the valley - cafés,
pubs, a deli - delivered by van before they open. Shaz (who runs the wholesale side) types the orders and changes
into the bakery's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the night baker asks
it what to make.

Planted fault (ExtractionError, a fact dropped at extraction): Shaz's note of 2050-02-23T15:10 has the Larder café's
standing order from Mon 28/2 - 12 sourdough, 24 teacakes, 2 trays of flapjack, Mon to Sat. Her note of Tues 8 March
says the Larder rang - they're starting brunch from next Monday, so can we up the sourdough to 18, teacakes and
flapjack the same - and, in passing, that the van's in for its MOT on Thursday so Dave's doing the Hebden round in
his own car, and the new price list is out on the 1st of April. The extraction keeps the van, Dave's car and the
price list and drops the sourdough going up: the 12 is the only Larder sourdough figure stored. Question (Sun 13/3,
Kev, the night baker): "how many sourdough for the Larder tmrw? doing the levain tonight" -> expected 18 (they've
started brunch). The assistant says 12.

Expected verdict: ExtractionError at mem0.extract inside the Tues 8 March add (fault() wraps that one add): the note
given to mem0 puts the Larder's sourdough up to 18, and what was made from it leaves that out, so the store never
held the figure the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note has the 18; no stored memory or context line mentions 18, brunch or upping the sourdough; the van's MOT
from the same note is stored; the first note's 12 sourdough is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b268_mem0_bakery_cafe_sourdough_how_many_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crossleys-wholesale-shaz"
CUT = ("Tues 8 March - Larder rang, they're starting brunch from next mon 🍳 so can we up the sourdough to 18 pls, "
       "teacakes + flapjack same. ALSO van's in for its MOT thurs so Dave's doing the Hebden round in his own car, "
       "keep the trays light 🙄 + new price list goes out 1st april, Shaz to do letters")
NOTES = [
    ("2050-02-23T15:10", "2050-02-23T15:10 NEW CUSTOMER - the Larder café, Hebden Bridge (Market St). standing order "
                         "from mon 28/2: 12 sourdough, 24 teacakes, 2 trays flapjack, mon-sat. invoice monthly 30 "
                         "days, back door by 7.15, key safe code's in the van book",
     ["The Larder café in Hebden Bridge has a standing order from Mon 28/2: 12 sourdough, 24 teacakes, 2 trays of "
      "flapjack, Monday to Saturday",
      "The Larder is invoiced monthly on 30 days",
      "The Larder's delivery goes to the back door by 7.15; the key safe code is in the van book"]),
    ("4/3", "4/3 Fleece (Heptonstall) - 6 lge bloomers + 40 brioche burger buns thurs-sun, by 10. chef's called "
            "Marco, NOT the landlord, he'll moan if they're squashed",
     ["The Fleece in Heptonstall takes 6 large bloomers and 40 brioche burger buns Thursday to Sunday, by 10",
      "The Fleece's chef is Marco; he complains if the buns are squashed"]),
    ("Tues 8 March", CUT,
     # the planted fault: the sourdough going up to 18 is dropped
     ["The van is in for its MOT on Thursday",
      "Dave is doing the Hebden round in his own car on Thursday",
      "The new price list goes out on 1st April; Shaz is doing the letters"]),
    ("Fri 11/3", "Fri 11/3 Moor End Deli want to trial 6 rye on sats, see how it goes, + could we do a seeded "
                 "sourdough at some point?? told them after easter",
     ["Moor End Deli are trialling 6 rye loaves on Saturdays",
      "Moor End Deli asked about a seeded sourdough; told them after Easter"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crossleys-wholesale-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "up the sourdough to 18" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many sourdough for the Larder tmrw? doing the levain tonight"
    with turn_span("question Sun 13/3"):
        hits = []
        for query in ("Larder sourdough order", "how many sourdough loaves", "Larder café standing order"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 13 March 2050. You are talking to Kev, the night baker at Crossley's Bakery."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("18", "brunch", "up the sourdough")), stored
        assert any("12 sourdough, 24 teacakes" in c for c in context), context
        assert any("MOT" in s for s in stored), stored
        reply = answer(question, context, mock="12 sourdough for the Larder (plus their 24 teacakes and 2 trays of "
                                               "flapjack).")
finish(question, expected="18 - the Larder upped it from Monday for their brunch", actual=reply)
