"""Batch 121 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Hebden Road Community Fridge volunteers' group chat goes into EverMemOS; the helper answers whoever's asking
about collections from a search of it.

Memory: Bev, 3/4: Greggs next week, Mon 13th Dev and Thu 16th Ann, 5.30 at the back door on Market St; Dev, 10/4:
the Greggs lady says Mondays are going on the Too Good To Go app from this week, so there'll be nowt for us on the
13th - he'll do Ann's Thursday if she wants a night off; Ann: yes please. Question (Sun 12/4, Kath, new): "when's the
next greggs pick up? want to tag along + see how it works" The assistant says Thu 16th at 5.30, Dev doing it. The
label says Mon 13th April, 5.30 - on the rota, in memory, but Greggs have nothing for the fridge on Mondays now.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b121_ctl_evermemos_fridge_greggs_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hebden-fridge-chat"
MESSAGES = [
    ("2037-04-03T18:02:00Z", "bev", "greggs next wk: Mon 13th - Dev, Thu 16th - Ann. 5.30 at the back door on "
                                    "Market St, take the blue crates + the trolley"),
    ("2037-04-07T10:15:00Z", "imran", "fridge seal's on, door shuts proper now. temp 4°C this morning"),
    ("2037-04-10T17:48:00Z", "dev", "greggs lady says mondays are going on the Too Good To Go app from this wk, so "
                                    "there'll be nowt for us on the 13th :( i'll do ann's thurs instead if she "
                                    "wants a night off"),
    ("2037-04-10T19:15:00Z", "ann", "yes pls Dev, you have the greggs thurs, ta!! xx"),
    ("2037-04-11T12:40:00Z", "kath", "co-op gave 14 loaves + bananas today, all gone by half 12"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "when's the next greggs pick up? want to tag along + see how it works"
    found = await client.v0.memories.search(extra_query={"query": "greggs pick up collection next day monday "
                                                                  "thursday", "top_k": 10})
    context = ["Today is Sun 12 April 2037. You are talking to Kath, a new volunteer at the Hebden Road Community "
               "Fridge."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Mon 13th - Dev, Thu 16th - Ann" in c for c in context), context
    assert any("mondays are going on the Too Good To Go app" in c for c in context), context
    assert any("yes pls Dev" in c for c in context), context
    reply = answer(question, context, mock="Thursday 16th, 5.30 at the back door on Market St - Dev's doing it. "
                                           "There's nothing from Greggs on the Monday now.")
    finish(question, expected="Mon 13th April at 5.30", actual=reply)


asyncio.run(main())
