"""Batch 308 (held out). A village fête committee's tombola: EverMemOS async client (offline stand-in), asyncio -
each committee member's messages written by their own task (gathered), then the question's searches; the answer
call has the tombola's second count and the float in its context and gives the first figure.

App: Barkisland village fête was on Sat 15th July 2051 on the rec - the tombola (bottles and a kids' sweetie
tombola), the cake stall, bric-a-brac, plants, a dog show. The committee's chat goes into EverMemOS - Sue (runs the
tombola), Geoff (the treasurer) and Margaret (the chair) - and the helper answers questions about it afterwards.

Planted fault (ResponseError, ignored sufficient context): Sue, 2051-07-15T17:40 - £386 in the tombola tin, sold out
of tickets by 3; Geoff, 2051-07-15T18:30 - about £1,900 from all the stalls, counting properly tomorrow; Sue,
2051-07-16T10:05 - she found another £42 in the jam jar from the kids' sweetie tombola, forgot it was separate, it's
all tombola so add it on, and take off the £20 float that was in the tin, that was Geoff's and he's had it back;
Margaret, 2051-07-16T12:00 - thank-you cards to the butcher and the Co-op. Question (Mon 17/7, Pauline, who does
the parish magazine): "how much did the tombola make? for the parish mag, just the tombola pls" -> expected £408
(£386 + £42 from the jam jar - the £20 float). The model says £386.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the messages the model
was given have the £386 in the tin, the £42 to add on and the £20 float to take off, and the model gave the tin's
figure. Asserted: the context has the £386 line and the jam jar and float line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b308_evermemos_fete_tombola_takings_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "barkisland-fete-committee-2051"
MESSAGES = {
    "sue": [("2051-07-15T17:40:00Z", "TOMBOLA 🎉 £386 in the tin!! sold out of tickets by 3, ta everyone for the "
                                     "bottles, my feet are killing me"),
            ("2051-07-16T10:05:00Z", "found another £42 in the jam jar from the kids' sweetie tombola 🙈 forgot it "
                                     "was separate - it's all tombola so add it on. and take off the £20 float that "
                                     "was in the tin, that was Geoff's, he's had it back")],
    "geoff": [("2051-07-15T18:30:00Z", "rough count ~£1,900 from all the stalls 👏 counting properly tmrw at mine, "
                                       "bank on weds")],
    "margaret": [("2051-07-16T12:00:00Z", "thank you cards to the butcher + the Co-op for the hampers pls, I'll do "
                                          "the vicar")],
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
    question = "how much did the tombola make? for the parish mag, just the tombola pls"
    context = ["Today is Mon 17 July 2051. You are talking to Pauline, who does the parish magazine, about "
               "Barkisland village fête (Sat 15 July)."]
    for query in ("tombola takings", "how much in the tombola tin", "float jam jar"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£386 in the tin" in c for c in context), context
    assert any("another £42 in the jam jar" in c and "take off the £20 float" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£386 - that's what was in the tombola tin. A great result!")
    finish(question, expected="£408 - £386 in the tin + £42 from the sweetie tombola jar, less Geoff's £20 float",
           actual=reply)


asyncio.run(main())
