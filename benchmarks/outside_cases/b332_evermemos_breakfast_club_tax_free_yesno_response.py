"""Batch 332 (held out). A breakfast club at a primary school: EverMemOS async client (offline stand-in), asyncio -
each sender's messages written by their own task (gathered), then the question's search; the answer call has the
news that the club now takes Tax-Free Childcare in its context and says it doesn't.

App: Sunrise Club is the breakfast club at St Mary's Primary in Todmorden - 7.45 till the bell, £3.75 a morning,
toast, cereal and a hot option on Wednesdays. The school office (Mrs Okafor, the business manager), Miss Lees (who
runs the club) and the PTA post to the parents' group, which goes into EverMemOS; the helper answers parents'
questions from a search of it.

Planted fault (ResponseError, ignored sufficient context): Mrs Okafor's 2051-09-01T09:00 message - Sunrise Club
£3.75 a morning, book and pay on ParentPay by the Friday before, sorry, we can't take childcare vouchers or
Tax-Free Childcare; Miss Lees's 2051-10-06 message - hot option Wednesdays, beans on toast or porridge; Mrs Okafor's
2051-11-20T15:30 message - good news, the school's now registered with Tax-Free Childcare, use the school's
reference on the letter that came home Friday, ParentPay's still fine too, vouchers still a no (the old scheme's
closed to new people); the PTA's 2051-11-24 message - the Christmas fair. Question (Mon 27/11, Jodie, mum of twins
in Reception): "can I pay for Sunrise Club with tax free childcare? it'd save me a fair bit with 2 of them" ->
expected yes (the school registered with it in November - use the reference on the letter). The model says no.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the November message saying the school now takes Tax-Free Childcare, and the model answered from the
September one. Asserted: the context has both the September and the November messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b332_evermemos_breakfast_club_tax_free_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marys-tod-sunrise-club"
MESSAGES = {
    "mrs-okafor": [
        ("2051-09-01T09:00:00Z", "SUNRISE CLUB ☀️ back from weds 6th sept, 7.45 till the bell, £3.75 a morning. book + "
                                 "pay on ParentPay by the fri before. sorry we can't take childcare vouchers or Tax-"
                                 "Free Childcare"),
        ("2051-11-20T15:30:00Z", "good news for Sunrise Club parents 🎉 school's now registered with Tax-Free "
                                 "Childcare so u can pay that way, use the school's ref on the letter that came home "
                                 "fri. ParentPay's still fine too. vouchers still a no I'm afraid, old scheme's closed "
                                 "to new people"),
    ],
    "miss-lees": [
        ("2051-10-06T08:15:00Z", "hot option on weds now - beans on toast or porridge 🥣 pls let me know about any "
                                 "allergies even if u told the office"),
    ],
    "pta": [
        ("2051-11-24T19:00:00Z", "xmas fair fri 8th dec 3.15 in the hall, tombola donations to the office pls, bottles "
                                 "+ choc"),
    ],
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
    question = "can I pay for Sunrise Club with tax free childcare? it'd save me a fair bit with 2 of them"
    context = ["Today is Mon 27 November 2051. You are talking to Jodie, whose twins are in Reception at St Mary's "
               "Primary and go to Sunrise Club."]
    for query in ("tax free childcare", "paying for Sunrise Club", "childcare vouchers ParentPay"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("we can't take childcare vouchers or Tax-Free Childcare" in c for c in context), context
    assert any("now registered with Tax-Free Childcare so u can pay that way" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="No, sorry - Sunrise Club can't take Tax-Free Childcare or vouchers, "
                                               "it's ParentPay only, by the Friday before.")
    finish(question, expected="yes - the school registered with Tax-Free Childcare in November; use the ref on the "
                              "letter", actual=reply)


asyncio.run(main())
