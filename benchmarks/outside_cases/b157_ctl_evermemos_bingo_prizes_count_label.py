"""Batch 157 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the committee chat for Nun Monkton village hall's Christmas bingo (Fri 11th Dec 2037, five full houses, Dennis
calling) goes into EverMemOS - Pam (organiser), Dennis (caller) and Jean (teas and the cake); the helper answers Pam
from a search of it.

Memory: Pam, 2037-11-20T18:30: prizes so far - a meat hamper off Bob's, a £20 Co-op voucher, a bottle of Bells off
Pete at the Plough, a poinsettia from Fletcher's and Jean's Christmas cake, that's 5, one for each full house;
Dennis, 2037-11-27T21:05: bumped into Pete - the Bells was for the darts lot's raffle not ours, crossed wires, he's
mortified, told him no harm done; Jean, 2037-12-02T10:15: cake's made, feeding it brandy every Sunday, and she's got
the church urn; Pam, 2037-12-05T16:00: 40 books printed, Dennis has the machine. Question (Tue 8/12, Pam): "how many
prizes have we got for fri? doing the prize table tonight" The assistant says 4 (hamper, voucher, poinsettia,
cake). The label says 5 - in memory, Pam's count from before the whisky turned out to be for the darts team.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b157_ctl_evermemos_bingo_prizes_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "nun-monkton-hall-xmas-bingo"
MESSAGES = {
    "pam": [("2037-11-20T18:30:00Z", "prizes so far - meat hamper off Bob's, £20 Co-op voucher, a bottle of Bells "
                                     "off Pete at the Plough, poinsettia from Fletcher's + Jean's xmas cake. that's "
                                     "5, one for each full house"),
            ("2037-12-05T16:00:00Z", "40 books printed, Dennis has got the machine + the balls. tables out thurs "
                                     "night")],
    "dennis": [("2037-11-27T21:05:00Z", "bumped into Pete - the Bells was for the darts lot's raffle not ours, "
                                        "crossed wires. he's mortified, told him no harm done")],
    "jean": [("2037-12-02T10:15:00Z", "cake's made, feeding it brandy every sunday lol. got the church urn for the "
                                      "teas")],
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
    question = "how many prizes have we got for fri? doing the prize table tonight"
    found = await client.v0.memories.search(extra_query={"query": "bingo prizes hamper voucher Bells poinsettia cake",
                                                         "top_k": 10})
    context = ["Today is Tue 8 December 2037. You are talking to Pam, who organises Nun Monkton village hall's "
               "Christmas bingo on Fri 11 December."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("that's 5, one for each full house" in c for c in context), context
    assert any("the Bells was for the darts lot's raffle" in c for c in context), context
    reply = answer(question, context, mock="4 - the meat hamper, the £20 Co-op voucher, the poinsettia and Jean's "
                                           "Christmas cake. The Bells was for the darts team's raffle.")
    finish(question, expected="5", actual=reply)


asyncio.run(main())
