"""Batch 181 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), script style (each call its own trace).

App: Hollinswood Community Garden's seed swap is Sat 7th March 2043, 10-1, in the polytunnel and the shed - tables of
seeds, seed potatoes, short talks in the shed, soup. The garden's volunteers add their notes with
``memory.add(..., infer=False)`` and ask the garden's helper things.

Memory: Sue, 2043-02-10T18:00: the swap, and the talks - Maureen on saving tomato seed at 11, Ann on chitting spuds at
12, Dev's no-dig at 12.30; Ann, Mon 23/2: the seed potato order's in, 6 varieties, £1 a bag of 5 tubers; Ann, Tue 3rd:
she's lost her voice completely, the doctor says rest it for a week - she'll still come and sit with the spuds at
the potato table, folk can read the cards and she'll just point; Dev, 4/3: barrow of compost for his demo. Question
(Thurs 5/3, Lyn, doing the soup): "is Ann still doing her potato talk on sat? want to time the soup for after it"
The assistant says no - Ann's lost her voice; she'll be at the potato table but there's no talk. The label says yes,
at 12 on chitting spuds - the 10/2 plan.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b181_ctl_mem0_seed_swap_potato_talk_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollinswood-garden"
NOTES = [
    ("2043-02-10T18:00", "Sue", "seed swap sat 7th march 10-1 🌱 talks in the shed: Maureen saving tomato seed 11, Ann "
                                "chitting spuds 12, Dev no-dig 12.30. soup from 12"),
    ("Mon 23/2", "Ann", "seed potato order's in 🥔 6 varieties, £1 a bag of 5 tubers, Charlotte + Pink Fir Apple "
                        "going fast already"),
    ("Tue 3rd", "Ann", "I've lost my voice completely 🤐 doc says rest it for a wk. I'll still come + sit w the spuds "
                       "at the potato table, folk can read the cards, I'll just point lol"),
    ("4/3", "Dev", "bringing a barrow of compost for the no-dig demo, can someone save me a socket for the kettle"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollinswood-seed-swap"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "is Ann still doing her potato talk on sat? want to time the soup for after it"
    hits = []
    for query in ("Ann's potato talk", "talks at the seed swap", "Ann"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thurs 5 March 2043. You are talking to Lyn, who's doing the soup at Hollinswood Community "
               "Garden's seed swap (Sat 7 March, 10-1)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("Ann chitting spuds 12" in c for c in context), context
    assert any("lost my voice completely" in c for c in context), context
    reply = answer(question, context, mock="No - Ann's lost her voice, so there's no talk. She'll be sitting at the "
                                           "potato table with the spuds though.")
finish(question, expected="yes - 12 o'clock, chitting spuds", actual=reply)
