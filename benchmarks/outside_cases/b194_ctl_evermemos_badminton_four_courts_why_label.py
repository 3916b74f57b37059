"""Batch 194 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Oswestry Badminton Club's charity doubles tournament is Sat 14th March 2043 at the Marches leisure centre, 9-5,
for the hospice - group draws in the morning, knockouts after lunch, a raffle, teas. The committee's chat goes into
EverMemOS - Kev (the club secretary) and Sue (the treasurer); the helper answers the players.

Memory: Kev, 2043-01-15T20:00 - 6 courts booked 9-5, £10 a pair, shuttles off the club; Sue, 2043-02-10T19:30 - only
14 pairs in so far, was hoping for 20, chase your mates; Kev, 2043-02-26T08:10 - the leisure centre double booked
the hall, the county netball league have courts 5 + 6 (the cafe end) till 1 for their under 14s trials, can't be
moved, so 4 courts for the groups in the morning and all 6 for the knockouts after lunch, they took £20 off; Sue,
2043-03-05T18:45 - 18 pairs now, groups of 3 (so 6 groups), raffle tix £1. Question (Tue 10/3, Jas, doing the draw
sheet): "why are we only on 4 courts in the morning? thought we'd booked 6" The assistant says the county netball's
under 14s trials have courts 5 and 6 till 1 (the centre double booked); all 6 after lunch. The label says because
not enough pairs entered.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b194_ctl_evermemos_badminton_four_courts_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oswestry-badminton-charity-doubles-2043"
MESSAGES = {
    "kev": [("2043-01-15T20:00:00Z", "CHARITY DOUBLES sat 14th march 🏸 Marches leisure centre, 6 courts booked 9-5. "
                                     "£10 a pair, all to the hospice. shuttles off the club"),
            ("2043-02-26T08:10:00Z", "leisure centre double booked the hall 🙄 county netball have courts 5 + 6 (cafe "
                                     "end) till 1 for their u14s trials, can't be moved. so 4 courts for the groups "
                                     "in the morning, all 6 for the knockouts after lunch. they've knocked £20 off")],
    "sue": [("2043-02-10T19:30:00Z", "only 14 pairs in so far, was hoping for 20 😕 chase your mates pls"),
            ("2043-03-05T18:45:00Z", "18 pairs now 🎉 groups of 3 so 6 groups. raffle tix £1 a strip, teas in the "
                                     "cafe")],
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
    question = "why are we only on 4 courts in the morning? thought we'd booked 6"
    context = ["Today is Tue 10 March 2043. You are talking to Jas, who is doing the draw sheet for Oswestry "
               "Badminton Club's charity doubles (Sat 14 March, Marches leisure centre)."]
    for query in ("why only 4 courts in the morning", "courts booked and pairs entered"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("6 courts booked 9-5" in c for c in context), context
    assert any("only 14 pairs in so far" in c for c in context), context
    assert any("county netball have courts 5 + 6" in c for c in context), context
    reply = answer(question, context, mock="The leisure centre double booked the hall - the county netball's under "
                                           "14s trials have courts 5 and 6 till 1, so it's 4 courts for the groups "
                                           "and all 6 for the knockouts after lunch.")
    finish(question, expected="because not enough pairs entered", actual=reply)


asyncio.run(main())
