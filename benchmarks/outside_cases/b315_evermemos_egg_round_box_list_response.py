"""Batch 315 (held out). A farm shop's egg deliveries: EverMemOS async client (offline stand-in), asyncio: each
sender's messages written by their own task (gathered), then the question's searches; the answer call has the
changed box contents in its context and gives the first ones.

App: Ackroyd's Farm Shop (hens, ducks, bantams and bees, up Cragg Vale) deliver egg boxes to houses round
Mytholmroyd on Friday mornings in summer 2050. The shop's chat with its customers goes into EverMemOS - Sandra (who
runs the shop), Dean (who drives the van) and the customers - and the helper answers the customers' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Sandra's 2050-07-03T10:00 message -
Mrs Lumb's standing order from Fri 7th, 1 doz large hens' eggs and 1/2 doz duck eggs, Friday mornings, pays by
transfer; Mrs Lumb's 19/7 message - could a jar of the heather honey go in her Friday box from now on, Mr L's gone
mad for it; Sandra's Tue 8th Aug message - the ducks have gone into their moult, no duck eggs till September, so
she's swapped Mrs Lumb's for 1/2 doz of the bantam eggs, same price; and Dean's Weds 9/8 message - the van's in for
a service Thursday, Friday's round still on. Question (Thu 10/8, Mrs Lumb): "what's coming in my box tmrw? need to
know if I should get eggs from the Co-op for the grandkids' baking" -> expected a dozen large hens' eggs, half a
dozen bantam eggs (instead of the duck eggs) and a jar of heather honey. The model lists the dozen large, half a
dozen duck eggs and the honey.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the standing order and
the message swapping the duck eggs for bantams are both in the context the model was given, and it answered from
the standing order. Asserted: the context has the standing order, the honey and the swap.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b315_evermemos_egg_round_box_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ackroyds-farm-shop-egg-boxes-2050"
MESSAGES = {
    "sandra": [("2050-07-03T10:00:00Z", "new standing order 🥚 Mrs Lumb, 4 Scout Rd - from fri 7th, 1 doz large "
                                        "hens + 1/2 doz duck, fri mornings, pays by transfer monthly"),
               ("2050-08-08T16:20:00Z", "ducks have gone into their moult 🦆 no duck eggs till sept I'm afraid, so "
                                        "I've swapped Mrs Lumb's for 1/2 doz of the bantam eggs, same price, they're "
                                        "lovely for little ones")],
    "mrs-lumb": [("2050-07-19T09:05:00Z", "could you put a jar of the heather honey in my fri box from now on please, "
                                          "Mr L's gone mad for it 🍯 add it to the bill")],
    "dean": [("2050-08-09T18:30:00Z", "van's in for a service thurs, fri round still on, might be a bit later than "
                                      "usual, 10ish")],
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
    question = ("what's coming in my box tmrw? need to know if I should get eggs from the Co-op for the grandkids' "
                "baking")
    context = ["Today is Thu 10 August 2050. You are talking to Mrs Lumb, 4 Scout Rd, who has an egg box from "
               "Ackroyd's Farm Shop on Friday mornings."]
    for query in ("Mrs Lumb standing order", "what's in the friday box", "duck eggs bantam honey"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("1 doz large hens + 1/2 doz duck" in c for c in context), context
    assert any("jar of the heather honey" in c for c in context), context
    assert any("no duck eggs till sept" in c and "swapped Mrs Lumb's for 1/2 doz of the bantam eggs" in c
               for c in context), context
    with fault():
        reply = answer(f"(Mrs Lumb) {question}", context,
                       mock="A dozen large hens' eggs, half a dozen duck eggs and a jar of the heather honey - so "
                            "plenty for the baking, no need for the Co-op.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="a dozen large hens' eggs, half a dozen bantam eggs (the ducks are moulting) and a jar of "
                          "heather honey", actual=reply)
