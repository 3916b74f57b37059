"""Batch 134 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each player's messages written by their own task (gathered), then the question's search.

App: Red Lion A's team group chat in the Dearne Valley darts league (Gaz the captain, Shaz, Dean) goes into
EverMemOS; the helper answers the players from a search of it.

Memory: Gaz, 2037-04-08: team for tue at the Crown - me, Big Al, Shaz, Dean, Mo, Kev; Shaz, 2037-04-11: Al's done
his back in lifting a fridge for his mam, flat out on the settee with a hot water bottle, Gaz says Ricky's in for
him, he's got his own darts; Dean: driving, leaving the Lion 7.15, 4 seats. Question (Mon 13/4, Kev): "is big al
playing tmrw? he owes me a tenner from the quiz" The assistant says no - he's done his back, Ricky's playing
instead. The label says yes - in memory, Gaz's team sheet, before Al hurt his back.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b134_ctl_evermemos_darts_big_al_playing_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "red-lion-a-darts"
MESSAGES = {
    "gaz": [("2037-04-08T21:05:00Z", "team for tue at the crown: me, Big Al, Shaz, Dean, Mo, Kev. Shaz on the "
                                     "chalk. 8pm start dont be late")],
    "shaz": [("2037-04-11T13:20:00Z", "Al's done his back in lifting a fridge for his mam, he's flat out on the "
                                      "settee w a hot water bottle bless him. Gaz says Ricky's in for him tue, he's "
                                      "got his own darts")],
    "dean": [("2037-04-09T18:45:00Z", "I'll drive tue, leaving the Lion 7.15, 4 seats so someone else take 2"),
             ("2037-04-12T10:00:00Z", "Mo can you bring the scorer's pen back, its in your coat")],
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
    question = "is big al playing tmrw? he owes me a tenner from the quiz"
    found = await client.v0.memories.search(extra_query={"query": "Big Al playing tuesday team Crown back Ricky",
                                                         "top_k": 10})
    context = ["Today is Mon 13 April 2037. You are talking to Kev, who plays for Red Lion A in the Dearne Valley "
               "darts league."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("me, Big Al, Shaz, Dean, Mo, Kev" in c for c in context), context
    assert any("Al's done his back in" in c and "Ricky's in for him" in c for c in context), context
    reply = answer(question, context, mock="No - Al's done his back in lifting a fridge, so Ricky's playing in his "
                                           "place tomorrow.")
    finish(question, expected="yes", actual=reply)


asyncio.run(main())
