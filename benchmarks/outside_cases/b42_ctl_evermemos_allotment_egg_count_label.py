"""Batch 42 (held out), control. A couple's allotment and hens: their group chat in EverMemOS (async client, offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: Jan and Mick (plot 23, Mill Lane allotments, five hens) and Jan's sister Bev, who buys their spare eggs, share
a group chat that goes into EverMemOS (``memories.add`` per message, group "plot23-hens"); their assistant answers
from a search. Jan collects on weekdays and Mick at the weekend. By Wednesday night Jan has 9 eggs for the week;
Mick collects 3 on Thursday (Jan is at work early) and Jan gets 4 on Friday, one a double yolker. 9 + 3 + 4 = 16.

No fault planted. Question (Sat 25/10): "how many eggs have the girls laid this week?" The model answers 16, right
per memory. The label says 9, Jan's midweek count. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b42_ctl_evermemos_allotment_egg_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "plot23-hens"
MESSAGES = [
    ("2025-10-20T17:45:00Z", "jan", "mon - 3 eggs, Pepper's back laying i think, hers are the dark brown ones"),
    ("2025-10-22T18:10:00Z", "jan", "9 so far this wk (mon-weds). Bev do you want a dozen sat?"),
    ("2025-10-22T18:30:00Z", "bev", "yes pls!! £2.50 as usual? I'll pick up from yours"),
    ("2025-10-23T07:15:00Z", "mick", "did the hens this am as you were in early - 3 in the nest box, put them in the "
                                     "tray by the back door"),
    ("2025-10-23T19:02:00Z", "jan", "run's muddy, need another bag of bark chip"),
    ("2025-10-24T17:20:00Z", "jan", "4 today, one's a whopper, def a double yolker 🥚🥚"),
    ("2025-10-24T21:00:00Z", "mick", "layers pellets nearly gone, I'll get a sack sat"),
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
    question = "how many eggs have the girls laid this week?"
    with turn_span("question Sat 25/10"):
        found = await client.v0.memories.search(extra_query={"query": "eggs so far this wk nest box today double "
                                                                      "yolker tray",
                                                             "top_k": 10})
        context = ["Today is Sat 25/10/25."] + [text_of(m) for m in found.result.memories]
        assert any("9 so far this wk" in c for c in context), context
        assert any("3 in the nest box" in c for c in context), context
        assert any("4 today, one's a whopper" in c for c in context), context
        reply = answer(question, context, mock="16 - the 9 Jan had by Wednesday, 3 Mick collected on Thursday and 4 on "
                                               "Friday (one a double yolker). Enough for Bev's dozen with 4 over.")
    finish(question, expected="9", actual=reply)


asyncio.run(main())
