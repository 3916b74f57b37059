"""Batch 31 (held out), control. A family's group chat about the children: EverMemOS async client (offline stand-in
of tests/instrumentations), asyncio, one root span per message.

App: the Whitfields' family WhatsApp group (Laura, Sam, Nana Jean, Uncle Rob); each message goes into EverMemOS
(``memories.add`` per message, group "whitfield-family") and Laura's assistant answers from a search. Nana Jean
collects Maisie from St Andrew's every Friday. This week she has her cataract operation on Thursday 22/5 and the
hospital says no driving for a week after, so Uncle Rob, who finishes at 2 on Fridays, is getting Maisie.

No fault planted. Question (Wed 21/5): "is Nana doing the school pick up on Friday?" The model answers no, Uncle
Rob is, right per memory. The label says yes, Fridays are Nana's. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b31_ctl_evermemos_childcare_friday_pickup_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "whitfield-family"
MESSAGES = [
    ("2025-05-12T08:05:00Z", "nana_jean", "Morning all, usual this wk - Maisie Tues, Thurs + Fri pick up from me, "
                                          "3.15 at the gate x"),
    ("2025-05-14T19:20:00Z", "laura", "Maisie's PE is Fri this half term so she'll have her PE bag, it stinks lol"),
    ("2025-05-16T12:40:00Z", "nana_jean", "Hinchingbrooke rang, my cataract op is Thurs 22nd 8am!! They say no "
                                          "driving for a week after, doctor's orders"),
    ("2025-05-16T12:52:00Z", "laura", "Oh that's quick! Don't worry about the kids Mum, we'll sort it"),
    ("2025-05-16T13:30:00Z", "uncle_rob", "I finish at 2 on Fridays so I'll grab Maisie on the 23rd, take her for "
                                          "a Maccy D's"),
    ("2025-05-16T13:34:00Z", "laura", "Rob you're a star. I'll ring the school office so they know it's you"),
    ("2025-05-18T17:10:00Z", "sam", "Thurs pick up I can do if I leave early, I'll get Maisie from Brownies at 7"),
    ("2025-05-19T09:00:00Z", "laura", "School office says fine for Rob, just bring ID first time"),
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
    question = "is Nana doing the school pick up on Friday?"
    with turn_span("question Wed 21/5"):
        found = await client.v0.memories.search(extra_query={"query": "Maisie pick up Fri Friday Nana driving op "
                                                                      "grab 23rd Rob", "top_k": 10})
        context = ["Today is Wed 21/5/25."] + [text_of(m) for m in found.result.memories]
        assert any("Tues, Thurs + Fri pick up from me" in c for c in context), context
        assert any("no driving for a week after" in c for c in context), context
        assert any("I'll grab Maisie on the 23rd" in c for c in context), context
        reply = answer(question, context, mock="No - Nana can't drive for a week after her cataract op on Thursday. "
                                               "Uncle Rob's getting Maisie on Friday (he finishes at 2); bring ID the "
                                               "first time.")
    finish(question, expected="Yes - Fridays are Nana's", actual=reply)


asyncio.run(main())
