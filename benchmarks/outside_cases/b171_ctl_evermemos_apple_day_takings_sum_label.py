"""Batch 171 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: Moss Lane Community Garden's apple day was Sat 1st October 2039, 11-3 - pressing with juice at 50p a bottle, a
tombola, stalls along the top path (the WI's cakes among them), soup in the polytunnel. The volunteers' chat goes into
EverMemOS - Priya (coordinator), Bob (treasurer) and Jas (soup and the seed swap); the helper answers from a search.

Memory: Priya, 2039-10-01T16:05: rough count, £446.50 all in - juice £212, tombola £88, cakes £146.50; Bob,
2039-10-01T17:30: the WI's cake money's theirs though, they said in the summer they'd keep their own takings for the
hall roof fund; Priya, 2039-10-01T18:00: oh yes so we did, she'll give Sheila the cake money tomorrow; Jas,
2039-10-02T10:00: the seed swap was all free, and the soup money went in the juice tin so it's in the £212 already.
Question (Mon 3/10, Bob, writing the newsletter): "how much did the garden make on apple day? for the newsletter"
The assistant says £300 - £212 from the juice (soup included) and £88 from the tombola; the WI's £146.50 for the
cakes is theirs. The label says £446.50 - Priya's first count, cakes and all.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b171_ctl_evermemos_apple_day_takings_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moss-lane-garden-apple-day-2039"
MESSAGES = {
    "priya": [("2039-10-01T16:05:00Z", "rough count £446.50 all in!! 🍎 juice £212, tombola £88, cakes £146.50"),
              ("2039-10-01T18:00:00Z", "oh yes so we did 🤦‍♀️ I'll give Sheila the cake money tmrw")],
    "bob": [("2039-10-01T17:30:00Z", "the WI's cake money's theirs tho Priya - they said in the summer they'd keep "
                                     "their own takings for the hall roof fund")],
    "jas": [("2039-10-02T10:00:00Z", "seed swap was all free so nothing there, and the soup money went in the juice "
                                     "tin so it's in the £212 already")],
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
    question = "how much did the garden make on apple day? for the newsletter"
    found = await client.v0.memories.search(extra_query={"query": "apple day takings money count juice tombola "
                                                                  "cakes", "top_k": 10})
    context = ["Today is Mon 3 October 2039. You are talking to Bob, treasurer of Moss Lane Community Garden, who is "
               "writing the newsletter after the apple day (Sat 1 October)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("rough count £446.50 all in" in c for c in context), context
    assert any("the WI's cake money's theirs" in c for c in context), context
    assert any("oh yes so we did" in c for c in context), context
    assert any("it's in the £212 already" in c for c in context), context
    reply = answer(question, context, mock="£300 - £212 from the juice (the soup money's in that) and £88 from the "
                                           "tombola; the WI's £146.50 from the cakes is theirs for the hall roof.")
    finish(question, expected="£446.50", actual=reply)


asyncio.run(main())
