"""Batch 186 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each leader's messages written by their own task (gathered), then the question's search.

App: Madeley youth club's sleepover is Fri 27th Feb 2043 in the club's hall - pizzas, a film, sleeping bags in the
main hall and the games room, pancakes on the Saturday morning. The leaders' chat goes into EverMemOS - Gemma (the
youth worker, who takes the forms and the money) and Dean; the helper answers parents.

Memory: Gemma, 2043-01-20T18:30: sleepover Fri 27th Feb, £15 a head, covers pizza and pancakes Sat, forms and money to
her by 20/2; Dean, 2043-01-29T21:10: rooms (girls in the main hall, boys in the games room), Mo and Sarah helping;
Gemma, 2043-02-03T16:45: the Lions rang, they'll pay half for every kid that's coming, so parents only need to send in
£7.50 - she'll text them; Dean, 2043-02-10T19:00: pizzas from Domino's 7.30ish, one large between 3. Question (Tue
17/2, Kelly, a parent): "how much do I need to send in for Tyler for the sleepover? got the form here" The assistant
says £7.50 - the Lions are paying the other half. The label says £15.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b186_ctl_evermemos_youth_club_sleepover_cost_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "madeley-youth-club-sleepover-2043"
MESSAGES = {
    "gemma": [("2043-01-20T18:30:00Z", "sleepover fri 27th feb 🛌 £15 a head, covers pizza + pancakes sat morning. "
                                       "forms + money to me by 20/2 pls"),
              ("2043-02-03T16:45:00Z", "Lions rang!! 🦁 they'll pay half for every kid that's coming, so parents only "
                                       "need to send in £7.50 - I'll text them all tonight")],
    "dean": [("2043-01-29T21:10:00Z", "rooms sorted - girls in the main hall, boys in the games room. Mo + Sarah "
                                      "helping, lights out 12ish lol"),
             ("2043-02-10T19:00:00Z", "pizzas from Domino's 7.30ish, 1 large between 3, I'll pick up")],
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
    question = "how much do I need to send in for Tyler for the sleepover? got the form here"
    context = ["Today is Tue 17 Feb 2043. You are talking to Kelly, whose son Tyler is going to Madeley youth club's "
               "sleepover (Fri 27 Feb)."]
    for query in ("how much is the sleepover", "money to send in with the form"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£15 a head" in c for c in context), context
    assert any("parents only need to send in £7.50" in c for c in context), context
    reply = answer(question, context, mock="£7.50 - the Lions are paying the other half for every child going. Form "
                                           "and money to Gemma by the 20th.")
    finish(question, expected="£15", actual=reply)


asyncio.run(main())
