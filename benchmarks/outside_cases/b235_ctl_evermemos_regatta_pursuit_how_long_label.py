"""Batch 235 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sailing committee member's messages written by their own task (gathered), then the question's search.

App: Widdop Sailing Club hold their regatta week Mon 8th - Sat 13th Aug 2050 - evening races, a pursuit race on the
Saturday morning, prizegiving and the barbecue after. The committee's chat goes into EverMemOS - Roger (race
officer), Sue (the commodore) and Dan (safety boats) - and the helper answers members' questions.

Memory: Roger, 2050-06-20T19:00 - pursuit race sat 13th from 11, 90 mins, slowest boats off first, positions when
the hooter goes; Dan, 2050-07-02T18:30 - 3 safety boats for the pursuit, the rib + both dories; Sue, 2050-07-26T21:15
- the juniors are in the pursuit this year, an hour and a half's too long for an Oppie in a chop and the bbq
won't wait, so it's an hour, 11 till 12, hooter at 12, Roger's fine with it; Roger, 2050-08-04T20:00 - start
sequence from 10.55, handicap sheet on the board. Question (Fri 12/8, Chris, a Laser sailor): "how long's the
pursuit tmrw? working out how many sandwiches to take out" The assistant says an hour, 11 till 12. The label says 90
minutes.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b235_ctl_evermemos_regatta_pursuit_how_long_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "widdop-sc-regatta-2050"
MESSAGES = {
    "roger": [("2050-06-20T19:00:00Z", "pursuit race ⛵ sat 13th from 11, 90 mins, slowest boats off first, "
                                       "positions when the hooter goes"),
              ("2050-08-04T20:00:00Z", "start sequence from 10.55, handicap sheet on the board in the changing "
                                       "rooms, check ur start time!!")],
    "dan": [("2050-07-02T18:30:00Z", "3 safety boats for the pursuit, the rib + both dories, need 6 crew, names to "
                                     "me")],
    "sue": [("2050-07-26T21:15:00Z", "juniors r in the pursuit this yr 👍 an hour and a half's too long for an "
                                     "Oppie in a chop + the bbq won't wait, so it's an hour, 11 till 12, hooter at "
                                     "12. Roger's fine with it")],
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
    question = "how long's the pursuit tmrw? working out how many sandwiches to take out"
    context = ["Today is Fri 12 August 2050. You are talking to Chris, who sails a Laser at Widdop Sailing Club "
               "(regatta week Mon 8 - Sat 13 August)."]
    for query in ("pursuit race length", "how long is the pursuit", "pursuit race saturday hooter"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("sat 13th from 11, 90 mins" in c for c in context), context
    assert any("so it's an hour, 11 till 12" in c for c in context), context
    reply = answer(question, context, mock="An hour - 11 till 12, the hooter goes at 12. It was cut from 90 minutes "
                                           "with the juniors sailing in it.")
    finish(question, expected="90 minutes", actual=reply)


asyncio.run(main())
