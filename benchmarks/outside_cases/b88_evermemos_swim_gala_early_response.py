"""Batch 88 (held out). A swim school parents' group chat: EverMemOS async client (the offline stand-in server),
asyncio.

App: the Hitchin Otters parents' WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one group);
the app searches it to answer parents.

Planted fault (ResponseError, the context had the answer): Coach Andy's message says the club gala is Sun 24/4 at
Riverside, doors 7.15, swimmers on poolside for registration by 7.30 at the latest, warm-up 7.40, anyone late
doesn't swim; another message says Oscar's heats (25m back, 50m free) start about 9. All are in the context.
Question (Fri 22/4, Jo, Oscar's mum): "does Oscar need to be at the pool before 8 on sunday?" -> expected yes (on
poolside by 7.30 to register). The model says no, his heats aren't till 9.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the 7.30
registration message and the heats message are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b88_evermemos_swim_gala_early_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hitchin-otters-parents"
MESSAGES = [
    ("2033-03-30T19:05:00Z", "andy", "GALA sun 24/4 @ Riverside. doors 7.15, swimmers on poolside for registration "
                                     "by 7.30 LATEST, warm up 7.40. if they're not registered they don't swim sorry"),
    ("2033-04-06T20:40:00Z", "claire", "cake stall for the gala - sign up sheet on the noticeboard, no nuts pls"),
    ("2033-04-14T18:20:00Z", "andy", "heat sheets: Oscar T - 25m back + 50m free, heats start approx 9, finals "
                                     "after lunch if he gets thru"),
    ("2033-04-18T21:10:00Z", "jo", "does anyone know if parents can sit poolside or is it the balcony?"),
    ("2033-04-18T21:25:00Z", "claire", "balcony only, £3 on the door, bring a cushion it's concrete"),
    ("2033-04-20T08:00:00Z", "andy", "club hats + costumes for the gala pls, not the fun ones"),
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
    question = "does Oscar need to be at the pool before 8 on sunday?"
    found = await client.v0.memories.search(extra_query={"query": "gala sunday registration poolside time Oscar heats "
                                                                  "warm up doors", "top_k": 12})
    context = ["Today is Fri 22 April 2033. You are talking to Jo, Oscar's mum."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("registration by 7.30 LATEST" in c for c in context), context
    assert any("heats start approx 9" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="No - his heats don't start till about 9, so getting there for "
                                               "half eight is fine.")
    finish(question, expected="yes, he has to be on poolside by 7.30 to register", actual=reply)


asyncio.run(main())
