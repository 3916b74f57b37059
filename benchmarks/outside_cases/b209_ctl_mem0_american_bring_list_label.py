"""Batch 209 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as it is; in-memory qdrant), script style (every call its own trace).

App: Bishop's Castle Tennis Club's American tournament is Sun 21st June 2048 - mixed doubles, a new partner every
round, strawberries and cream at the break, tea in the clubhouse. The club's WhatsApp goes into mem0 as it is
(``memory.add(..., infer=False)``) and the helper answers members from a search.

Memory: Ray (the club's social sec), 2048-05-26T20:10 - the American, Sun 21st, 1.30 for 2; bring your racket, a plate
of something for tea and a fiver for the strawberries; Sheila, Weds 10 June - she'll do all the teas herself out of
the strawberry money this time, so don't anyone bother baking, and can everyone bring a folding chair, the benches
have gone off to be re-slatted; Ray - brill, thanks Sheila; 16th June Ray - 18 signed up, draw on the day. Question
(Thu 18/6, Nadia, new member): "what do I need to bring sun?" The assistant says your racket, a folding chair and a
fiver for the strawberries (Sheila's doing the teas, so no baking). The label gives a plate for tea in place of the
folding chair.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b209_ctl_mem0_american_bring_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bishops-castle-tc-2048"
MESSAGES = [
    ("2048-05-26T20:10", "Ray", "AMERICAN 🎾🍓 sun 21st june 1.30 for 2. bring ur racket, a plate of something for "
                                "tea + a fiver for the strawbs"),
    ("Weds 10 June", "Sheila", "I'll do all the teas myself out of the strawberry money this time so don't anyone "
                               "bother baking 😊 can everyone bring a folding chair tho, the benches have gone off "
                               "to be re-slatted"),
    ("Weds 10 June", "Ray", "brill, thanks Sheila 👍"),
    ("16th June", "Ray", "18 signed up!! draw on the day, courts 1-3, juniors on 4 til 1"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bishops-castle-tc-48"))
    for day, who, text in MESSAGES:
        memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "what do I need to bring sun?"
    context = ["Today is Thu 18 June 2048. You are talking to Nadia, a new member of Bishop's Castle Tennis Club; "
               "the American tournament is Sun 21 June."]
    for query in ("what to bring to the American", "teas baking plate", "bring a chair"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("a plate of something for tea" in c for c in context), context
    assert any("don't anyone bother baking" in c and "folding chair" in c for c in context), context
    reply = answer(question, context,
                   mock="Your racket, a folding chair (the benches are away being re-slatted) and a fiver for the "
                        "strawberries - no need to bake, Sheila's doing the teas.")
finish(question, expected="your racket, a plate of something for tea and a fiver for the strawberries", actual=reply)
