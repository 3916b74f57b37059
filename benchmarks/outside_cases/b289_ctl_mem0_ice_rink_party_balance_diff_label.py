"""Batch 289 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lisa is organising her daughter Sophie's 9th birthday at Calder Ice Arena - the Sunday public session and the
party room after. She keeps her notes in a helper with ``memory.add(..., infer=False)``; her husband Dean asks it
things.

Memory: 2051-01-10T20:00 - booked the party for Sun 5th Feb, public session 2-4 then the party room, 12 kids at £15
each including skate hire, a hot dog and a slush = £180, £50 deposit paid on the card, so £130 on the day; Thu 19
Jan - two more from her class want to come (Maya and Alfie), rang the rink, that's fine, £15 each same as the rest,
pay it all on the day; 24.1. - changed the food to the chicken nuggets, same price, cake from Sainsbury's; Fri 3rd
Feb - grandma's giving £20 towards it, party bags done. Question (Sat 4/2, Dean): "how much do we still owe the
rink for tmrw? I'll take the card" The assistant says £160 (14 kids at £15 is £210, less the £50 deposit). The
label says £130.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b289_ctl_mem0_ice_rink_party_balance_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lisa-sophie-party-2051"
NOTES = [
    ("2051-01-10T20:00", "2051-01-10T20:00 booked Sophie's 9th at the ice rink 🎂⛸ sun 5th feb, public session 2-4 "
                         "+ the party room after. 12 kids, £15 each inc skate hire + hot dog + slush = £180, paid £50 "
                         "deposit on the card so £130 on the day"),
    ("Thu 19 Jan", "Thu 19 Jan 2 more from her class want to come (Maya + Alfie) 🙈 rang the rink, that's fine, £15 "
                   "each same as the rest, pay it all on the day"),
    ("24.1.", "24.1. changed the food to the chicken nuggets, same price. cake from Sainsbury's, CANDLES don't forget"),
    ("Fri 3rd Feb", "Fri 3rd Feb grandma's giving £20 towards it bless her, party bags done (14), sophie's beside "
                    "herself"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lisa-sophie-party-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do we still owe the rink for tmrw? I'll take the card"
    with turn_span("question Sat 4/2"):
        hits = []
        for query in ("party cost owed to the rink", "deposit paid", "more kids coming to the party"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 4 February 2051. You are talking to Dean, Lisa's husband; Sophie's party at the ice "
                   "rink is tomorrow."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("paid £50 deposit on the card so £130 on the day" in c for c in context), context
        assert any("2 more from her class want to come" in c and "£15 each same as the rest" in c for c in context), \
            context
        reply = answer(question, context, mock="£160 - it's 14 kids now at £15 each, £210, less the £50 deposit "
                                               "Lisa's already paid.")
finish(question, expected="£130", actual=reply)
