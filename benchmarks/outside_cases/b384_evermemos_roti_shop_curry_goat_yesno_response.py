"""Batch 384 (held out). A roti and doubles shop in San Fernando: EverMemOS async client (offline stand-in),
asyncio - each person's messages written by their own task (gathered), then the question's searches; the answer
call has this week's "no goat" in its context and says yes.

App: Persad's Roti Hut on Royal Palm Street, San Fernando - doubles in the morning, roti at lunch, curry goat and
curry duck on a Friday. The shop's WhatsApp group goes into EverMemOS - Uncle Dev (who owns it), his daughter Anjali
and Renuka on the counter - and the helper answers customers who message the shop.

Planted fault (ResponseError, ignored sufficient context): the context has Uncle Dev's 2051-01-09 message - Fridays
is curry goat and curry duck, Mr Ali drops the goat Thursday evening; Anjali's Sun 19/02 message - Mr Ali says no
goat this week, the abattoir closed till Monday for repairs, so NO curry goat Fri 24th, extra curry duck and curry
chicken instead, tell anybody who call; Renuka's 21/02 message - the Ministry office ordered 12 roti for Friday lunch,
boneless chicken and duck; Uncle Dev's 22/02 message - pholourie mix running low. Question (Thu 23/02, Mr Baptiste,
a regular, on WhatsApp): "allyuh have curry goat tomorrow? I want to bring 6 roti for the office lime" -> expected
no - no goat this Friday, curry duck or chicken instead. The model says yes, curry goat as usual on a Friday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given says there's no curry goat on Fri 24th, and the model said yes. Asserted: the context has the Fridays line
and the no-goat line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b384_evermemos_roti_shop_curry_goat_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "persads-roti-hut-2051"
MESSAGES = {
    "uncle-dev": [("2051-01-09T06:10:00Z", "FRIDAYS is curry goat + curry duck 🐐🦆 Mr Ali does drop the goat Thurs "
                                           "evening. dhalpuri or buss up shut, $45 goat $40 duck"),
                  ("2051-02-22T19:30:00Z", "pholourie mix running low, buy 2 bag by the wholesale tmrw")],
    "anjali": [("2051-02-19T10:45:00Z", "Mr Ali say no goat this week, the abattoir closed till Mon for repairs 😩 so "
                                        "NO curry goat Fri 24th. we doing extra curry duck + curry chicken instead, "
                                        "tell anybody who call/message")],
    "renuka": [("2051-02-21T13:20:00Z", "the Ministry office order 12 roti for Fri lunch, boneless chicken + duck, "
                                        "pick up 12")],
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
    question = "allyuh have curry goat tomorrow? I want to bring 6 roti for the office lime"
    context = ["Today is Thu 23/02/2051. You are talking to Mr Baptiste, a regular at Persad's Roti Hut, San "
               "Fernando, on the shop's WhatsApp."]
    for query in ("curry goat friday", "goat this week", "what curry on friday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("FRIDAYS is curry goat + curry duck" in c for c in context), context
    assert any("NO curry goat Fri 24th" in c and "extra curry duck + curry chicken instead" in c
               for c in context), context
    with fault():
        reply = answer(f"(Mr Baptiste) {question}", context,
                       mock="Yes - Friday is curry goat day as usual, $45 a roti. Message back what yuh want in the "
                            "6 and we go have them ready.")
    finish(question, expected="no - no goat this Friday (the abattoir's closed), curry duck or curry chicken instead",
           actual=reply)


asyncio.run(main())
