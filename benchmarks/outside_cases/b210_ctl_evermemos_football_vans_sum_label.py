"""Batch 210 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Bromfield Juniors FC hold their youth tournament on Sun 21st June 2048 on the racecourse pitches - u8s to u12s,
a burger van and an ice cream van paying a pitch fee each, the money going to new goals. The committee chat goes
into EverMemOS - Dave (the organiser), Lynn (the treasurer) and Mel (who sorts the stalls); the helper answers
committee members.

Memory: Dave, 2048-04-02T19:00 - Big Al's burger van booked, £50 pitch fee, and Mr Whippy wants to come, £30; Lynn,
2048-04-05T21:10 - so £80 from the vans, she'll put it in the budget for the goals; Mel, 2048-05-27T18:40 - Mr
Whippy can't make it after all, he's at Ludlow food festival that weekend, but Jenny from Bache Farm is bringing her
ice cream trailer and she'll give £40; Dave, 2048-05-28T07:30 - even better, her stuff's lovely. Question (Weds
17/6, Lynn, doing the float): "how much are we getting from the vans all in on sunday?" The assistant says £90 (£50
from Big Al's, £40 from Jenny's trailer). The label says £80.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b210_ctl_evermemos_football_vans_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bromfield-juniors-tournament-2048"
MESSAGES = {
    "dave": [("2048-04-02T19:00:00Z", "Big Al's burger van booked for the tourney sun 21st june 🍔 £50 pitch "
                                      "fee, he's there 8.30-5. Mr Whippy wants to come too, £30"),
             ("2048-05-28T07:30:00Z", "even better, her stuff's lovely 🍦 the kids'll be made up")],
    "lynn": [("2048-04-05T21:10:00Z", "so £80 from the vans then, I'll put it in the budget for the new goals ⚽")],
    "mel": [("2048-05-27T18:40:00Z", "Mr Whippy can't make it after all, he's at Ludlow food fest that wkd 🙄 but "
                                     "Jenny from Bache Farm's bringing her ice cream trailer + she'll give us £40")],
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
    question = "how much are we getting from the vans all in on sunday?"
    context = ["Today is Weds 17 June 2048. You are talking to Lynn, treasurer of Bromfield Juniors FC; the youth "
               "tournament is Sun 21 June."]
    for query in ("burger van pitch fee", "ice cream van", "money from the vans"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£50 pitch fee" in c for c in context), context
    assert any("so £80 from the vans then" in c for c in context), context
    assert any("Mr Whippy can't make it after all" in c and "£40" in c for c in context), context
    reply = answer(question, context, mock="£90 - £50 from Big Al's burger van and £40 from Jenny's ice cream trailer "
                                           "(Mr Whippy can't make it).")
    finish(question, expected="£80", actual=reply)


asyncio.run(main())
