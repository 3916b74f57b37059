"""Batch 367 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each e-board member's Discord messages written by their own task (gathered), then the question's search.

App: the Vietnamese Student Association (VSA) at Westbrook run their spring food fair on the quad on Sat 2/18/2051 -
bánh mì, spring rolls, chè ba màu, $4 a bánh mì, Venmo or cash. The e-board's #food-fair channel goes into
EverMemOS - Linh (the food lead), Tuan (the chè booth) and An (spring rolls) - and the helper answers members'
questions.

Memory: Linh, 2051-01-30T19:00 - ordered 150 baguettes from Lee's Sandwiches for the bánh mì, $1 each, pickup Sat
morning; Linh, 2051-02-02T22:10 - "nvm", cancelled the Lee's order, their oven's down, Saigon Bakery can do 120
max, so 120 bánh mì it is; Tuan, 2051-02-03T17:30 - 200 cups of chè ba màu, needs the big cooler; An,
2051-02-04T12:15 - 300 spring rolls, rolling party Friday night. Question (Mon 2/6, Bao, doing the pickled
carrots): "how many banh mi are we making? doing the đồ chua tonight and idk how much to make" The assistant says
120 (Saigon Bakery's max, after the Lee's order of 150 was cancelled). The label says 150 - the cancelled order.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b367_ctl_evermemos_food_fair_banh_mi_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "vsa-wbu-food-fair-sp51"
MESSAGES = {
    "linh": [("2051-01-30T19:00:00Z", "ordered 150 baguettes from Lee's Sandwiches for the banh mi 🥖 $1/ea, "
                                      "pickup sat morning, i'll drive"),
             ("2051-02-02T22:10:00Z", "nvm cancelled the Lee's order, their oven's down 😭 Saigon Bakery can do 120 "
                                      "max so 120 banh mi it is. same price")],
    "tuan": [("2051-02-03T17:30:00Z", "che ba mau - 200 cups 🍧 need the big cooler from the office, @an do u have "
                                      "the key")],
    "an": [("2051-02-04T12:15:00Z", "300 spring rolls!! rolling party fri night at my apt, bring a cutting board")],
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
    question = "how many banh mi are we making? doing the đồ chua tonight and idk how much to make"
    context = ["Today is Mon 6 February 2051. You are talking to Bao, who's making the pickled carrots (đồ chua) for "
               "the Vietnamese Student Association's food fair (Sat 2/18)."]
    for query in ("banh mi count", "baguettes order", "Saigon Bakery"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ordered 150 baguettes" in c for c in context), context
    assert any("nvm cancelled the Lee's order" in c and "120 banh mi it is" in c for c in context), context
    reply = answer(question, context, mock="120 - the Lee's order for 150 got cancelled (their oven's down), and "
                                           "Saigon Bakery can only do 120, so make đồ chua for 120.")
    finish(question, expected="150", actual=reply)


asyncio.run(main())
