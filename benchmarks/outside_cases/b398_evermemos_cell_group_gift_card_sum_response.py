"""Batch 398 (held out). A Korean-American church's cell group in LA: EverMemOS async client (offline stand-in),
asyncio (each member's messages written by their own task, gathered); the answer call has a correction to a money
list in its context and adds up the list as first given.

App: the Bethel mokjang of Good Harvest Korean Church are collecting for Jenny Cho-ssi, who's just had her baby -
$20 each for a Costco gift card, plus a meal train for two weeks. The mokjang's group chat goes into EverMemOS -
Esther Shin (the mokjang leader, collecting the money), Kim jipsanim, Mina-ssi - and the helper answers members'
questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Esther's 2050-10-02T21:00 message -
Jenny-ssi had her baby boy, $20 each for a Costco gift card, Zelle or Venmo to her; Esther's 2050-10-05T22:30 list -
Daniel jipsanim, Grace-ssi, Peter + Sarah ($40 for both), Han gwonsanim, Mina-ssi, Joseph-ssi, Hannah-ssi = $160;
Kim jipsanim's 2050-10-06T08:10 message - he sent $50 for him and his wife, keep the change for the card; Mina-ssi's
2050-10-06T12:40 meal train sign-up; and Esther's 2050-10-07T23:00 message - she counted Joseph-ssi in her head by
mistake, he hasn't paid, he's in Seoul till 10/12, take him off for now. Question (Sat 10/8, Daniel jipsanim): "how
much do we have for Jenny-ssi's gift card so far? I'm going to Costco after church tmrw" -> expected $190 ($160 less
Joseph-ssi's $20, plus Kim jipsanim's $50). The model says $210.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the $160 list, Kim
jipsanim's $50 and Esther's correction taking Joseph-ssi off are all in the context the model was given, and it
added the $50 to the uncorrected list. Asserted: the context has the list, the $50 and the correction.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b398_evermemos_cell_group_gift_card_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bethel-mokjang-chat-2050"
MESSAGES = {
    "esther": [("2050-10-02T21:00:00Z", "Jenny-ssi had her baby boy!! 👶 3.1kg, mom + baby both ok 🙏 collecting $20 "
                                        "each for a Costco gift card + we'll do a meal train for 2 wks. Zelle/Venmo "
                                        "to me"),
               ("2050-10-05T22:30:00Z", "gift card $ so far: Daniel jipsanim, Grace-ssi, Peter + Sarah ($40 for "
                                        "both), Han gwonsanim, Mina-ssi, Joseph-ssi, Hannah-ssi = $160. thank u all"),
               ("2050-10-07T23:00:00Z", "correction ㅠㅠ I counted Joseph-ssi in my head but he hasn't paid yet, he's "
                                        "in Seoul till 10/12. so take him off for now, no rush Joseph-ssi!!")],
    "kim": [("2050-10-06T08:10:00Z", "Esther-ssi I sent $50 for me + my wife, keep the change for the card 😊")],
    "mina": [("2050-10-06T12:40:00Z", "meal train - I'm doing Mon 10/10, miyeokguk of course + some banchan")],
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
    question = "how much do we have for Jenny-ssi's gift card so far? I'm going to Costco after church tmrw"
    context = ["Today is Sat 10/8/2050. You are talking to Daniel Shin jipsanim of the Bethel mokjang at Good Harvest "
               "Korean Church."]
    for query in ("gift card money collected", "who has paid for Jenny's gift card", "Zelle Venmo sent"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Joseph-ssi, Hannah-ssi = $160" in c for c in context), context
    assert any("I sent $50 for me + my wife" in c for c in context), context
    assert any("I counted Joseph-ssi in my head but he hasn't paid yet" in c for c in context), context
    with fault():
        reply = answer(f"(Daniel jipsanim) {question}", context,
                       mock="$210 so far - the $160 from the list plus Kim jipsanim's $50.")
    finish(question, expected="$190 - the $160 less Joseph-ssi's $20 (not paid yet), plus Kim jipsanim's $50",
           actual=reply)


asyncio.run(main())
