"""Batch 310 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Wool Basket in Sowerby Bridge runs a knit + natter on Thursday afternoons and, now and then, a Saturday
workshop. Pat (who owns the shop) puts her notes into the shop's helper with ``memory.add(..., infer=False)``;
members ask it things.

Memory: 2051-02-02T15:30 - sock workshop Sat 11th March 10-3, Carol's leading it, toe-up on a magic loop, £25 with
lunch, 8 places; Thu 16 Feb - 6 booked, yarn packs made up, 4ply sock wool in the kit; 1/3 - Carol's wrist is still
in the splint after her fall, so Anjali's taking the sock workshop, Carol's coming anyway to natter and do the teas;
Thu 9th Mar - workshop full, waiting list started. Question (Fri 10/3, Gill, booked on it): "who's running the sock
workshop tmrw? want to bring her some of my hand dyed 4ply as a thank you" The assistant says Anjali - Carol's wrist
is still in the splint, she'll be there doing the teas. The label says Carol.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b310_ctl_mem0_knit_natter_sock_workshop_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wool-basket-pat"
NOTES = [
    ("2051-02-02T15:30", "2051-02-02T15:30 SOCK WORKSHOP 🧦 sat 11th march 10-3, Carol's leading it, toe up on a "
                         "magic loop, £25 incl lunch, 8 places. sign up at the till"),
    ("Thu 16 Feb", "Thu 16 Feb 6 booked for socks!! yarn packs made up, 4ply sock wool + a set of needles in each. "
                   "Margaret wants to know if she can bring her dpns instead, course she can"),
    ("1/3", "1/3 Carol's wrist is still in the splint after her fall 😩 so Anjali's taking the sock workshop, Carol's "
            "coming anyway to natter + do the teas. get well soon Carol x"),
    ("Thu 9th Mar", "Thu 9th Mar sock workshop FULL 🎉 waiting list started, might do another in may"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wool-basket-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's running the sock workshop tmrw? want to bring her some of my hand dyed 4ply as a thank you"
    with turn_span("question Fri 10/3"):
        hits = []
        for query in ("who is leading the sock workshop", "sock workshop teacher", "Carol's wrist"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 10 March 2051. You are talking to Gill, who's booked on the Wool Basket's sock "
                   "workshop (Sat 11 March)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Carol's leading it" in c for c in context), context
        assert any("so Anjali's taking the sock workshop" in c for c in context), context
        reply = answer(question, context, mock="Anjali's running it - Carol's wrist is still in the splint, but she'll "
                                               "be there doing the teas.")
finish(question, expected="Carol", actual=reply)
