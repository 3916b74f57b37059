"""Batch 199 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Ledbury Gardening Club's plant auction is on Thu 19th May 2044 at 7.30 in the Burgage Hall - members' spare
plants as lots, Brian auctioneering, tea and biscuits, cash or card at the book table. The committee's chat goes into
EverMemOS - Margaret (the chair) and Sylvia (the treasurer); the helper answers members.

Memory: Margaret, 2044-04-20T09:15 - plant auction thurs 19th may 7.30 in the Burgage Hall, members free, visitors £2
on the door inc. tea and a biscuit, lots £1 each to put in and the club takes 10%; Sylvia, 2044-04-27T19:40 - Sheila
asked is the £1 for everyone - no, only if you're putting a lot in, bidders just pay for what they win; Margaret,
2044-05-04T10:00 - £40 float for the door, the card reader's working; Sylvia, 2044-05-09T18:00 - parking behind the
hall, or the Bye St car park's free after 6. Question (Tue 17/5, Pauline, a member): "how much is it for my neighbour
to come? she's not a member, just wants a bid on the dahlias" The assistant says £2 on the door (tea and a biscuit
included), then just whatever she wins. The label says £1.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b199_ctl_evermemos_plant_auction_visitor_cost_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ledbury-gardening-club-auction-2044"
MESSAGES = {
    "margaret": [("2044-04-20T09:15:00Z", "PLANT AUCTION thurs 19th may 7.30 Burgage Hall 🌱 members free, visitors "
                                          "£2 on the door inc. tea + a biscuit. lots £1 each to put in + club takes "
                                          "10%"),
                 ("2044-05-04T10:00:00Z", "£40 float for the door pls Sylvia, card reader's working again 👍")],
    "sylvia": [("2044-04-27T19:40:00Z", "Sheila asked is the £1 for everyone - no, only if you're putting a lot in, "
                                        "bidders just pay for what they win"),
               ("2044-05-09T18:00:00Z", "parking behind the hall, or Bye St car park's free after 6")],
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
    question = "how much is it for my neighbour to come? she's not a member, just wants a bid on the dahlias"
    context = ["Today is Tue 17 May 2044. You are talking to Pauline, a member of Ledbury Gardening Club; the plant "
               "auction is Thu 19 May at 7.30 in the Burgage Hall."]
    for query in ("how much for visitors to come to the auction", "cost door entry lots £1"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("visitors £2 on the door" in c and "lots £1 each to put in" in c for c in context), context
    assert any("only if you're putting a lot in" in c for c in context), context
    reply = answer(question, context, mock="£2 on the door - that includes a tea and a biscuit. After that she only "
                                           "pays for anything she wins.")
    finish(question, expected="£1", actual=reply)


asyncio.run(main())
