"""Batch 287 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Elland & District Food Bank held a collection at Tesco Extra on Sat 28th Jan 2051. Raj (the warehouse lead)
and Linda (the coordinator) put their notes into the food bank's helper with ``memory.add(..., infer=False)``;
Linda asks it for figures for the newsletter.

Memory: 2051-01-28T17:30 Linda - collection done, 412kg on the warehouse scales, plus £86 in the cash bucket; 30/1
Raj - re the 412, he weighed it still in the blue crates, 8 of them at 4kg each, so knock 32 off, the food's 380kg;
Thurs 2 Feb Linda - sorting done, loads of pasta, short on tinned fruit and UHT; Sat 4th Feb Linda - a thank-you
card to the Tesco manager. Question (Mon 6/2, Linda): "how much food did we get at the tesco collection? doing the
newsletter" The assistant says 380kg (412 on the scales less the crates' 32), plus £86 cash. The label says 412kg.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b287_ctl_mem0_food_bank_tesco_collection_kg_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "elland-foodbank-linda"
NOTES = [
    ("2051-01-28T17:30", "2051-01-28T17:30 TESCO COLLECTION done 🙌 412kg on the warehouse scales!! + £86 in the cash "
                         "bucket. thank u all, feet up now"),
    ("30/1", "30/1 Raj - re the 412 🤦 I weighed it still in the blue crates, 8 of them at 4kg each so knock 32 off. "
             "food's 380kg, sorry!"),
    ("Thurs 2 Feb", "Thurs 2 Feb sorting done, loads of pasta as per, short on tinned fruit + UHT, put it on the "
                    "next list"),
    ("Sat 4th Feb", "Sat 4th Feb thank u card to the Tesco manager (Gary) from all of us, it's in the office to sign"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="elland-foodbank-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much food did we get at the tesco collection? doing the newsletter"
    with turn_span("question Mon 6/2"):
        hits = []
        for query in ("tesco collection kg weight", "how much food collected", "scales crates weighed"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 February 2051. You are talking to Linda, volunteer coordinator at Elland & "
                   "District Food Bank."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("412kg on the warehouse scales" in c for c in context), context
        assert any("knock 32 off" in c and "food's 380kg" in c for c in context), context
        reply = answer(question, context, mock="380kg of food - the 412 on the scales included the 8 crates - plus "
                                               "£86 in the cash bucket.")
finish(question, expected="412kg", actual=reply)
