"""Batch 275 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: Ryburn Valley Community Transport's Tuesday shopping run takes passengers from Ripponden and Rishworth to
Sowerby Bridge market and Morrisons. The volunteers' chat goes into EverMemOS - Sheila (bookings), Dave (the
Tuesday driver) and Mohammed (who looks after the bus) - and the helper answers passengers' questions.

Memory: Sheila, 2051-01-13T10:00 - the Tuesday run, Ripponden pick-up outside the library at 9.30, Rishworth 9.40,
at the market for 10; Mohammed, 2051-02-03T18:20 - the bus is back from the garage, the tail lift's fixed; Dave,
2051-02-20T16:45 - the library car park's shut from the 24th for resurfacing, 3 weeks they reckon, and I can't
pull in on the road there with the double yellows, so Ripponden pick-up's the bus stop by the Co-op, same time
9.30, there's a shelter; Sheila, 2051-02-27T11:10 - 11 booked for next Tuesday. Question (Mon 3/3, Eileen, a
passenger in Ripponden): "where do I get the shopping bus tomorrow? it's a while since I've been" The assistant says
the bus stop by the Co-op at 9.30 (the library car park's shut for resurfacing). The label says outside the
library.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b275_ctl_evermemos_minibus_pickup_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ryburn-ct-tuesday-run-2051"
MESSAGES = {
    "sheila": [("2051-01-13T10:00:00Z", "TUES SHOPPING RUN 🛒 Ripponden pick up outside the library 9.30, Rishworth "
                                        "9.40 (the Turnpike), at the market for 10, Morrisons after, home by 1"),
               ("2051-02-27T11:10:00Z", "11 booked for next tues, 2 w/ frames so Dave pls do the door to door")],
    "mohammed": [("2051-02-03T18:20:00Z", "bus back from the garage, tail lift's fixed (fingers crossed) 🤞")],
    "dave": [("2051-02-20T16:45:00Z", "library car park's shut from the 24th for resurfacing, 3 wks they reckon 🙄 + "
                                      "I can't pull in on the road there w/ the double yellows, so Ripponden pick up's "
                                      "the bus stop by the Co-op, same time 9.30, at least there's a shelter")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "where do I get the shopping bus tomorrow? it's a while since I've been"
    context = ["Today is Mon 3 March 2051. You are talking to Eileen, a passenger in Ripponden on Ryburn Valley "
               "Community Transport's Tuesday shopping run."]
    for query in ("Ripponden pick up", "where does the shopping bus pick up", "library car park"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Ripponden pick up outside the library 9.30" in c for c in context), context
    assert any("pick up's the bus stop by the Co-op" in c and "resurfacing" in c for c in context), context
    reply = answer(question, context, mock="At the bus stop by the Co-op, 9.30 - the library car park's shut for "
                                           "resurfacing, so Dave's picking up there for now. There's a shelter.")
    finish(question, expected="outside the library", actual=reply)


asyncio.run(main())
