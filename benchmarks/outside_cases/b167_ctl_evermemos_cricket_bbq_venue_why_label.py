"""Batch 167 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the committee chat for Wexcombe Cricket Club's juniors' end of season BBQ (Sat 15th September 2040, from 4,
awards at 6) goes into EverMemOS - Sue (treasurer), Mike (chairman) and Raj (junior section); the club's helper answers
parents and grandparents from a search of it.

Memory: Sue, 2040-07-30T19:00: could we do the BBQ at the rugby club this year, their bar's a lot cheaper than ours and
they've a proper grill; Mike, 2040-08-03T08:15: we'll stay at ours, the kids like it on their own ground; Raj,
2040-08-20T21:30: bad news, the pavilion roof's coming off the week of the 10th, the builders can't move it, scaffold
all round and no loos, so it's the rugby club whether we like it or not - they've said yes for the 15th; Sue,
2040-09-04T17:40: 64 names in, bring chairs. Question (Weds 12/9, Ollie's grandad): "why's the bbq up at the rugby club
and not at ours? thought Mike wanted it at the cricket" The assistant says the pavilion's having its roof done that
week - scaffold up and no loos - so the rugby club's having them. The label says the rugby club's bar is cheaper - what
Sue put up in July, which Mike turned down.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b167_ctl_evermemos_cricket_bbq_venue_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wexcombe-cc-juniors-bbq-2040"
MESSAGES = {
    "sue": [("2040-07-30T19:00:00Z", "could we do the bbq at the rugby club this yr? their bar's a lot cheaper than "
                                     "ours + they've a proper grill"),
            ("2040-09-04T17:40:00Z", "64 names in!! bring chiars")],
    "mike": [("2040-08-03T08:15:00Z", "nah we'll stay at ours, kids like it on their own ground")],
    "raj": [("2040-08-20T21:30:00Z", "bad news - pavilion roof's coming off wk of the 10th, builders can't move it, "
                                     "scaffold all round + no loos 😩 so it's the rugby club whether we like it or "
                                     "not, they've said yes for the 15th")],
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
    question = "why's the bbq up at the rugby club and not at ours? thought Mike wanted it at the cricket"
    found = await client.v0.memories.search(extra_query={"query": "why bbq at the rugby club not our ground",
                                                         "top_k": 10})
    context = ["Today is Weds 12 September 2040. You are talking to Ollie's grandad about Wexcombe CC juniors' end of "
               "season BBQ (Sat 15 September)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("their bar's a lot cheaper than ours" in c for c in context), context
    assert any("pavilion roof's coming off" in c for c in context), context
    reply = answer(question, context, mock="Because the pavilion's having its roof done that week - scaffolding all "
                                           "round and no loos - so the rugby club are having us instead.")
    finish(question, expected="the rugby club's bar is cheaper", actual=reply)


asyncio.run(main())
