"""Batch 398 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Golden Star Cleaners on Western Ave in Koreatown is run by the Park family - umma (Mrs. Park), appa, their son
Andy and daughter Grace on the counter. Whoever is on the counter puts a note into the shop's helper with
``memory.add(..., infer=False)``; before a pickup they ask it what should be on the rack.

Memory: 10/3 - tkt #4471 Oh gwonsanim, 6 dress shirts + 2 pants (8 pcs), $37, paid cash, pickup Thurs 10/6 after 3,
shirts on hangers; 10/4 - her husband Oh jangnonim dropped his navy blazer + 2 ties, put on her #4471, +$19; Weds
10/5, umma - the grey pants on #4471 lost a button in the machine, sent next door to Mr. Baek's tailor shop for a
matching one, back Fri, so not with the Thurs pickup; 10/5, Grace - called Oh gwonsanim about the button, she said
no rush, she'll grab the pants Sat with her church clothes. Question (Thu 10/6, Andy at the counter): "how many
pieces should be on the rack for Oh gwonsanim's #4471? she's coming at 3" The assistant says 10 (6 shirts, the navy
pants, the blazer and 2 ties - the grey pants are at the tailor's). The label says 8.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b398_ctl_mem0_cleaners_ticket_pieces_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "golden-star-cleaners-counter"
NOTES = [
    ("10/3", "10/3 tkt #4471 Oh gwonsanim - 6 dress shirts + 2 pants (navy + grey), 8 pcs, $37 pd cash. p/u Thurs 10/6 "
             "after 3. shirts on HANGERS not folded, she's particular ㅋㅋ"),
    ("10/4", "10/4 Oh gwonsanim's husband (Oh jangnonim) dropped his navy blazer + 2 ties, put them on her #4471, "
             "+$19, he'll pay at p/u"),
    ("Weds 10/5", "Weds 10/5 umma - the grey pants on #4471 lost a button in the machine 😬 sent next door to Mr. "
                  "Baek's tailor for a matching one, back Fri. so NOT w/ the thurs p/u, call her"),
    ("10/5", "10/5 Grace - called Oh gwonsanim re the button, she said ok no rush, she'll grab the grey pants Sat w/ "
             "her church clothes. so sweet"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="golden-star-counter-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many pieces should be on the rack for Oh gwonsanim's #4471? she's coming at 3"
    with turn_span("question Thu 10/6"):
        hits = []
        for query in ("ticket #4471 Oh gwonsanim pieces", "added to her ticket", "not ready for pickup"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 10/6/2050. You are talking to Andy, on the counter at Golden Star Cleaners."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("8 pcs, $37" in c for c in context), context
        assert any("navy blazer + 2 ties, put them on her #4471" in c for c in context), context
        assert any("so NOT w/ the thurs p/u" in c for c in context), context
        reply = answer(question, context, mock="10 - the 6 shirts, the navy pants, Oh jangnonim's blazer and 2 ties. "
                                               "The grey pants are at Mr. Baek's for the button, she's getting "
                                               "them Sat.")
finish(question, expected="8", actual=reply)
