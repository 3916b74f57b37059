"""Batch 189 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Priorslee Tennis Club's American tournament is Sat 2nd July 2044, 10 till 4ish - mixed doubles with a new
partner every round, strawberries and cream from Dawley Farm and a jug of Pimm's. The organisers' chat goes into
EverMemOS - Becky (the social secretary) and Jo (on the catering); the helper answers the members.

Memory: Becky, 2044-05-20T19:00: the American Sat 2nd July, 10 till 4ish, strawberries and cream at the 3 o'clock
break, Pimm's jug £6; Jo, 2044-06-10T20:30: 10 punnets from Dawley Farm, picked Friday night; Becky,
2044-06-28T08:00: Dawley Farm can't drop them off till gone 12 as they're at Wellington market first thing Saturday,
and half the players want them with their sarnies anyway rather than mid-afternoon, so strawbs and cream at 1 with
the lunch; Jo, 2044-06-29T21:00: cream from the Co-op, Pauline lending the big glass bowls. Question (Thu 30/6, Sam,
on the hatch): "what time are the strawberries + cream going out sat? I'm on the hatch" The assistant says 1 o'clock,
with the lunch (the farm can't bring them till after 12). The label says 3.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b189_ctl_evermemos_tennis_strawberries_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "priorslee-tc-american-2044"
MESSAGES = {
    "becky": [("2044-05-20T19:00:00Z", "AMERICAN sat 2nd july 🎾 10 till 4ish, strawberries + cream at the 3 o'clock "
                                       "break, Pimm's jug £6"),
              ("2044-06-28T08:00:00Z", "Dawley Farm can't drop them off till gone 12, they're at Wellington market "
                                       "first thing sat 🙄 + half the players want them w their sarnies anyway not mid "
                                       "afternoon - so strawbs + cream at 1 w the lunch")],
    "jo": [("2044-06-10T20:30:00Z", "10 punnets ordered from Dawley Farm 🍓 they're picking them fri night"),
           ("2044-06-29T21:00:00Z", "cream from the Co-op, Pauline's lending us the big glass bowls")],
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
    question = "what time are the strawberries + cream going out sat? I'm on the hatch"
    context = ["Today is Thu 30 June 2044. You are talking to Sam, who is on the hatch at Priorslee Tennis Club's "
               "American tournament (Sat 2 July)."]
    for query in ("what time are the strawberries and cream", "Dawley Farm strawberries"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("strawberries + cream at the 3 o'clock break" in c for c in context), context
    assert any("so strawbs + cream at 1 w the lunch" in c for c in context), context
    reply = answer(question, context, mock="1 o'clock, with the lunch - Dawley Farm can't get them to us till after "
                                           "12, and most want them with their sandwiches.")
    finish(question, expected="3", actual=reply)


asyncio.run(main())
