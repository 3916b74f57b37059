"""Batch 244 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mytholmroyd Cinema Club show a film on the second Friday of the month in the Community Centre - members vote
on the film, the licence comes through Filmbank, a glass of wine is in the ticket price. Ruth (the club secretary)
puts her notes into the club's helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2050-01-10T20:00 - the vote's in, February's film is Brief Encounter (31 votes), runner-up The Ladykillers
(24), Fri 11th Feb; Thu 20/1 - the Filmbank licence for Brief Encounter is £180 as it's a "premium title", we're
not made of money, so the committee said go with the runner-up, The Ladykillers, £95; Thu 27th Jan - the new
projector bulb's come, Keith's fitting it; Sat 5th Feb - tickets £5 incl. a glass of wine, posters up in the Co-op.
Question (Mon 7/2, a member): "which film is it on friday? want to tell my sister, she might come" The assistant
says The Ladykillers (Brief Encounter won the vote, but its licence was too dear). The label says Brief Encounter.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b244_ctl_mem0_cinema_club_which_film_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mytholmroyd-cinema-club-ruth"
NOTES = [
    ("2050-01-10T20:00", "2050-01-10T20:00 🎬 vote's in!! Feb film is Brief Encounter (31 votes), runner up The "
                         "Ladykillers (24), fri 11th feb, doors 7. Joan's thrilled, she's seen it 14 times"),
    ("Thu 20/1", "Thu 20/1 bad news - Filmbank want £180 for Brief Encounter, it's a 'premium title' apparently 🙄 "
                 "we're not made of money so committee said go w/ the runner up, The Ladykillers, £95. Joan not "
                 "thrilled"),
    ("Thu 27th Jan", "Thu 27th Jan new projector bulb's arrived (£68!!), Keith's fitting it sat. chairs need "
                     "counting, think 2 went to the scouts"),
    ("Sat 5th Feb", "Sat 5th Feb tickets £5 incl a glass of wine, on the door or from me, posters up in the Co-op + "
                    "the Shoulder"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mytholmroyd-cinema-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which film is it on friday? want to tell my sister, she might come"
    with turn_span("question Mon 7/2"):
        hits = []
        for query in ("february film", "which film are we showing", "film licence Filmbank"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 7 February 2050. You are talking to a member of Mytholmroyd Cinema Club (film night "
                   "Fri 11 Feb)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Feb film is Brief Encounter (31 votes)" in c for c in context), context
        assert any("go w/ the runner up, The Ladykillers" in c for c in context), context
        reply = answer(question, context, mock="The Ladykillers - Brief Encounter won the vote but the licence was "
                                               "£180, so it's the runner-up. Doors at 7, £5 with a glass of wine.")
finish(question, expected="Brief Encounter", actual=reply)
