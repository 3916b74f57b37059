"""Batch 253 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each parent's messages written by their own task (gathered), then the question's search.

App: Mytholmroyd Juniors' under 9s play on Sunday mornings; the shirts go home with a different family each week
to be washed, on a rota. The team chat goes into EverMemOS - Dean (the coach), Priya Patel and Leanne (parents) and
Lisa (the treasurer) - and the helper answers questions from it.

Memory: Dean, 2051-01-06T18:00 - kit wash rota: Sun 5/2 the Whiteheads, 12/2 the Oseis, 19/2 the Patels, 26/2
Leanne + Craig, bag goes home after the match, back at training Thursday; Priya, 2051-02-13T20:30 - they're at her
sister's wedding in Leeds that weekend so can't do the 19th, Leanne's said she'll do it and the Patels will do her
26th, all sorted; Leanne, 2051-02-13T20:41 - yep, we've got the 19th, Patels the 26th; Lisa, 2051-02-15T09:00 -
subs reminder. Question (Sat 18/2, Dean): "who's taking the kit bag home tmrw after the game? want to hand it
straight over" The assistant says Leanne (and Craig) - they swapped with the Patels, who have the 26th. The label
says the Patels.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b253_ctl_evermemos_youth_football_kit_wash_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mytholmroyd-juniors-u9s-2051"
MESSAGES = {
    "dean": [("2051-01-06T18:00:00Z", "KIT WASH ROTA 🧺 sun 5/2 the Whiteheads, 12/2 the Oseis, 19/2 the Patels, "
                                      "26/2 Leanne + Craig. bag goes home after the match, back at training thurs "
                                      "pls, 40 degrees NOT 60 (sponsor logos peel)")],
    "priya": [("2051-02-13T20:30:00Z", "Dean we're at my sister's wedding in Leeds that wknd so can't do the 19th 🙈 "
                                       "Leanne's said she'll do it + we'll do her 26th, all sorted")],
    "leanne": [("2051-02-13T20:41:00Z", "yep that's fine, we've got the 19th 👍 Patels the 26th")],
    "lisa": [("2051-02-15T09:00:00Z", "subs reminder - £15 for feb if u haven't, standing order details on the "
                                      "website")],
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
    question = "who's taking the kit bag home tmrw after the game? want to hand it straight over"
    context = ["Today is Sat 18 February 2051. You are talking to Dean, coach of Mytholmroyd Juniors under 9s "
               "(match Sun 19 Feb)."]
    for query in ("kit wash rota", "who has the kit bag on the 19th", "swap kit wash"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("19/2 the Patels" in c for c in context), context
    assert any("can't do the 19th" in c and "Leanne's said she'll do it" in c for c in context), context
    assert any("we've got the 19th" in c for c in context), context
    reply = answer(question, context, mock="Leanne and Craig - they swapped with the Patels, who are at a wedding "
                                           "this weekend and have the 26th instead.")
    finish(question, expected="the Patels", actual=reply)


asyncio.run(main())
