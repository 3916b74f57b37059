"""Batch 326 (held out). A wedding cake maker's orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Bev runs Bakes by Bev from her kitchen in Sowerby Bridge - wedding cakes mostly, a couple a month in the summer.
She types her order notes into her helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Jade,
who does the baking and the boards with her two days a week, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Bev's note of 2051-03-04T16:20 has the Hargreaves /
Okafor order for Sat 16th Sept at the Shibden Mill Inn - 3 tiers, a 10" lemon and elderflower, an 8" vanilla with
raspberry and a 6" chocolate fudge on top. Her note of Thu 3 Aug says Hannah (the bride) rang - numbers have gone up
to 140 with the evening lot, so they want a 4th tier, a 12" fruit cake on the bottom from Tobi's nan's recipe, +£95
- and, in passing, that they've gone for fresh peonies from the florist instead of Bev's sugar ones and the topper's
a wooden Mr & Mrs off Etsy. The extraction keeps the peonies and the topper and drops the 4th tier: the store holds
only the three tiers of the first note. Question (Tue 5/9, Jade): "how many tiers is the Okafor cake? ordering the
dowels + boards today" -> expected 4 (the 12" fruit cake added under the other three). The assistant says 3.

Expected verdict: ExtractionError at mem0.extract inside the Thu 3 Aug add (fault() wraps that one add): the note
given to mem0 adds the fourth tier, and what was made from it leaves that out, so the store never held the count
the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the note names the 4th
tier; no stored memory or context line mentions a 4th tier, the fruit cake, the 12" or the 140; the peonies from the
same note are stored; the first note's three tiers are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b326_mem0_wedding_cake_tiers_how_many_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bakes-by-bev"
CUT = ("Thu 3 Aug - Hannah rang (Okafor wedding), numbers have gone up to 140 w/ the evening lot so they want a 4th "
       "tier!! 12\" fruit cake on the bottom, Tobi's nan's recipe, she's posting it 😅 +£95, said fine. oh + they've "
       "gone for fresh peonies from the florist instead of my sugar ones so thats her sorting them, and the topper's "
       "coming off Etsy, wooden Mr & Mrs")
NOTES = [
    ("2051-03-04T16:20", "2051-03-04T16:20 NEW ORDER 🎂 Hannah Hargreaves + Tobi Okafor, sat 16th sept, Shibden Mill "
                         "Inn. 3 tiers - 10\" lemon + elderflower, 8\" vanilla w/ raspberry, 6\" choc fudge on top. "
                         "semi naked, buttercream. £420, £100 dep pd",
     ["Okafor wedding cake order: Hannah Hargreaves and Tobi Okafor, Sat 16th Sept at the Shibden Mill Inn",
      "The Okafor cake is 3 tiers: 10\" lemon and elderflower, 8\" vanilla with raspberry, 6\" chocolate fudge on top",
      "The Okafor cake is semi naked with buttercream, £420, £100 deposit paid"]),
    ("12/5", "12/5 Okafor tasting done - they loved the lemon, Tobi had 3 bits of the choc 😂 stand = my gold one, hire "
             "£15. delivery + set up incl, venue's 20 mins",
     ["The Okafors loved the lemon at the tasting",
      "The Okafor cake goes on Bev's gold stand, £15 hire",
      "Delivery and set-up are included for the Okafor wedding; the venue is 20 minutes away"]),
    ("Thu 3 Aug", CUT,
     # the planted fault: the 4th tier (the 12" fruit cake on the bottom) is dropped
     ["The Okafors are having fresh peonies from the florist instead of sugar flowers; Hannah is sorting them",
      "The Okafor cake topper is a wooden Mr & Mrs from Etsy"]),
    ("Mon 28th aug", "Mon 28th aug Shibden Mill want the cake there by 12 on the sat, set up in the barn, cake table "
                     "by the big window. ribbon - ivory, 15mm, got it",
     ["Shibden Mill want the Okafor cake there by 12 on the Saturday, set up in the barn by the big window",
      "The Okafor cake ribbon is ivory, 15mm; Bev has it"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bakes-by-bev-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "they want a 4th tier" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many tiers is the Okafor cake? ordering the dowels + boards today"
    with turn_span("question Tue 5/9"):
        hits = []
        for query in ("how many tiers on the Okafor cake", "Okafor wedding cake order sizes", "cake tiers boards"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 5 September 2051. You are talking to Jade, who bakes for Bakes by Bev."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("4th", "fourth", "fruit", "12\"", "140")), stored
        assert any("3 tiers" in c and "6\" chocolate fudge" in c for c in context), context
        assert any("peonies" in s for s in stored), stored
        reply = answer(question, context, mock="3 tiers - 10\", 8\" and 6\" (lemon, vanilla + raspberry, choc fudge).")
finish(question, expected="4 - they added a 12\" fruit cake on the bottom when the numbers went up to 140",
       actual=reply)
