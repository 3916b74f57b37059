"""Batch 119 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the coaches and the treasurer of Millbrook Juniors FC put their notes about the U11s into the club helper with
``memory.add(..., infer=False)``; the helper answers from a search of them.

Memory: Bev (treasurer) noted on 12/9 that Harvey Lund's subs were two months behind and the club rule is no playing
till it's sorted; on Weds 23 Sept his dad came to training with an envelope of cash and he's "all square up to xmas
now"; on Thu 24/9 Dean (coach) noted that Harvey went over on his ankle in PE - strapped up, on crutches, the physio
says two weeks at least. Question (Fri 25/9, Ryan, the assistant coach): "why isn't harvey in the squad for
sunday?" The assistant says his ankle - on crutches, two weeks at least - and that his subs are paid up. The label
says his subs are two months behind - in memory, but his dad paid it all before the squad was picked.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b119_ctl_mem0_football_harvey_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "millbrook-u11s"
NOTES = [
    ("12/9", "Bev", "Harvey Lund - subs 2 mths behind (july + aug). club rule, no playing till it's sorted, told his "
                    "dad nicely at pick up"),
    ("16/9", "Dean", "tues training - Harvey's left foot is lethal, he's my 9 when he's available. Kai in goal again"),
    ("Weds 23 Sept", "Bev", "Harvey's dad came to training w an envelope, cash - he's all square up to xmas now, "
                            "ticked him off my list"),
    ("Thu 24/9", "Dean", "Harvey's mum rang - went over on his ankle in PE, it's strapped + he's on crutches, physio "
                         "says 2 wks at least. gutted for him, he loves a cup game"),
    ("Fri 25/9", "Dean", "squad for sun v Ashton (cup, ko 10.30, meet 9.45): Kai, Jayden, Reuben, Sami, Ollie, Alfie "
                         "T, Leo, Finn, Max, Zach + Noah. bibs in my boot"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="millbrook"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "why isn't harvey in the squad for sunday?"
    with turn_span("question Fri 25/9"):
        hits = []
        for query in ("why isn't Harvey in the squad for sunday", "Harvey Lund", "Harvey ankle subs"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 25 September 2037. You are talking to Ryan, the U11s' assistant coach."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("subs 2 mths behind" in c for c in context), context
        assert any("all square up to xmas now" in c for c in context), context
        assert any("on crutches, physio says 2 wks at least" in c for c in context), context
        reply = answer(question, context, mock="He's hurt his ankle - went over on it in PE and he's on crutches, the "
                                               "physio says two weeks at least. His subs are paid up now.")
finish(question, expected="his subs are two months behind - club rule, no playing till they're paid", actual=reply)
