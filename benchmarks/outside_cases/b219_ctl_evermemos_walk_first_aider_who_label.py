"""Batch 219 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Presteigne St Andrews FC walk 12 miles round Radnor Forest on Sun 13th Sept 2048 to pay for the U10s' trip to
Cardiff - checkpoints at New Radnor and the Harley Dingle gate, a minibus following, a first aider with the walkers.
The walk committee's chat goes into EverMemOS - Lee (the club chairman), Bethan (a nurse, one of the U10 mums) and
Rhian (the club secretary) - and the helper answers.

Memory: Lee, 2048-07-28T20:00 - the walk, the route, first aid: Bethan on the minibus with the kit, she's a nurse at
the County; Bethan, 2048-08-24T18:30 - she's on nights at the County that whole week, no chance she'll be upright on
the Sunday, Mo from St John's says he'll do it, he's got his own kit and the defib; Rhian, 2048-09-01T09:00 - sponsor
money so far £1,120, forms in by the 30th. Question (Thu 10/9, Gwyn, a checkpoint marshal): "who's doing first aid on
the walk sun? need their number for the marshal sheet" The assistant says Mo from St John Ambulance (with his own
kit and the defib). The label says Bethan, the nurse on the minibus.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b219_ctl_evermemos_walk_first_aider_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "presteigne-st-andrews-fc-walk-2048"
MESSAGES = {
    "lee": [("2048-07-28T20:00:00Z", "SPONSORED WALK 🥾 sun 13th sept, 12 miles round Radnor Forest, all money to "
                                      "the u10s' Cardiff trip. checkpoints New Radnor + the Harley Dingle gate. "
                                      "first aid - Bethan's on the minibus w/ the kit, she's a nurse at the County")],
    "bethan": [("2048-08-24T18:30:00Z", "bad news, I'm on nights at the County that whole wk 😴 no chance I'll be "
                                         "upright on the sun. Mo from St John's says he'll do it, he's got his own "
                                         "kit + the defib")],
    "rhian": [("2048-09-01T09:00:00Z", "sponsor money so far £1,120 🙌 forms in by the 30th pls, cash or the club's "
                                        "bank")],
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
    question = "who's doing first aid on the walk sun? need their number for the marshal sheet"
    context = ["Today is Thu 10 Sept 2048. You are talking to Gwyn, a checkpoint marshal on Presteigne St Andrews "
               "FC's sponsored walk (Sun 13 Sept)."]
    for query in ("first aid on the walk", "first aider", "minibus kit nurse"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Bethan's on the minibus w/ the kit" in c for c in context), context
    assert any("Mo from St John's says he'll do it" in c for c in context), context
    reply = answer(question, context, mock="Mo from St John Ambulance - he's bringing his own kit and the defib "
                                           "(Bethan's on nights that week).")
    finish(question, expected="Bethan, the nurse on the minibus with the kit", actual=reply)


asyncio.run(main())
