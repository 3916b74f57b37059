"""Batch 85 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant), search, one root span per note.

App: Sheila, producer of the Little Bramford Players' panto, drops rehearsal notes into mem0 as she types them
(``memory.add(..., infer=False)``); cast and crew ask the app.

Memory: the October crew list has Jean Pollard as prompter (she's done it for years); a November note says Jean's
hip won't let her sit on the little stool in the wings for two hours, so she's doing front of house and the raffle,
and Maggie (the director's sister) has the prompt book and sits in from the tech rehearsal on. Question (Wed 5/1,
Tom who plays Buttons): "who's on the book for the shows?" The assistant says Maggie. The label says Jean, the
prompter.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b85_ctl_mem0_panto_prompter_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bramford-panto"
NOTES = [
    ("2032-10-03", "crew for Cinders: SM = Bob (+ scenery), lights Kieran, sound Jas, prompt = Jean Pollard as "
                   "always, wardrobe Mandy + Sue"),
    ("10 Oct", "read thru went ok, Geoff + Alan already ad-libbing, Ellie has a lovely voice for the ballad"),
    ("Nov 14th", "Jean rang - her hip won't have 2 hrs on that little stool in the wings, bless her. she'll do "
                 "front of house + the raffle with Pam. Maggie (Ray's sister) has got the prompt book, she'll sit "
                 "in from the tech on 2/1"),
    ("28/11", "Jo's wand on order. Bob needs 2 more ppl for the get-in sat 31/12, 9am"),
    ("12.12.32", "off book by xmas PLEASE everyone, Act 2 ballroom still v wobbly"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bramford-panto"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's on the book for the shows?"
    with turn_span("question Wed 5/1"):
        hits = []
        for query in ("prompt book prompter shows", "Jean Maggie wings tech", "crew list"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 January 2033. You are talking to Tom, who plays Buttons."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("prompt = Jean Pollard" in c for c in context), context
        assert any("Maggie (Ray's sister) has got the prompt book" in c for c in context), context
        reply = answer(question, context, mock="Maggie - Ray's sister. She's had the prompt book since the tech; "
                                               "Jean's on front of house and the raffle with Pam.")
finish(question, expected="Jean Pollard, our prompter", actual=reply)
