"""Batch 221 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Knighton Bowling Club hold an open weekend on Sat 25th-Sun 26th June 2050 - have a go on the green, club woods,
cream teas in the pavilion, and on the Sunday the memorial rinks for Dennis, a long-time member who died in the
spring. The club chat goes into EverMemOS - Val (the teas), Roger (the secretary) and Pam (the scones) - and the
helper answers members and visitors.

Memory: Val, 2050-05-02T14:00 - teas 2-5 in the pavilion both days, cream teas £3.50; Roger, 2050-06-07T20:30 - Sun
26th at 2 they're playing the memorial rinks for Dennis, his family are coming, they'll be on the green till half
3ish; Val, 2050-06-08T19:00 - right then, Sunday teas after the game, 4 o'clock, a toast to Dennis with the sherry,
Saturday same as before; Pam, 2050-06-15T18:00 - the scones. Question (Thu 23/6, Mair, bringing her dad): "what time
do the teas start sun? bringing dad for a cuppa after his dinner" The assistant says 4 o'clock (after the memorial
game). The label says half 3 (when the memorial game should finish, not when the teas start).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b221_ctl_evermemos_bowls_sunday_teas_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "knighton-bowls-2050"
MESSAGES = {
    "val": [("2050-05-02T14:00:00Z", "TEAS 🫖 open wknd sat + sun, 2-5 in the pavilion both days, cream teas £3.50, "
                                      "pot of tea 80p"),
            ("2050-06-08T19:00:00Z", "right then, sunday teas after the game - 4 o'clock, we'll do a toast to Dennis "
                                      "w/ the sherry. sat same as before")],
    "roger": [("2050-06-07T20:30:00Z", "sun 26th at 2 we're playing the memorial rinks for Dennis 💐 his family are "
                                        "coming, we'll be on the green till half 3ish")],
    "pam": [("2050-06-15T18:00:00Z", "scones - 5 doz, jam from Mrs Price, clotted cream from Lower House farm")],
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
    question = "what time do the teas start sun? bringing dad for a cuppa after his dinner"
    context = ["Today is Thu 23 June 2050. You are talking to Mair, who's bringing her dad to Knighton Bowling "
               "Club's open weekend."]
    for query in ("teas times", "sunday teas", "memorial rinks for Dennis"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("2-5 in the pavilion both days" in c for c in context), context
    assert any("we'll be on the green till half 3ish" in c for c in context), context
    assert any("sunday teas after the game - 4 o'clock" in c for c in context), context
    reply = answer(question, context, mock="4 o'clock on the Sunday - they're after the memorial game for Dennis. "
                                           "(Saturday's 2 till 5.)")
    finish(question, expected="half 3", actual=reply)


asyncio.run(main())
