"""Batch 216 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Church Stretton Town FC hold their presentation night on Sat 30th May 2048 at the cricket club, doors half 6 -
trophies for the first team, the reserves, the vets and the ladies, a pie-and-peas buffet from the Plough, a DJ. The
committee's chat goes into EverMemOS - Dean (secretary), Gaz (first-team manager) and Mand (social) - and the helper
answers members.

Memory: Dean, 2048-03-20T20:00 - 12 trophies ordered from Trophy World: players' player, managers' player and top
scorer for the 1sts, the reserves, the vets and the ladies; Gaz, 2048-04-14T21:30 - can they do a clubman of the
year for Ron (30 years doing the lines and the nets, never missed a home game)? he'll pay for it; Dean,
2048-04-16T09:10 - love that, rang Trophy World, they're adding it to the order, Ron's not to know; Mand,
2048-05-02T18:00 - the buffet and the DJ. Question (Mon 25/5, Kerry, who's setting out the trophy table): "how many
trophies are we giving out sat? doing the trophy table, need to know how big" The assistant says 13 (the 12 plus
Ron's clubman of the year). The label says 12.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b216_ctl_evermemos_football_trophies_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "church-stretton-town-fc-2048"
MESSAGES = {
    "dean": [("2048-03-20T20:00:00Z", "PRESENTATION NIGHT 🏆 sat 30th may, cricket club, doors half 6. 12 trophies "
                                       "ordered from Trophy World - players' player, managers' player + top scorer "
                                       "for the 1sts, the reserves, the vets + the ladies"),
             ("2048-04-16T09:10:00Z", "love that 👍 rang Trophy World, they're adding it to the order. Ron's not to "
                                       "know!!")],
    "gaz": [("2048-04-14T21:30:00Z", "can we do a clubman of the yr for Ron? 30 yrs doing the lines + the nets, never "
                                      "missed a home game. I'll pay for it")],
    "mand": [("2048-05-02T18:00:00Z", "buffet - pie + peas from the Plough, 80 covers. DJ's my cousin Lee, he'll do "
                                       "it for a drink lol")],
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
    question = "how many trophies are we giving out sat? doing the trophy table, need to know how big"
    context = ["Today is Mon 25 May 2048. You are talking to Kerry, who's setting out the trophy table for Church "
               "Stretton Town FC's presentation night (Sat 30 May)."]
    for query in ("trophies ordered", "clubman of the year Ron", "Trophy World order"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("12 trophies ordered from Trophy World" in c for c in context), context
    assert any("clubman of the yr for Ron" in c for c in context), context
    assert any("they're adding it to the order" in c for c in context), context
    reply = answer(question, context, mock="13 - the 12 from Trophy World (players' player, managers' player and top "
                                           "scorer for each of the four teams) plus Ron's clubman of the year.")
    finish(question, expected="12", actual=reply)


asyncio.run(main())
