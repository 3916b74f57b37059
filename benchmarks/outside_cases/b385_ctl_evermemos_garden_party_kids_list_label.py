"""Batch 385 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: St. Mark's church in Gull Island Cove hold their garden party on Sun. Aug. 13, 2051 - the parade, the food
tent, the teas, games for the youngsters. The hall committee's chat goes into EverMemOS - Bride Coady (doing the
youngsters' games), Marg Nippard (the food) and Ern Snook (who was bringing his ponies) - and the helper answers
people's questions.

Memory: Bride, 2051-07-10 - for the youngsters: pony rides, face painting, the fish pond and sack races; Marg,
2051-07-24 - food: hot dogs, fish cakes, toutons, the tea tent; Ern, 2051-08-03 - sorry Bride, the trailer's after
going on him, he can't get the ponies down, so no pony rides this year; Bride, 2051-08-07 - the Lions are lending the
bouncy castle, so that's the youngsters sorted. Question (Thurs. Aug. 10, a mom): "what's on for the youngsters at
the garden party Sun.? trying to get mine off the iPad 😂" The assistant says face painting, the fish pond, sack races
and the Lions' bouncy castle (no ponies this year). The label says pony rides, face painting, the fish pond and sack
races.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b385_ctl_evermemos_garden_party_kids_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marks-gull-island-cove-garden-party-2051"
MESSAGES = {
    "bride": [("2051-07-10T19:30:00Z", "GARDEN PARTY Sun. Aug. 13 🎈 for the youngsters: pony rides, face painting, "
                                       "the fish pond + sack races. need a few teenagers to help w/ the pond"),
              ("2051-08-07T20:10:00Z", "good news - the Lions are lending us the bouncy castle 🏰 so that's the "
                                       "youngsters sorted")],
    "marg": [("2051-07-24T18:00:00Z", "food - hot dogs, fish cakes, toutons + the tea tent w/ the pies. bakeapple "
                                      "if Aunt Lil's crowd gets out on the marsh")],
    "ern": [("2051-08-03T21:45:00Z", "sorry Bride, the trailer's after going on me, axle's gone, can't get the ponies "
                                     "down so no pony rides this yr 😞")],
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
    question = "what's on for the youngsters at the garden party Sun.? trying to get mine off the iPad 😂"
    context = ["Today is Thursday, August 10, 2051. You are talking to a mom coming to St. Mark's garden party in "
               "Gull Island Cove (Sun. Aug. 13)."]
    for query in ("youngsters games garden party", "pony rides", "bouncy castle"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("pony rides, face painting, the fish pond + sack races" in c for c in context), context
    assert any("no pony rides this yr" in c for c in context), context
    assert any("lending us the bouncy castle" in c for c in context), context
    reply = answer(question, context, mock="Face painting, the fish pond, sack races + the bouncy castle the Lions "
                                           "are lending - no ponies this year, Ern's trailer is after going on him.")
    finish(question, expected="pony rides, face painting, the fish pond + sack races", actual=reply)


asyncio.run(main())
