"""Batch 336 (held out). A window blind fitter: EverMemOS async client (offline stand-in), asyncio - Dave's and
Nicola's messages written by their own task (gathered), then the question's searches; the answer call has the
extra blind and the discount in its context and gives the balance from the first quote.

App: Sutcliffe Blinds (Dave fits, Nicola does the office and the books) keep their job chat in EverMemOS, one group
for the jobs; the helper answers from searches of it, e.g. what to collect on the day of a fit.

Planted fault (ResponseError, ignored sufficient context): Nicola, 2051-02-20T10:15 - the Patels have accepted the
quote, 4 rollers (lounge x2, kitchen, bathroom), £640 fitted, £200 deposit paid by card; Dave, 2051-03-04T12:30 -
measuring at the Patels, she wants a 5th for the downstairs loo, a small one, he told her £95 fitted, she's fine
with that; Nicola, 2051-03-07T09:05 - the Patels' order is delayed 2 weeks at the factory, she's told Mrs Patel £20
off the balance for the wait; Dave, 2051-03-10T17:40 - the van's through its MOT. Question (Mon 20/3, Dave, on the
way to fit): "what's the balance for the Patels? she wants to pay when I've done" -> expected £515 (£640 + £95 -
£20 - £200). The model says £440 (the £640 quote less the £200 deposit).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the messages the model
was given have the quote, the deposit, the fifth blind at £95 and the £20 off, and the model left the last two out.
Asserted: the context has the £640 and £200, the £95 loo blind and the £20 off.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b336_evermemos_blind_fitter_balance_due_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sutcliffe-blinds-jobs-2051"
MESSAGES = {
    "nicola": [("2051-02-20T10:15:00Z", "Patels quote accepted 🎉 4 rollers (lounge x2, kitchen, bathroom) £640 "
                                        "fitted, £200 deposit paid by card today"),
               ("2051-03-07T09:05:00Z", "Patels order's delayed 2 wks at Louvolite 🙄 told Mrs P £20 off the balance "
                                        "for the wait, she was lovely about it")],
    "dave": [("2051-03-04T12:30:00Z", "at the Patels measuring - she wants a 5th for the downstairs loo, small one, "
                                      "told her £95 fitted, she's fine w/ that. will add to the order"),
             ("2051-03-10T17:40:00Z", "van's thru its MOT 👍 new wipers + a bulb. Kaur job fri")],
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
    question = "what's the balance for the Patels? she wants to pay when I've done"
    context = ["Today is Mon 20 March 2051. You are talking to Dave, on his way to fit the Patels' blinds."]
    for query in ("Patels price quote deposit", "Patels extra blind", "money off the Patels balance"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£640 fitted, £200 deposit paid" in c for c in context), context
    assert any("downstairs loo" in c and "£95 fitted" in c for c in context), context
    assert any("£20 off the balance" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£440 - the £640 quote less the £200 deposit she paid in February.")
    finish(question, expected="£515 - £640 plus £95 for the loo blind, less £20 for the wait and the £200 deposit",
           actual=reply)


asyncio.run(main())
