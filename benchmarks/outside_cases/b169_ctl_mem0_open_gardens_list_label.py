"""Batch 169 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False - each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Birchfield Road Allotment Society's open gardens day is Sun 17th June 2040, 11-4 - a trail round the plots that
are opening, teas in the trading hut, a plant sale by the gates. The committee's notes go into the society's helper
with ``memory.add(..., infer=False)``; visitors ask it about the day.

Memory: 2040-05-02T20:10 Ray: gardens open on the day - plots 3, 7 (his), 12, the Hendersons' on 9 and the community
orchard, £5 covers the lot, kids free; Weds 23 May Jean: plant sale by the gates, tomato plants 50p; 3/6 Ray: the
blight's had all his spuds and half his toms, plot 7 looks like a war zone and he's not letting the public see that,
sorry all; 10.6. Jean: signs laminated, arrows from the gate round 3, 12, 9 and the orchard. Question (Fri 15/6, a
visitor): "which gardens can we look round on sun? bringing my dad, he's mad on veg" The assistant says plots 3, 12,
the Hendersons' on 9 and the community orchard - Ray's plot 7 isn't opening after the blight. The label says plots 3,
7, 12, 9 and the community orchard - the first list, with Ray's plot in it.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b169_ctl_mem0_open_gardens_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "birchfield-road-open-gardens"
NOTES = [
    ("2040-05-02T20:10", "Ray", "gardens open on the day - plots 3, 7 (mine!), 12, the Hendersons' on 9 + the "
                                "community orchard. £5 covers the lot, kids free"),
    ("Weds 23 May", "Jean", "plant sale by the gates, 200 tomato plants at 50p, bring trays"),
    ("3/6", "Ray", "blight's had all my spuds + half the toms, plot 7 looks like a war zone 😩 not letting the public "
                   "see that, sorry all"),
    ("10.6.", "Jean", "signs laminated, arrows from the gate round 3, 12, 9 + the orchard. teas in the trading hut"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="birchfield-open-gardens"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER,
                       metadata={"date": day, "from": who}, infer=False)
    question = "which gardens can we look round on sun? bringing my dad, he's mad on veg"
    with turn_span("question Fri 15/6"):
        hits = memory.search("which gardens are open on the day plots", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 15 June 2040. You are talking to a visitor coming to Birchfield Road Allotment "
                   "Society's open gardens day (Sun 17 June) with her dad."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("plots 3, 7 (mine!), 12" in c for c in context), context
        assert any("plot 7 looks like a war zone" in c for c in context), context
        reply = answer(question, context, mock="Plots 3 and 12, the Hendersons' on plot 9 and the community orchard - "
                                               "Ray's plot 7 isn't opening after the blight.")
finish(question, expected="plots 3, 7, 12, the Hendersons' on 9 and the community orchard", actual=reply)
