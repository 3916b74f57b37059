"""Batch 127 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Severn Youth Orchestra's tour parents' group chat (Fiona the tour manager, Mark the treasurer, parents) goes
into EverMemOS; the helper answers the parents from a search of it.

Memory: Fiona, 2 March: Scotland tour Mon 27 July - Fri 31st, 4 nights (Edinburgh 2, Stirling, Perth), deposits by
1/3; Fiona, 14 May: the Perth festival have asked us to open their gala on the Fri night!! so we stop over in Perth
and the coach brings them home Sat 1st Aug, back at school for about 4 - no extra cost, the festival are paying for
the night; Mark (a parent), 15 May: so that's my lift to the airport sorted then, cheers; Dave, 3 June: coach is a
53-seater + trailer for the cellos. Question (Weds 1/7, Priya's dad): "how long are they away for in the end? booking
the dog into kennels while we're at my mum's" The assistant says five nights - Mon 27th July to Sat 1st Aug, back at
school about 4. The label says 4 nights - in memory, the length before the festival's gala was added.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b127_ctl_evermemos_orchestra_tour_nights_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "syo-tour-parents"
MESSAGES = [
    ("2037-03-02T19:05:00Z", "fiona", "Scotland tour is ON - Mon 27 July to Fri 31st, 4 nights (Edinburgh 2, "
                                      "Stirling, Perth). £460 all in, deposits by 1/3 pls"),
    ("2037-05-14T21:40:00Z", "fiona", "BIG news - the Perth festival have asked us to open their gala on the fri "
                                      "nite!! so we stop over in Perth + the coach brings them home sat 1st aug, back "
                                      "at school for about 4. no extra cost, the festival are paying for the night"),
    ("2037-05-15T07:12:00Z", "mark", "ha so that's my lift to the airport sorted then, cheers Fiona"),
    ("2037-06-03T18:30:00Z", "dave", "coach confirmed - 53-seater + a trailer for the cellos + basses. leaving school "
                                     "7.30ish on the mon"),
    ("2037-06-20T10:02:00Z", "fiona", "kit list going out this wk - black + whites, a warm layer (it's Scotland), "
                                      "waterproof, £40 spends max"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how long are they away for in the end? booking the dog into kennels while we're at my mum's"
    found = await client.v0.memories.search(extra_query={"query": "tour dates nights away home back at school coach",
                                                         "top_k": 10})
    context = ["Today is Weds 1 July 2037. You are talking to Priya's dad; Priya plays viola in the Severn Youth "
               "Orchestra."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Mon 27 July to Fri 31st, 4 nights" in c for c in context), context
    assert any("the coach brings them home sat 1st aug" in c for c in context), context
    reply = answer(question, context, mock="Five nights - they go Mon 27th July and the coach brings them home Sat 1st "
                                           "Aug (the Perth gala's on the Friday), back at school about 4.")
    finish(question, expected="4 nights", actual=reply)


asyncio.run(main())
