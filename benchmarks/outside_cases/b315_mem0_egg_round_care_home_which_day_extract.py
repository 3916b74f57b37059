"""Batch 315 (held out). A farm shop's egg deliveries: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Hollin Hall Farm Shop (free range hens and a few ducks, above Ripponden) run an egg round in the Ryburn valley
in spring 2050 - care homes, two pubs, a school kitchen and a few houses, standing orders, trays of 30, invoiced
monthly or cash under the mat. Sandra (who runs the shop) types the customers' calls into the shop's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Dean (who drives the van) asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sandra's note of 2050-03-02T09:15 has the Beeches
care home on 10 trays every Tuesday, left at the kitchen door, invoiced monthly. Her note of Thu 23rd Mar says the
Beeches' cook rang - they've changed their menu week round, so from now on their eggs need to come on a Monday not
a Tuesday, the 27th the first one, same 10 trays - and, in passing, could they have 2 dozen duck eggs for Easter,
and the side gate code's changed to 4471. The extraction keeps the duck eggs and the gate code and drops the new
day: Tuesday stays the only day stored for the Beeches. Question (Sat 25/3, Dean): "what day am I doing the Beeches
eggs next wk? doing the van rota + Mon's already packed" -> expected Monday (the 27th first). The assistant says
Tuesday.

Expected verdict: ExtractionError at mem0.extract inside the Thu 23rd Mar add (fault() wraps that one add): the note
given to mem0 moves the Beeches to Mondays, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"mon not tues"; no stored memory or context line mentions Monday, the 27th or the menu change; the duck eggs and
the gate code from the same note are stored; the first note's "every tues" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b315_mem0_egg_round_care_home_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollin-hall-eggs-sandra"
CUT = ("Thu 23rd Mar - Beeches cook (Lorraine) rang, they've changed their menu wk round so from now on their eggs "
       "need to come mon not tues!! 27th first one, same 10 trays. also can they have 2 doz duck eggs for easter "
       "(told her prob, ducks permitting 🦆) + side gate code's changed to 4471")
NOTES = [
    ("2050-03-02T09:15", "EGG ROUND 🥚 new standing order - the Beeches care home, 10 trays (30s) every tues, leave "
                         "at the kitchen door if nobody's about, invoice monthly to the office",
     ["The Beeches care home has a standing order of 10 trays of 30 eggs every Tuesday",
      "Leave the Beeches eggs at the kitchen door if nobody is about",
      "The Beeches are invoiced monthly to the office"]),
    ("8/3", "8/3 Mrs Pickles 1/2 doz large weds + fri, money under the mat as always. Red Lion upped to 4 doz a wk "
            "(thurs), they're doing brunches now",
     ["Mrs Pickles has half a dozen large eggs on Wednesdays and Fridays and leaves the money under the mat",
      "The Red Lion has 4 dozen eggs a week on Thursdays"]),
    ("Thu 23rd Mar", CUT,
     # the planted fault: the Beeches' move to Mondays is dropped
     ["The Beeches would like 2 dozen duck eggs for Easter",
      "The Beeches side gate code is 4471"]),
    ("24.3.", "24.3. school kitchen off for easter hols from the 7th, no eggs 2 wks. price going up to £3.40 a doz "
              "from april, letters in the boxes pls Dean",
     ["The school kitchen is off for the Easter holidays from the 7th, no eggs for 2 weeks",
      "The egg price goes up to £3.40 a dozen from April",
      "Dean is to put price letters in the boxes"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollin-hall-eggs-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "need to come mon not tues" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day am I doing the Beeches eggs next wk? doing the van rota + Mon's already packed"
    with turn_span("question Sat 25/3"):
        hits = []
        for query in ("Beeches care home delivery day", "when do the Beeches eggs go", "Beeches standing order"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 25 March 2050. You are talking to Dean, who drives the egg round for Hollin Hall "
                   "Farm Shop."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("monday", "mon not", "27th", "menu")), stored
        assert any("every Tuesday" in c for c in context), context
        assert any("duck eggs" in s for s in stored) and any("4471" in s for s in stored), stored
        reply = answer(question, context, mock="Tuesday - the Beeches have their 10 trays every Tuesday, kitchen "
                                               "door if nobody's about.")
finish(question, expected="Monday - the Beeches moved to Mondays from the 27th (their menu week changed)",
       actual=reply)
