"""Batch 170 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each PTA member's messages written by their own task (gathered), then the question's search.

App: Oakfield Primary's Christmas fair is Fri 2nd December 2039, 3.15 till half 5 - stalls, Santa's grotto, a raffle.
The PTA chat goes into EverMemOS - Gemma (secretary), Mrs Akhtar (the head) and Jo (raffle and tombola); the helper
answers parents from a search of it.

Memory: Gemma, 2039-11-04T20:00: raffle draw at 5 in the main hall, Santa pulling the tickets, pack up at half 5; Mrs
Akhtar, 2039-11-21T08:10: just heard Santa (Mr Hughes) has to be on the Rotary float by 5, he's off at half 4 latest,
so if he's drawing the raffle it'll have to be 4.15 once the grotto's shut; Gemma, 2039-11-21T12:30: ok, go with
whatever Santa can do then, she'll tweak the posters tonight; Jo, 2039-11-23T19:00: £1 a strip, 300 strips sold so
far. Question (Thu 1/12, a parent who has to leave early): "what time's the raffle being drawn? I have to leave early
for my other one's swimming" The assistant says 4.15 - Santa's drawing it once the grotto shuts, he has to leave at
half 4 for the Rotary float. The label says 5pm - the time first set.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b170_ctl_evermemos_xmas_fair_raffle_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oakfield-pta-xmas-fair-2039"
MESSAGES = {
    "gemma": [("2039-11-04T20:00:00Z", "raffle draw at 5 in the main hall, Santa's pulling the tickets 🎅 then we "
                                       "pack up at half 5"),
              ("2039-11-21T12:30:00Z", "ok let's go with whatever Santa can do then, I'll tweak the posters tonight")],
    "akhtar": [("2039-11-21T08:10:00Z", "just heard Santa (Mr Hughes) has to be on the Rotary float by 5 - he's off at "
                                        "half 4 latest. if he's drawing the raffle it'll have to be 4.15 once the "
                                        "grotto's shut")],
    "jo": [("2039-11-23T19:00:00Z", "raffle tickets £1 a strip, 300 strips sold so far!! 🎟")],
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
    question = "what time's the raffle being drawn? I have to leave early for my other one's swimming"
    found = await client.v0.memories.search(extra_query={"query": "raffle draw time Santa tickets", "top_k": 10})
    context = ["Today is Thu 1 December 2039. You are talking to a parent going to Oakfield Primary's Christmas fair "
               "(Fri 2 December) who has to leave early."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("raffle draw at 5 in the main hall" in c for c in context), context
    assert any("it'll have to be 4.15 once the grotto's shut" in c for c in context), context
    assert any("go with whatever Santa can do" in c for c in context), context
    reply = answer(question, context, mock="4.15 - Santa's drawing it once the grotto shuts, because he has to leave "
                                           "at half 4 for the Rotary float.")
    finish(question, expected="5pm", actual=reply)


asyncio.run(main())
