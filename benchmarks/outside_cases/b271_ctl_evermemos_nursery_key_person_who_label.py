"""Batch 271 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Rainbow Corner Nursery in Brighouse - babies, the Caterpillars (2-3s) and preschool, each child with a key
person. The nursery's parents' updates go into EverMemOS - Karen (the manager), Chloe and Priya (Caterpillars
practitioners) - and the parents' helper answers questions.

Memory: Karen, 2051-01-09T17:00 - the key persons for the Caterpillars, Chloe has Alfie, Noah, Ruby and Zain, Jodie
has the rest; Chloe, 2051-01-20T16:30 - Alfie's settled lovely, loves the sand tray, and her last day before mat leave
is Fri 27th Jan; Karen, 2051-01-25T18:10 - while Chloe's on mat leave Priya's taking over her key children from Mon
30th, letters going home in bags; Priya, 2051-02-02T15:45 - hello, she'll be doing the learning journals for Chloe's
lot, catch her at pick up. Question (Fri 10/2, Alfie's mum): "who's Alfie's key person at the moment? want to ask
about his nap times" The assistant says Priya - she took over Chloe's key children from 30th January while Chloe's on
maternity leave. The label says Chloe.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b271_ctl_evermemos_nursery_key_person_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rainbow-corner-parents-2051"
MESSAGES = {
    "karen": [("2051-01-09T17:00:00Z", "KEY PERSONS for Caterpillars 🐛 Chloe - Alfie, Noah, Ruby + Zain. Jodie has "
                                       "the rest. any worries speak to your child's key person first"),
              ("2051-01-25T18:10:00Z", "while Chloe's on mat leave Priya's taking over her key children from mon "
                                       "30th, letters going home in bags tmrw")],
    "chloe": [("2051-01-20T16:30:00Z", "Alfie's settled lovely this wk, loves the sand tray 😊 and my last day b4 "
                                       "mat leave is fri 27th jan!! gonna miss them all")],
    "priya": [("2051-02-02T15:45:00Z", "hi all, Priya here 👋 I'll be doing the learning journals for Chloe's lot "
                                       "now, any q's catch me at pick up")],
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
    question = "who's Alfie's key person at the moment? want to ask about his nap times"
    context = ["Today is Fri 10 February 2051. You are talking to Alfie's mum; Alfie is in the Caterpillars at "
               "Rainbow Corner Nursery."]
    for query in ("Alfie key person", "mat leave key children", "who's taking over Chloe's children"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Chloe - Alfie, Noah, Ruby + Zain" in c for c in context), context
    assert any("Priya's taking over her key children from mon 30th" in c for c in context), context
    reply = answer(question, context, mock="Priya - she took over Chloe's key children from Mon 30th Jan while "
                                           "Chloe's on maternity leave. Catch her at pick up.")
    finish(question, expected="Chloe", actual=reply)


asyncio.run(main())
