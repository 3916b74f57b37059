"""Batch 231 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Triangle CC hold their first nets evening of the season on Weds 28th April 2049 at the club - juniors the first
hour, then the seniors, three lanes, the bar open with pop and crisps for the kids. The club's chat goes into
EverMemOS - Dev (the coach), Sandra (the bar) and Keith (the groundsman) - and the helper answers members'
questions.

Memory: Dev, 2049-04-05T19:00 - nets Weds 28th April 6.30-8.30, juniors first hour, 3 lanes; Sandra,
2049-04-20T12:10 - she can't get there to open the bar till 7 on Wednesday (work), so no pop for the kids till then;
Keith, 2049-04-26T18:40 - he's rolling the square Wednesday teatime while it's dry, on the roller till 7, "so no
balls flying about till I'm off, start at 7 pls"; Dev, 2049-04-27T08:15 - ok, nets 7-9 on Wednesday then, juniors
7-8, he'll text the parents. Question (Tue 27/4, Gemma, a parent): "why are nets 7 not half 6 tmrw? parents are
asking on the group" The assistant says because Keith's rolling the square till 7 and doesn't want balls about
while he's on the roller. The label says because Sandra can't open the bar till 7 (that only means no pop till 7).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b231_ctl_evermemos_nets_start_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "triangle-cc-nets-2049"
MESSAGES = {
    "dev": [("2049-04-05T19:00:00Z", "NETS 🏏 weds 28th april 6.30-8.30, juniors the first hr then seniors, 3 lanes. "
                                     "helmets on, no excuses"),
            ("2049-04-27T08:15:00Z", "ok nets 7-9 weds then, juniors 7-8, I'll text the parents 👍")],
    "sandra": [("2049-04-20T12:10:00Z", "can't get there to open the bar till 7 on weds, work 🙄 so no pop for the "
                                        "kids till then sorry")],
    "keith": [("2049-04-26T18:40:00Z", "rolling the square weds teatime while it's dry, I'll be on the roller till 7 "
                                       "so no balls flying about till I'm off, start at 7 pls")],
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
    question = "why are nets 7 not half 6 tmrw? parents are asking on the group"
    context = ["Today is Tue 27 April 2049. You are talking to Gemma, whose son is in the juniors at Triangle CC's "
               "nets (Weds 28 April)."]
    for query in ("nets start time weds", "why start at 7", "bar opening time"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("open the bar till 7" in c for c in context), context
    assert any("on the roller till 7" in c for c in context), context
    assert any("nets 7-9 weds then" in c for c in context), context
    reply = answer(question, context, mock="Because Keith's rolling the square on Wednesday teatime and he'll be on "
                                           "the roller till 7 - he doesn't want balls flying about till he's off.")
    finish(question, expected="because Sandra can't open the bar till 7", actual=reply)


asyncio.run(main())
