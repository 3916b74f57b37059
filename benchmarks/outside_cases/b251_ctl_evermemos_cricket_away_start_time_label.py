"""Batch 251 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each club officer's messages written by their own task (gathered), then the question's search.

App: Hebden Royd Cricket Club's chat goes into EverMemOS - Rob (fixtures secretary), Dev (2nd XI captain) and Carol
(teas) - and the helper answers members' questions about fixtures, lifts and teas.

Memory: Rob, 2050-04-02T18:00 - the 2nd XI fixtures are out, Sat 14th June away at Mytholmroyd, 1.30 start, meet at
the club 12.30 for lifts; Carol, 2050-05-20T21:00 - home teas rota is on the board, away games it's their teas;
Dev, 2050-06-09T20:10 - Mytholmroyd rang, they've a wedding do in their pavilion at 7 on the 14th, so can we start
an hour early, 12.30, said yes, so meet at the club half 11 now; Rob, 2050-06-11T19:30 - Thursday nets off, the
bowling machine's broken. Question (Fri 13/6, Amir, 15, his first 2nd XI game): "what time's the start tmrw at
Mytholmroyd? mum's driving me so I won't need a lift" The assistant says 12.30 (brought forward an hour for the
wedding do in their pavilion). The label says 1.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b251_ctl_evermemos_cricket_away_start_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hebden-royd-cc-2050"
MESSAGES = {
    "rob": [("2050-04-02T18:00:00Z", "2nd XI fixtures are out 🏏 sat 14th june away at Mytholmroyd, 1.30 start, meet "
                                     "at the club 12.30 for lifts. whites pls, no coloured caps"),
            ("2050-06-11T19:30:00Z", "thurs nets off this wk, the bowling machine's knackered again")],
    "carol": [("2050-05-20T21:00:00Z", "home teas rota's on the board in the pav ☕ away games it's their teas, just "
                                       "bring ur match fee £8")],
    "dev": [("2050-06-09T20:10:00Z", "Mytholmroyd rang - they've a wedding do in their pavilion at 7 on the 14th 💒 so "
                                     "can we start an hr early, 12.30. said yes, so meet at the club half 11 now lads")],
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
    question = "what time's the start tmrw at Mytholmroyd? mum's driving me so I won't need a lift"
    context = ["Today is Fri 13 June 2050. You are talking to Amir (15), who's playing his first 2nd XI game for "
               "Hebden Royd Cricket Club."]
    for query in ("Mytholmroyd start time", "what time do we start on saturday", "2nd XI away game"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("away at Mytholmroyd, 1.30 start" in c for c in context), context
    assert any("start an hr early, 12.30" in c for c in context), context
    reply = answer(question, context, mock="12.30 - Mytholmroyd asked to start an hour early as they've a wedding do "
                                           "in their pavilion that evening.")
    finish(question, expected="1.30", actual=reply)


asyncio.run(main())
