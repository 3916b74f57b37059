"""Batch 283 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Nab End Farm (Rachel and her dad; hens, a few Texel ewes, two house cows) sell eggs, butter and lamb at Hebden
Bridge farmers' market. Rachel puts her notes into the farm's helper with ``memory.add(..., infer=False)``; her
partner Sam, who does the chalkboard, asks it things.

Memory: 2050-01-10T08:45 - eggs £3 a dozen, £1.60 a half, butter £3.20, honesty box at the gate same prices;
4/2 - feed's gone up AGAIN, layers pellets £14.80 a bag, she's going to have to think about the egg price; Sat
15/2 - ok, she's caved, eggs are £3.50 a dozen from this market, half dozen £1.80, the new sign's done for the
gate, only 2 people moaned; 22.2 - the duck eggs are back, £2 for 6. Question (Fri 11/3, Sam): "what are we
charging for a dozen now? doing the chalkboard for tmrw" The assistant says £3.50 (since the 12th of Feb). The
label says £3 a dozen.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b283_ctl_mem0_farm_egg_price_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nab-end-farm-rachel"
NOTES = [
    ("2050-01-10T08:45", "2050-01-10T08:45 prices for the new yr 🥚 eggs £3 a doz, £1.60 half doz, butter £3.20 a "
                         "block. honesty box at the gate same prices"),
    ("4/2", "4/2 feed's gone up AGAIN 😤 layers pellets £14.80 a bag now. going to have to think about the eggs"),
    ("Sat 12/2", "Sat 12/2 ok I've caved - eggs are £3.50 a doz from this market, half doz £1.80. new sign done for "
                 "the gate too. only 2 people moaned 😅"),
    ("22.2", "22.2 the ducks are laying again!! duck eggs back on, £2 for 6, in the blue boxes"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nab-end-farm-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what are we charging for a dozen now? doing the chalkboard for tmrw"
    with turn_span("question Fri 11/3"):
        hits = []
        for query in ("egg prices dozen", "price of eggs now", "charging for eggs at the market"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 March 2050. You are talking to Sam, who does the chalkboard for Nab End Farm's "
                   "market stall."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("eggs £3 a doz, £1.60 half doz" in c for c in context), context
        assert any("eggs are £3.50 a doz from this market" in c for c in context), context
        reply = answer(question, context, mock="£3.50 a dozen (and £1.80 for a half) - it went up at the 12th Feb "
                                               "market.")
finish(question, expected="£3 a dozen", actual=reply)
