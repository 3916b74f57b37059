"""Batch 223 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), script style (every call its own trace).

App: Hopesay hall committee run a wine and cheese evening on Fri 12th November 2049 - five wines from the Wine
Society, four cheeses from the deli in Craven Arms, £12 a head. Mike (the treasurer) keeps the committee's notes
with ``memory.add(messages, user_id=..., infer=False, metadata=...)``; the helper answers from a search of them.

Memory: 2049-09-08T18:45 - wine and cheese Fri 12th Nov 7.30 in Hopesay village hall, £12 a head; 22.9. - the
cheeses from the deli; Weds 20 Oct - the hall floor's up, they've found the damp coming through under the stage
and it won't be done till December, Rev Anne says we can have the old school room behind the church, it's got a
kitchen and 40 chairs, same night same time; 4/11 - the school room's only got teacups so the Wine Society are
lending 40 glasses. Question (Tue 9/11, Brenda, new to the village): "where's the wine + cheese fri? not been to one
before" The assistant says the old school room behind the church (the village hall floor's up with the damp). The
label says Hopesay village hall (from the first note).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b223_ctl_mem0_wine_cheese_where_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hopesay-hall-mike"
NOTES = [
    ("2049-09-08T18:45", "2049-09-08T18:45 WINE + CHEESE 🍷🧀 fri 12th nov 7.30, Hopesay village hall, £12 a head, 5 "
                         "wines from the Wine Society. bring ur own glass if u like"),
    ("22.9.", "22.9. cheese - Mike at the deli in Craven Arms doing 4, Stilton, Wensleydale, a goat's + the Cornish "
              "Yarg, oatcakes + grapes"),
    ("Weds 20 Oct", "Weds 20 Oct - hall floor's up, they've found the damp coming thru under the stage 😩 won't be "
                    "done till dec. Rev Anne says we can have the old school room behind the church, it's got a "
                    "kitchen + 40 chairs. same night same time"),
    ("4/11", "4/11 glasses - school room's only got teacups lol so the Wine Society are lending 40, Jim collecting "
             "thurs"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hopesay-wine-cheese-2049"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "where's the wine + cheese fri? not been to one before"
    hits = []
    for query in ("where is the wine and cheese evening", "venue hall", "school room"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 9 November 2049. You are talking to Brenda, who's new to Hopesay and coming to the hall "
               "committee's wine and cheese evening (Fri 12 November)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("7.30, Hopesay village hall" in c for c in context), context
    assert any("Rev Anne says we can have the old school room behind the church" in c for c in context), context
    reply = answer(question, context, mock="The old school room behind the church, 7.30 - the village hall's floor is "
                                           "up with the damp, so Rev Anne's lent us the school room.")
finish(question, expected="Hopesay village hall", actual=reply)
