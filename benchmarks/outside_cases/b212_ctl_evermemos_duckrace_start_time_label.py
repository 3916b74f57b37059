"""Batch 212 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Leintwardine holds its duck race on Sat 26th June 2049 - ducks off the old bridge over the Teme, Steve's tractor
bucket at the bottom to scoop them out, prizes at the Sun Inn after. The race committee's chat goes into EverMemOS -
Jan (who runs it), Steve (the farmer with the tractor) and Mel (posters and duck sales); the helper answers
villagers.

Memory: Jan, 2049-05-02T18:30 - duck race sat 26th june, ducks off the bridge at 2pm, prizes at the Sun after, £1 a
duck; Steve, 2049-06-07T21:15 - he can't do 2 with the tractor, he's milking till 3, can they go at half 3? he needs
the bucket at the bottom to scoop them out before they're off to Ludlow; Jan, 2049-06-08T08:05 - no problem, half 3
then, she'll tell the Sun prizes about 4.15; Mel, 2049-06-20T12:00 - the posters in the shop and the Sun still say
2, she's done new ones. Question (Thu 24/6, Eileen, bringing the grandchildren): "what time do the ducks go in sat?
want to get the grandkids there for the start" The assistant says half 3 (Steve's milking till 3 and needs the
tractor at the bottom). The label says 2pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b212_ctl_evermemos_duckrace_start_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "leintwardine-duck-race-2049"
MESSAGES = {
    "jan": [("2049-05-02T18:30:00Z", "DUCK RACE 🦆 sat 26th june, ducks off the bridge 2pm, prizes at the Sun after. "
                                     "£1 a duck, Mel's got the tickets"),
            ("2049-06-08T08:05:00Z", "no problem Steve, half 3 then 👍 I'll tell the Sun prizes about 4.15")],
    "steve": [("2049-06-07T21:15:00Z", "can't do 2 with the tractor, I'm milking till 3 🐄 can we go half 3? need the "
                                       "bucket at the bottom to scoop them out before they're off to Ludlow lol")],
    "mel": [("2049-06-20T12:00:00Z", "the posters in the shop + the Sun still say 2 🙈 I've done new ones, up tmrw. "
                                     "312 ducks sold so far")],
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
    question = "what time do the ducks go in sat? want to get the grandkids there for the start"
    context = ["Today is Thu 24 June 2049. You are talking to Eileen, who lives in Leintwardine; the duck race is Sat "
               "26 June."]
    for query in ("duck race start time", "ducks off the bridge", "tractor milking"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ducks off the bridge 2pm" in c for c in context), context
    assert any("I'm milking till 3" in c and "can we go half 3?" in c for c in context), context
    assert any("half 3 then" in c for c in context), context
    reply = answer(question, context, mock="Half 3 - Steve's milking till 3 and needs his tractor at the bottom to "
                                           "scoop the ducks out, so they go in at 3.30.")
    finish(question, expected="2pm", actual=reply)


asyncio.run(main())
