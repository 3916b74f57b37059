"""Batch 196 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: St John's (Bishop's Castle) Christmas tree festival, Thu 3rd - Sun 6th Dec 2043 - trees round the church dressed
by the town's schools, groups and businesses, a trail leaflet with a numbered map and a vote for the best tree. Pauline
(the festival organiser) keeps her notes in the parish helper with ``memory.add(..., infer=False)``; the team ask it.

Memory: 2043-10-05T19:00 - entries closed, 34 trees (the 3 schools, the WI, the Brownies, the Guides, the Three Tuns,
the surgery, the Co-op, the young farmers and lots of families); 12/10 - Ray (churchwarden) PAT testing the lights
Sat 7th Nov 10-12 in the vestry; Thurs 22 Oct - the WI have had to pull out, not enough of them up to the ladders
this year, Sheila says they'll do the teas instead; and the Brownies are going in with the Guides on one big tree,
Brown Owl wants them doing it together; 16th Nov - the trail leaflet, a map of the church with every tree numbered.
Question (Tue 24/11, Bev, doing the trail leaflet): "how many trees have we got this year? need to number them on the
map" The assistant says 32 (34 entered; the WI pulled out and the Brownies share the Guides' tree). The label says
34.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b196_ctl_mem0_tree_festival_trees_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-johns-bishops-castle-tree-festival-pauline"
NOTES = [
    ("2043-10-05T19:00", "entries closed!! 34 trees 🎄 schools x3, the WI, Brownies, Guides, the Three Tuns, the "
                         "surgery, Co-op, young farmers + loads of families"),
    ("12/10", "Ray (churchwarden) PAT testing everyone's lights sat 7th nov 10-12 in the vestry, no test no lights"),
    ("Thurs 22 Oct", "the WI have had to pull out 😢 not enough of them up to the ladders this yr, Sheila says they'll "
                     "do the teas instead. + the Brownies are going in with the Guides on one big tree, Brown Owl "
                     "wants them doing it together"),
    ("3rd Nov", "Fletchers garden centre lending us the stands again, dropping them fri 27th 8.30ish"),
    ("16th Nov", "trail leaflet - map of the church, number every tree, vote slip on the back. Bev's doing it"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-johns-trees-43"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many trees have we got this year? need to number them on the map"
    hits = []
    for query in ("how many trees are entered", "trees pulled out or sharing", "entries"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 24 Nov 2043. You are talking to Bev, who is doing the trail leaflet for St John's "
               "Christmas tree festival (Thu 3 - Sun 6 Dec)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("34 trees" in c for c in context), context
    assert any("the WI have had to pull out" in c and "in with the Guides on one big tree" in c for c in context), \
        context
    reply = answer(question, context, mock="32 - 34 were entered, but the WI have pulled out and the Brownies are "
                                           "sharing one big tree with the Guides.")
finish(question, expected="34", actual=reply)
