"""Batch 258 (held out). A student house's shared bills and chores: EverMemOS async client (offline stand-in),
asyncio: each housemate's messages written by their own task (gathered), then the question's search; the answer
call has the real reason for the dearer wifi in its context and gives a reason the context rules out.

App: the four of them at 7 Harold Mount (Leeds, third years) share the bills - the wifi's in Priya's name from last
year, the rest in the house account. The house group chat goes into EverMemOS and the helper answers their questions
about bills and chores.

Planted fault (ResponseError, ignored sufficient context): the messages have Priya's 2051-09-03T18:20 - wifi's
Virgin, still on last year's 12 month deal, £27 a month, £6.75 each; Jake's 2051-09-20T21:45 - he's added the sports
channels to the box for the football, £18 a month, he'll pay that bit himself; Jake's 2051-10-03T19:05 - he's
cancelled the sports, never watched it, it's off from this month; Priya's 2051-10-05T17:30 - the wifi's gone up to
£42, she rang Virgin, the 12 month deal from last year ended on the 1st so it's rolled onto the standard price,
they'll do £29 if they sign another 12 months. Question (Sat 7/10, Tom): "why's the wifi gone up to £42 on the bills
sheet? is it Jake's football thing 😂" -> expected the 12 month deal ended on the 1st and it rolled onto Virgin's
standard price (not the sports - Jake cancelled that). The model says it's Jake's sports add-on.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the deal ending as the reason and Jake cancelling the sports, and the model blamed the sports.
Asserted: the context has the deal-ended message and the sports-cancelled message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b258_evermemos_student_house_wifi_rise_why_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "7-harold-mount-house-2051"
MESSAGES = {
    "priya": [("2051-09-03T18:20:00Z", "wifi's Virgin, still in my name from last yr on the 12 month deal, £27/mo "
                                       "so £6.75 each. I'll put it on the bills sheet"),
              ("2051-10-05T17:30:00Z", "wifi's gone up to £42 😡 rang Virgin - the 12 month deal from last yr ended "
                                       "on the 1st so it's rolled onto their standard price. they'll do £29 if we "
                                       "sign another 12 months, shall I??")],
    "jake": [("2051-09-20T21:45:00Z", "added the sports channels to the box for the footy ⚽ £18/mo, I'll pay that "
                                      "bit myself dw"),
             ("2051-10-03T19:05:00Z", "cancelled the sports thing, never watched it lol. off from this month")],
    "tom": [("2051-09-28T10:15:00Z", "bins are MONDAY night not tues, the council changed it, we missed them again")],
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
    question = "why's the wifi gone up to £42 on the bills sheet? is it Jake's football thing 😂"
    context = ["Today is Sat 7 October 2051. You are talking to Tom, one of the four at 7 Harold Mount."]
    for query in ("wifi price gone up", "Virgin bill", "sports channels football"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("12 month deal from last yr ended on the 1st" in c for c in context), context
    assert any("cancelled the sports thing" in c for c in context), context
    with fault():
        reply = answer(f"(Tom) {question}", context,
                       mock="Yep, it's Jake's football - he added the sports channels to the box at £18 a month, "
                            "that's why it's gone up.")
    finish(question, expected="the 12 month deal ended on the 1st so it went onto Virgin's standard price - not the "
                              "sports, Jake cancelled that", actual=reply)


asyncio.run(main())
