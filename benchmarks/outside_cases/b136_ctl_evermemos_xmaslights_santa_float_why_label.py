"""Batch 136 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the Ashby Magna Christmas lights committee's group chat (Gary, Bev, Lynn) goes into EverMemOS; the helper
answers the committee from a search of it.

Memory: Gary, 2037-11-02: heard Bill's tractor failed its MOT so no float for Santa this year; Bev, 2037-11-09:
spoke to Bill at the shop - the tractor's fine, passed a fortnight ago, it's the council's insurers, they won't
cover anything moving down the High St with the crowds after what happened at Brigg last year, so Santa's walking
up from St Mary's with the brass band at 5.15; Lynn: the stalls and the leaflets. Question (Thu 12/11, Lynn, for
the parish newsletter): "why's santa not on the float this yr? people keep asking me in the co-op" The assistant
says the council's insurers won't cover a moving float on the High St with the crowds (Bill's tractor is fine), so
he's walking up with the band. The label says Bill's tractor failed its MOT - in memory, what Gary had heard, before
Bev spoke to Bill.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b136_ctl_evermemos_xmaslights_santa_float_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashby-xmas-lights-cttee"
MESSAGES = {
    "gary": [("2037-11-02T19:40:00Z", "heard Bill's tractor failed its MOT so no float for santa this yr :( kids "
                                      "will be gutted")],
    "bev": [("2037-11-09T11:15:00Z", "spoke to Bill at the shop - tractor's fine, passed a fortnight ago! it's the "
                                     "council's insurers, they won't cover anything moving down the High St w the "
                                     "crowds after what happened at Brigg last yr. so Santa's walking up from St "
                                     "Mary's w the brass band, 5.15")],
    "lynn": [("2037-11-05T20:00:00Z", "14 stalls booked now, WI want the pitch by the bus stop again"),
             ("2037-11-10T09:30:00Z", "leaflets - Print Hub need final copy by thurs 26th, 500 copies")],
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
    question = "why's santa not on the float this yr? people keep asking me in the co-op"
    found = await client.v0.memories.search(extra_query={"query": "Santa float tractor Bill why not walking band",
                                                         "top_k": 10})
    context = ["Today is Thu 12 November 2037. You are talking to Lynn, secretary of the Ashby Magna Christmas "
               "lights committee, writing the parish newsletter."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Bill's tractor failed its MOT" in c for c in context), context
    assert any("tractor's fine, passed a fortnight ago" in c and "council's insurers" in c for c in context), context
    reply = answer(question, context, mock="The council's insurers won't cover anything moving down the High St with "
                                           "the crowds (after Brigg last year) - Bill's tractor is fine. So Santa's "
                                           "walking up from St Mary's with the brass band at 5.15.")
    finish(question, expected="Bill's tractor failed its MOT", actual=reply)


asyncio.run(main())
