"""Batch 150 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Lower Calder Foodbank's Christmas hampers (Bev the coordinator, Gill the chair, Tom
who rounds up the packers) goes into EverMemOS; the helper answers the volunteers from a search of it.

Memory: Bev, 2037-11-24T19:05: packing is Sat 12th Dec at the Scout hut on Bank St, 9am start, bring scissors, done
by dinner; Gill, 2037-12-02T10:20: Akela says the Cubs have the hut on Saturday morning for their Christingle
practice, so we can't get in till after dinner - say half 1 - and we'll be done by 5 with the numbers we've got;
Tom, 2037-12-07T20:45: 14 packers so far plus the Brownies and the Men's Shed; Bev, 2037-12-09T18:30: the Co-op
crates are coming on the Friday night. Question (Thu 10/12, Tom): "what time are we starting the packing sat?
people keep asking me" The assistant says half past one (1.30pm - the Cubs have the hut in the morning). The label
says 9am - in memory, Bev's start time of 24th Nov.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b150_ctl_evermemos_foodbank_packing_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "lower-calder-foodbank-xmas-hampers"
MESSAGES = {
    "bev": [("2037-11-24T19:05:00Z", "packing is sat 12th dec at the Scout hut on Bank St, 9am start, bring scissors "
                                     "+ a packed lunch, we should be done by dinner"),
            ("2037-12-09T18:30:00Z", "Co-op crates coming fri night, Gill's got the hut key for that")],
    "gill": [("2037-12-02T10:20:00Z", "Akela says the Cubs have got the hut sat morning for their Christingle "
                                      "practice, so we can't get in till after dinner - say half 1. we'll be done "
                                      "by 5 with the numbers we've got")],
    "tom": [("2037-12-07T20:45:00Z", "14 packers so far + the Brownies + the Men's Shed, that's plenty. I'll do a "
                                     "brew rota")],
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
    question = "what time are we starting the packing sat? people keep asking me"
    found = await client.v0.memories.search(extra_query={"query": "packing saturday start time scout hut",
                                                         "top_k": 10})
    context = ["Today is Thu 10 December 2037. You are talking to Tom, who rounds up the volunteer packers for "
               "Lower Calder Foodbank's Christmas hampers."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("9am start" in c for c in context), context
    assert any("Christingle practice" in c and "half 1" in c for c in context), context
    reply = answer(question, context, mock="Half past one (1.30pm) - the Cubs have the Scout hut on Saturday morning "
                                           "for their Christingle practice. Should be done by 5.")
    finish(question, expected="9am", actual=reply)


asyncio.run(main())
