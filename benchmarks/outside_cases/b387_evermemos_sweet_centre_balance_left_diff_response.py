"""Batch 387 (held out). A family sweet centre's wedding order money: EverMemOS async client (offline stand-in),
asyncio; the answer call has the bigger order and the second payment in its context and works the balance off the
first order and the deposit.

App: Pak Gulab Sweet Centre in Bradford is a family shop - Abbu on the till, Bilal on orders, Saima on the counter
and the books, Kamran on the boxes and the van. The family's shop chat goes into EverMemOS, each of them posting
from their own phone (their own task here, gathered), and the helper answers from a search of it.

Planted fault (ResponseError, ignored sufficient context): the memories have Abbu's 2051-05-15T17:30 post - the
Chaudhry barat order, 50 x 1kg mixed boxes at £14 (£700) + 10 kilo jalebi at £8 (£80), £780 total, £200 deposit
paid cash; Saima's 2051-05-22T19:45 post - she wants 10 more boxes for the in-laws' side, so 60 boxes now, £840 for
the boxes, £920 total with the jalebi; Bilal's 2051-05-30T14:10 post - Mr Chaudhry came in and paid another £300 on
card, so that's £500 paid altogether; and Kamran's 2051-06-01T11:00 post - boxes ready, collection Sun 04/06 10am.
Question (Sat 03/06, Saima): "how much is left to pay on the Chaudhry order when they collect tmrw?" -> expected
£420 (£920 less £500). The model says £580 (the first £780 less the £200 deposit).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the new total and both payments, and it answered off the first order and the deposit. Asserted: the
context has the £780 / £200 post, the £920 post and the £500-paid post.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b387_evermemos_sweet_centre_balance_left_diff_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "pak-gulab-sweets-orders-2051"
MESSAGES = {
    "abbu": [("2051-05-15T17:30:00Z", "CHAUDHRY BARAT 💍 sun 04/06 - 50 x 1kg mixed boxes @ £14 = £700, + 10 kilo "
                                      "jalebi @ £8 = £80, total £780. £200 deposit paid today cash, in the safe")],
    "saima": [("2051-05-22T19:45:00Z", "Chaudhry order - she wants 10 more boxes for the in-laws' side so it's 60 "
                                       "boxes now, £840 for the boxes, £920 total w/ the jalebi. updated in the book")],
    "bilal": [("2051-05-30T14:10:00Z", "Mr Chaudhry came in + paid another £300 on card, receipt's on the spike, so "
                                       "that's £500 paid altogether 👍")],
    "kamran": [("2051-06-01T11:00:00Z", "gold boxes + ribbon ready for the Chaudhry lot, collection sun 04/06 10am "
                                        "from the shop, I'll load the jalebi last")],
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
    question = "how much is left to pay on the Chaudhry order when they collect tmrw?"
    context = ["Today is Sat 3 June 2051. You are talking to Saima, who does the counter and the books at Pak Gulab "
               "Sweet Centre, Bradford."]
    for query in ("Chaudhry order total", "Chaudhry paid deposit", "how much left to pay"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("total £780. £200 deposit paid" in c for c in context), context
    assert any("£920 total" in c for c in context), context
    assert any("that's £500 paid altogether" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£580 left - the order's £780 and they paid £200 deposit.")
    finish(question, expected="£420 - the order went up to £920 and they've paid £500 (£200 deposit + £300 on card)",
           actual=reply)


asyncio.run(main())
