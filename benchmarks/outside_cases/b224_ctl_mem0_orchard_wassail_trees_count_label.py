"""Batch 224 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Leintwardine Community Orchard hold their wassail on Sat 22nd January 2050 - 6pm at the chapel gate, a
lantern walk, the songs, toast dipped in cider hung in each tree's branches, pots and pans to wake them up. Sam
(who keeps the orchard group's notes) puts them into the group's helper (``memory.add(..., infer=False)``); members
ask it things.

Memory: 2049-12-04T18:30 - wassail Sat 22nd Jan, they'll do the 3 old trees by the chapel: the Bramley, the Tom
Putt and the Kingston Black; 29/12 - last night's storm brought the Tom Putt down, roots and all, Mike's logging it
for the wassail fire; 8th Jan - they're thinking they do the 4 young perry pears by the top gate as well this year,
they're in their 3rd year and could do with the luck; Tue 18th - the songs. Question (Thu 20/1, Sam, cutting the
toast): "how many trees are we wassailing sat? doing a bit of toast for each" The assistant says 6 (the Bramley,
the Kingston Black and the 4 perry pears; the Tom Putt came down in the storm). The label says 3 (the three old
trees in the first note).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b224_ctl_mem0_orchard_wassail_trees_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "leintwardine-orchard-sam"
NOTES = [
    ("2049-12-04T18:30", "WASSAIL 🍎 sat 22nd jan, 6pm at the chapel gate. we'll do the 3 old trees by the chapel - "
                         "the Bramley, the Tom Putt + the Kingston Black. toast, cider, pots + pans, the lot"),
    ("29/12", "29/12 last nt's storm brought the Tom Putt down 😢 roots + all. Mike's logging it for the wassail fire, "
              "fitting really"),
    ("8th Jan", "8th Jan thinking we do the 4 young perry pears by the top gate as well this yr 🍐 they're in their 3rd "
                "yr + could do with the luck"),
    ("Tue 18th", "Tue 18th songs - Jo's printing sheets, Rhys on the melodeon, Old Apple Tree + the Somerset one"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="leintwardine-orchard-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many trees are we wassailing sat? doing a bit of toast for each"
    with turn_span("question Thu 20/1"):
        hits = []
        for query in ("which trees are we wassailing", "trees in the orchard", "the Tom Putt"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20 January 2050. You are talking to Sam, who keeps the notes for Leintwardine "
                   "Community Orchard (wassail Sat 22 January)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("we'll do the 3 old trees by the chapel" in c for c in context), context
        assert any("brought the Tom Putt down" in c for c in context), context
        assert any("the 4 young perry pears by the top gate as well" in c for c in context), context
        reply = answer(question, context, mock="6 - the Bramley and the Kingston Black (the Tom Putt came down in the "
                                               "storm) plus the 4 young perry pears by the top gate.")
finish(question, expected="3", actual=reply)
