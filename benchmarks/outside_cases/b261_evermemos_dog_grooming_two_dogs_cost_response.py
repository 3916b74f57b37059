"""Batch 261 (held out). A mobile dog-grooming van's bookings: EverMemOS async client (offline stand-in), asyncio -
each person's messages written by their own task (gathered), then the question's searches; the answer call has the
new prices in its context and adds up the old ones.

App: Kerry runs Waggy Wash, a mobile dog-grooming van round Halifax - she does the dog in the van on the drive.
Her partner Dean does the admin (prices, the Facebook page, the card machine). Their messages go into EverMemOS and
the van's helper answers customers from a search of them.

Planted fault (ResponseError, ignored sufficient context): the memories have Kerry's 2051-01-08T18:30 price list -
small (up to 10kg) full groom £35, medium £42, large £50, a second dog at the same house £5 off; Dean's
2051-02-20T21:10 message - diesel's gone mad again, everything's up a fiver from 1st March, small 40, medium 47,
large 55, the second dog still a fiver off; Kerry's 2051-03-02T08:00 booking - Mrs Whitworth's two, Bella (a 9kg
cockapoo, small) and Bruno (a lab, large), full grooms on Thurs 16th, key under the hedgehog; and Dean's card
machine message. Question (Weds 15/3, Mrs Whitworth): "how much for both of them tomorrow? I'll leave it in an
envelope w/ the key" -> expected £90 (£40 + £55, less £5 for the second dog). The model says £80, from the January
prices.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the 1st March prices next to the old list and the booking with both dogs' sizes, and the model added
up the old prices. Asserted: the context has both price lists and the booking.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b261_evermemos_dog_grooming_two_dogs_cost_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "waggy-wash-van-2051"
MESSAGES = {
    "kerry": [("2051-01-08T18:30:00Z", "PRICES 2051 🐾 small (up to 10kg) full groom £35, medium £42, large £50, "
                                       "bath + tidy £25. 2nd dog at the same house £5 off"),
              ("2051-03-02T08:00:00Z", "Mrs Whitworth's 2 - Bella (cockapoo, 9kg so small) + Bruno (lab, large), "
                                       "thurs 16th 10ish, both full grooms. she's at work, key's under the "
                                       "hedgehog 🦔")],
    "dean": [("2051-02-20T21:10:00Z", "diesel's gone mad again 😤 so it's all up a fiver from 1st march - small 40, "
                                      "medium 47, large 55. 2nd dog still a fiver off. I'll do the facebook post"),
             ("2051-03-06T19:45:00Z", "card machine's working again 🙌 or bank transfer, no cheques pls")],
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
    question = "how much for both of them tomorrow? I'll leave it in an envelope w/ the key"
    context = ["Today is Weds 15 March 2051. You are talking to Mrs Whitworth, a Waggy Wash customer."]
    for query in ("grooming prices", "how much for a full groom", "Mrs Whitworth's dogs"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("small (up to 10kg) full groom £35" in c and "large £50" in c for c in context), context
    assert any("all up a fiver from 1st march - small 40" in c and "large 55" in c for c in context), context
    assert any("Bella (cockapoo, 9kg so small) + Bruno (lab, large)" in c for c in context), context
    with fault():
        reply = answer(f"(Mrs Whitworth) {question}", context,
                       mock="£80 altogether - £35 for Bella and £50 for Bruno, less £5 for the second dog.")
    finish(question, expected="£90 - £40 for Bella and £55 for Bruno, less £5 for the second dog (prices went up a "
                              "fiver on 1st March)", actual=reply)


asyncio.run(main())
