"""Batch 74 (held out), control. A youth theatre's summer show: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Stroud Youth Theatre leaders' group chat goes into EverMemOS (``memories.add`` per message, group
"syt-bugsy"); the assistant answers parents from a search. What the cast bring on show days is spread over three
messages: blacks (black t-shirt and leggings or joggers) to wear under costumes, a named water bottle, and a packed
tea for the between-shows gap on Saturday. An early message asked for the kids' own make-up; later Fiona wrote that
Mrs Okafor is doing everyone's with the Playhouse's kit, and nobody shares sponges, so the kids leave theirs at home.

No fault planted. Question (Tue 29/7, a parent of a new cast member): "what does she need to bring for the shows?"
The model lists the blacks, a named water bottle and a packed tea, right per memory. The label says blacks, a water
bottle and her own make-up. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b74_ctl_evermemos_youth_theatre_bring_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "syt-bugsy"
MESSAGES = [
    ("2031-06-14T10:20:00Z", "fiona", "show wk kit list for the newsletter: blacks (black tee + leggings/joggers) "
                                      "to go under costumes, own stage make-up in a named bag, water bottle"),
    ("2031-06-30T19:45:00Z", "jed", "water bottles NAMED pls, we had 14 identical ones last yr + a nit outbreak"),
    ("2031-07-12T09:05:00Z", "fiona", "make-up - Mrs Okafor's doing every1's w the Playhouse kit, she's bought new "
                                      "sponges per kid. so kids leave their own at home, nobody's sharing anything "
                                      "after last time"),
    ("2031-07-19T17:30:00Z", "aisha", "sat 2/8 there's only 2 hrs between the matinee + the eve show - packed tea "
                                      "for every kid that day pls, nothing w nuts"),
    ("2031-07-22T20:10:00Z", "mo", "programme proofs back, £2 each, 200 printed"),
    ("2031-07-26T08:55:00Z", "fiona", "call time 5.45 thurs + fri, 12.45 on sat. stage door round the back"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "what does she need to bring for the shows?"
    found = await client.v0.memories.search(extra_query={"query": "bring kit list blacks make-up water bottle "
                                                                  "packed tea show", "top_k": 12})
    context = ["Today is Tue 29 July 2031. You are talking to the parent of a new cast member (age 11)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("own stage make-up" in c for c in context), context
    assert any("kids leave their own at home" in c for c in context), context
    assert any("packed tea" in c for c in context), context
    assert any("NAMED" in c for c in context), context
    reply = answer(question, context, mock="Her blacks (black t-shirt and leggings or joggers) for under her costume, "
                                           "a water bottle with her name on, and a packed tea for Saturday (no nuts) "
                                           "- make-up's done for her at the theatre.")
    finish(question, expected="blacks, a water bottle and her own make-up", actual=reply)


asyncio.run(main())
