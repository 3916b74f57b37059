"""Batch 179 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Severnside Hockey Club's family fun day is Sun 7th June 2043 at the club - games on the three pitches, a bouncy
castle and a barbecue by the clubhouse. The organisers' chat goes into EverMemOS - Sarah (who organises it), Dave
(barbecue) and Mick (groundsman); the helper answers members and parents from a search.

Memory: Dave, 2043-04-08T19:45: bbq from 12 by the clubhouse, burgers and hot dogs £3, veggie ones too; Sarah,
2043-05-16T09:00: 11-4ish, games from 11, parents v kids at 2; Dave, 2043-06-03T21:10: the gas bottles are coming from
the hire place in town and they don't open till 11 on a Sunday, so by the time he's back and the grills are hot food
won't be up till half 12 - he'll put a sign on the gate; Mick, 2043-06-04T07:30: the car park's the overflow field,
cones out Saturday. Question (Fri 5/6, a parent): "what time's the bbq from? want to know if we need a packed lunch
for the little one" The assistant says half 12 (the gas can't be picked up till the hire place opens at 11). The
label says 12.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b179_ctl_evermemos_funday_bbq_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "severnside-funday-2043"
MESSAGES = {
    "dave": [("2043-04-08T19:45:00Z", "bbq from 12 by the clubhouse 🍔 burgers + hot dogs £3, veggie ones too, need "
                                      "2 on the tongs"),
             ("2043-06-03T21:10:00Z", "gas bottles coming from the hire place in town + they don't open till 11 on "
                                      "a sunday 🙄 so by the time I'm back + the grills are hot food won't be up "
                                      "till half 12. I'll put a sign on the gate")],
    "sarah": [("2043-05-16T09:00:00Z", "fun day 11-4ish, games from 11, parents v kids at 2, bouncy castle all day")],
    "mick": [("2043-06-04T07:30:00Z", "car park's the overflow field this time, cones out sat afternoon")],
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
    question = "what time's the bbq from? want to know if we need a packed lunch for the little one"
    context = ["Today is Fri 5 June 2043. You are talking to a parent coming to Severnside Hockey Club's family fun "
               "day (Sun 7 June)."]
    for query in ("bbq food time", "fun day timings sunday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("bbq from 12 by the clubhouse" in c for c in context), context
    assert any("food won't be up till half 12" in c for c in context), context
    reply = answer(question, context, mock="Half 12 - Dave can't get the gas till the hire place opens at 11, so the "
                                           "food won't be up before then.")
    finish(question, expected="12", actual=reply)


asyncio.run(main())
