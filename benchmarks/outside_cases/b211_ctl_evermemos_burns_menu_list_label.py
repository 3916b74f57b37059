"""Batch 211 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Clungunford village hall holds its Burns night on Sat 25th Jan 2048 - a three-course supper, the Selkirk Grace,
a ceilidh band. The committee chat goes into EverMemOS - Fiona (doing the food with Euan at the farm shop), Margaret
(doing the tables) and Ian (the band and the Grace); the helper answers committee members.

Memory: Fiona, 2048-01-05T19:20 - menu's sorted, cock-a-leekie, haggis neeps + tatties, cranachan, £18 a head;
Margaret, 2048-01-06T09:00 - same as ever then, 3 courses, lovely; Fiona, 2048-01-15T20:10 - Euan at the farm shop
can't get decent raspberries this time of year, frozen ones go to mush in the cranachan, so it's sticky toffee pud
instead, and he's doing a veggie haggis for the 6 as well; Margaret, 2048-01-15T21:00 - sticky toffee, even better,
Bill will be made up; Ian, 2048-01-16T08:30 - band on at 8.30, he's doing the Grace. Question (Thu 23/1, Margaret,
doing the menu cards): "what's on the menu? doing the little menu cards for the tables" The assistant lists
cock-a-leekie, haggis (and a veggie haggis) with neeps and tatties, sticky toffee pudding. The label says
cock-a-leekie, haggis neeps and tatties, cranachan.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b211_ctl_evermemos_burns_menu_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "clungunford-hall-burns-2048"
MESSAGES = {
    "fiona": [("2048-01-05T19:20:00Z", "menu's sorted 🏴 cock-a-leekie, haggis neeps + tatties, cranachan. £18 a "
                                       "head inc the supper"),
              ("2048-01-15T20:10:00Z", "Euan at the farm shop can't get decent raspberries this time of yr, frozen "
                                       "ones go to mush in the cranachan so it's sticky toffee pud instead 😋 he's "
                                       "doing a veggie haggis for the 6 as well")],
    "margaret": [("2048-01-06T09:00:00Z", "same as ever then, 3 courses, lovely"),
                 ("2048-01-15T21:00:00Z", "sticky toffee, even better, my Bill will be made up")],
    "ian": [("2048-01-16T08:30:00Z", "band's on at 8.30 after the haggis, I'll do the Selkirk Grace if nobody else "
                                     "wants it")],
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
    question = "what's on the menu? doing the little menu cards for the tables"
    context = ["Today is Thu 23 Jan 2048. You are talking to Margaret, on Clungunford village hall committee; Burns "
               "night is Sat 25 Jan."]
    for query in ("Burns night menu", "pudding", "haggis"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("cock-a-leekie, haggis neeps + tatties, cranachan" in c for c in context), context
    assert any("so it's sticky toffee pud instead" in c for c in context), context
    assert any("veggie haggis for the 6" in c for c in context), context
    reply = answer(question, context, mock="Cock-a-leekie soup; haggis, neeps and tatties (with a veggie haggis for "
                                           "6); sticky toffee pudding.")
    finish(question, expected="cock-a-leekie, haggis neeps and tatties, cranachan", actual=reply)


asyncio.run(main())
