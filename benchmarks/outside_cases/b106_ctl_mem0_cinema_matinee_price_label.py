"""Batch 106 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Carol, secretary of the Longstanton Picture House, keeps the club's notes in mem0
(``memory.add(..., infer=False)``); the door volunteers and callers ask the helper.

Memory: tickets are £6 on the door, under 16s £3; the half-term kids' matinee (Paddington 2, Sun 26/10, 2pm) is
being paid for out of the parish council's summer pot, so the kids get in for nothing on that one, grown-ups £6 as
usual; plus other notes. Question (Mon 20/10, a parent ringing up): "how much for my two for the paddington
matinee sunday?" The assistant says nothing, the children go free, grown-ups £6. The label says £6 - £3 each.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b106_ctl_mem0_cinema_matinee_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lph-carol"
NOTES = [
    ("1 Sept", "prices 37/38 season: £6 on the door, under 16s £3, season ticket £40 (8 films). cash or card, "
               "card reader's in the cashbox"),
    ("Thu 2/10", "half term matinee booked - PADDINGTON 2, sun 26th oct 2pm, doors 1.30. licence £85"),
    ("7.10.37", "spoke to Mr Hollis at the parish council - the summer pot's paying for the matinee so kids get "
                "in for nothing on that one!! grown ups £6 as per. put it on the poster pls Ken"),
    ("8/10", "squash + popcorn for the matinee, Sue's getting 4 big bags from Costco. no nuts anywhere"),
    ("12th", "Geoff's hip op done, doing well, Alan covering the projector til november"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lph"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much for my two for the paddington matinee sunday?"
    with turn_span("question Mon 20/10"):
        hits = []
        for query in ("ticket prices under 16s children", "Paddington matinee Sunday", "matinee kids parish "
                                                                                       "council"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 20 October 2037. You are talking to a parent on the phone."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("under 16s £3" in c for c in context), context
        assert any("kids get in for nothing on that one" in c for c in context), context
        reply = answer(question, context, mock="Nothing for the children - the parish council is covering the kids "
                                               "for the Paddington matinee. Grown-ups are £6.")
finish(question, expected="£6 for the two of them - £3 each as they're under 16", actual=reply)
