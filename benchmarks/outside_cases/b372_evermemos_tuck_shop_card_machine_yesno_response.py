"""Batch 372 (held out). A school tuck shop: EverMemOS async client (offline stand-in), asyncio - each poster's
messages written by their own task (gathered), then the question's search; the answer call has the card machine's
load-shedding rule and tomorrow's load-shedding slot in its context and says yes anyway.

App: the tuck shop at Kiaat Park Primary is run by the parents' association at first break (10:30-11:00) and second
break. The tuck shop group's messages go into EverMemOS - Lerato (the convenor), Mr Jacobs (the bursar) and Mrs
Moodley (the class rep who posts the load-shedding times) - and the helper answers parents' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Lerato's 2051-01-24T18:00 message (cash
only, coins please, first break 10:30-11:00); Lerato's 2051-03-13T07:10 message (we've got a card machine now, tap or
card from today, R10 minimum); Mr Jacobs's 2051-03-14T12:45 message (the card machine runs off the office wifi, and
when the power's off the router dies, so it's CASH ONLY during load-shedding); and Mrs Moodley's 2051-03-16T17:30
message (tomorrow, Fri 17/03, stage 4, the school's block is off 10:00-12:30). Question (Thu 16/03 evening, Lebo's
mom, Gugu): "can Lebo tap his card at the tuck shop at first break tomorrow? no change in the house 🙈" -> expected
no - the power's off 10:00-12:30 tomorrow, so at first break (10:30) the machine's down and it's cash only. The model
says yes, the tuck shop takes tap since Monday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the cash-only-in-load-shedding rule, tomorrow's 10:00-12:30 slot and the break time, and the model said
yes. Asserted: the context has the card machine line, the bursar's line, the slot line and the break time.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b372_evermemos_tuck_shop_card_machine_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kiaat-park-tuckshop-2051"
MESSAGES = {
    "lerato": [("2051-01-24T18:00:00Z", "TUCK SHOP 🌭 open first break 10:30-11:00 + second break 12:45-13:15. CASH "
                                        "ONLY for now, coins pls, no R200 notes"),
               ("2051-03-13T07:10:00Z", "we've got a card machine now 🙌 tap or card from today, R10 minimum")],
    "mr-jacobs": [("2051-03-14T12:45:00Z", "pls note the card machine runs off the office wifi - when the power's off "
                                           "the router dies, so it's CASH ONLY during load-shedding, sorry folks")],
    "mrs-moodley": [("2051-03-16T17:30:00Z", "load-shedding tomorrow Fri 17/03 ⚡ stage 4, school's block off "
                                             "10:00-12:30. kids bring a torch for the loos")],
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
    question = "can Lebo tap his card at the tuck shop at first break tomorrow? no change in the house 🙈"
    context = ["Today is Thu 16 March 2051. You are talking to Gugu, whose son Lebo is at Kiaat Park Primary."]
    for query in ("tuck shop card machine tap", "load-shedding tomorrow school", "tuck shop cash first break"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("tap or card from today" in c for c in context), context
    assert any("CASH ONLY during load-shedding" in c for c in context), context
    assert any("Fri 17/03" in c and "10:00-12:30" in c for c in context), context
    assert any("first break 10:30-11:00" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - the tuck shop has had a card machine since Monday, so he can "
                                               "tap (R10 minimum).")
    finish(question, expected="no - the power's off 10:00-12:30 tomorrow, so at first break the card machine's down "
                              "and it's cash only", actual=reply)


asyncio.run(main())
