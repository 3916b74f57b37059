"""Batch 190 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Oakengates Colts JFC's presentation night is Sat 20th June 2043 in the Oakengates Theatre's function room -
medals and trophies for the U7s to U11s, a buffet, a DJ. The committee's chat goes into EverMemOS - Dawn (the club
secretary) and Lorraine (the buffet); the helper answers the managers.

Memory: Lorraine, 2043-05-20T19:00 - buffet's at 7.30 after all the trophies, she'll have it under cling film in the
kitchen; Dawn, 2043-05-28T20:00 - the room's got a Zumba class in till 6.45 so they can't get in before 7,
presentation 7-9; Lorraine, 2043-06-01T08:30 - if they're not in till 7 the little ones will be starving by half 8,
feed them first: buffet as soon as they're in and set out, 7.15, trophies after; Dawn, 2043-06-03T21:00 - DJ Kev
booked, disco 8.30-9 after the trophies. Question (Tue 16/6, Mike, the U9s' manager): "what time's the buffet sat?
telling the parents on the whatsapp" The assistant says 7.15, as soon as they're in, with the trophies after. The
label says 7.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b190_ctl_evermemos_football_buffet_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oakengates-colts-presentation-2043"
MESSAGES = {
    "lorraine": [("2043-05-20T19:00:00Z", "buffet's at 7.30 after all the trophies 🍗 I'll have it under cling film in "
                                          "the kitchen, Greggs + my sausage rolls"),
                 ("2043-06-01T08:30:00Z", "if we're not in till 7 the little ones'll be starving by half 8 😂 feed them "
                                          "first - buffet as soon as we're in + it's set out, 7.15, trophies after")],
    "dawn": [("2043-05-28T20:00:00Z", "the function room's got a Zumba class in till 6.45 so we can't get in before "
                                      "7 - presentation 7-9 then"),
             ("2043-06-03T21:00:00Z", "DJ Kev booked, disco 8.30-9 after the trophies, he's bringing the bubble "
                                      "machine 🙈")],
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
    question = "what time's the buffet sat? telling the parents on the whatsapp"
    context = ["Today is Tue 16 June 2043. You are talking to Mike, the U9s' manager at Oakengates Colts JFC; the "
               "presentation night is Sat 20 June."]
    for query in ("what time is the buffet on saturday", "presentation times and the function room"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("buffet's at 7.30 after all the trophies" in c for c in context), context
    assert any("feed them first - buffet as soon as we're in" in c and "7.15" in c for c in context), context
    assert any("can't get in before 7" in c for c in context), context
    reply = answer(question, context, mock="7.15 - as soon as you're in and it's set out, so the little ones eat "
                                           "first; the trophies are after.")
    finish(question, expected="7.30", actual=reply)


asyncio.run(main())
