"""Batch 38 (held out), control. A book club's WhatsApp group: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: the Thursday Book Club group chat (ten members; Helen organises) goes into EverMemOS (``memories.add`` per
message, group "thurs-bookclub") and Helen's assistant answers from a search. November's meeting is at Priya's on
Thu 20/11. Anna is in Leeds for work that whole week; Sue and Mark have both tested positive and are staying away
from everyone; Jean is bringing her sister Margaret along to see whether she'd like to join. 10 - 3 + 1 = 8.

No fault planted. Question (Tue 18/11): "how many of us will there be at Priya's on thursday? she's asking so she
can do the food" The model answers 8 (seven members plus Jean's sister), right per memory. The label says 10, the
whole club. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b38_ctl_evermemos_bookclub_headcount_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "thurs-bookclub"
MESSAGES = [
    ("2025-11-02T19:10:00Z", "helen", "Nov is at Priya's, Thu 20th 7.30, Tomorrow x3. there's 10 of us now Priya's "
                                      "joined so bring chairs if you can lol"),
    ("2025-11-05T08:22:00Z", "anna", "gutted, work are sending me to Leeds all that week 🙄 tell me how the ending "
                                     "goes down"),
    ("2025-11-09T12:40:00Z", "mark", "anyone else struggling w the video game bits or just me"),
    ("2025-11-14T20:03:00Z", "jean", "would it be ok if I brought my sister Margaret? she's just retired + wants a "
                                     "book club, thought she could see if she likes us"),
    ("2025-11-14T20:15:00Z", "priya", "of course!! the more the merrier"),
    ("2025-11-16T10:31:00Z", "sue", "Mark + I both tested positive this morning 😷 so we'll keep well away from "
                                    "everyone thurs, sorry Priya"),
    ("2025-11-16T11:02:00Z", "claire", "oh no get well soon both. I'll bring a quiche"),
    ("2025-11-17T18:45:00Z", "helen", "Dec book is A Christmas Carol, at mine 18/12"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "how many of us will there be at Priya's on thursday? she's asking so she can do the food"
    with turn_span("question Tue 18/11"):
        found = await client.v0.memories.search(extra_query={"query": "Priya Thu 20th 10 of us Anna Leeds Mark Sue "
                                                                      "positive Jean sister Margaret",
                                                             "top_k": 10})
        context = ["Today is Tue 18/11/25."] + [text_of(m) for m in found.result.memories]
        assert any("there's 10 of us now" in c for c in context), context
        assert any("Leeds all that week" in c for c in context), context
        assert any("both tested positive" in c for c in context), context
        assert any("my sister Margaret" in c for c in context), context
        reply = answer(question, context, mock="8 - Anna's in Leeds, and Sue and Mark are staying away with covid, "
                                               "so that's 7 of us plus Jean's sister Margaret.")
    finish(question, expected="10 - the whole club", actual=reply)


asyncio.run(main())
