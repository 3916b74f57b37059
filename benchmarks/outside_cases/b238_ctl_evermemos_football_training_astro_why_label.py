"""Batch 238 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each coach's messages written by their own task (gathered), then the question's search.

App: Siddal Juniors U10s train Tuesdays and Thursdays on the club's own pitch at Exley and play Saturday mornings.
The coaches' chat goes into EverMemOS - Lee (the manager), Nicola (the team secretary, kit and lifts) and Gaz (the
club's pitch man, who deals with the council) - and the helper answers parents' questions.

Memory: Lee, 2051-10-14T20:00 - today's home game against Ovenden was off, the pitch waterlogged, the ref called it
at 8, rearranged date to follow; Nicola, 2051-10-16T18:30 - kit wash rota, the Ahmeds this week then the Clarkes;
Gaz, 2051-10-22T21:10 - the pitch has drained fine, but the council are hollow-tining and reseeding the goalmouths
all this week, so Tuesday and Thursday training's on the astro at Sowerby Bridge High, 6-7, moulded or astro
trainers only; Lee, 2051-10-23T19:00 - Ovenden rearranged for Sat 11th Nov. Question (Tue 24/10, a dad): "why's
training on the astro this wk? is the pitch still flooded from the other week?" The assistant says no - the pitch
has drained; it's the council hollow-tining and reseeding the goalmouths all week. The label says because the pitch
is waterlogged.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b238_ctl_evermemos_football_training_astro_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "siddal-juniors-u10-2051"
MESSAGES = {
    "lee": [("2051-10-14T20:00:00Z", "today's home game v Ovenden was OFF - pitch waterlogged, ref called it at 8 "
                                     "🌧️ rearranged date tbc, sorry to the parents who'd already set off"),
            ("2051-10-23T19:00:00Z", "Ovenden rearranged for sat 11th nov, KO 10, same as before")],
    "nicola": [("2051-10-16T18:30:00Z", "kit wash rota - the Ahmeds this wk then the Clarkes. shirts back in the bag "
                                        "by thurs pls")],
    "gaz": [("2051-10-22T21:10:00Z", "pitch has drained fine 👍 BUT the council are hollow tining + reseeding the "
                                     "goalmouths all this wk, so tues + thurs training's on the astro at Sowerby "
                                     "Bridge High, 6-7, moulded or astro trainers only, no metal studs")],
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
    question = "why's training on the astro this wk? is the pitch still flooded from the other week?"
    context = ["Today is Tue 24 October 2051. You are talking to a dad whose son plays for Siddal Juniors U10s."]
    for query in ("training on the astro", "pitch waterlogged", "council work on the pitch"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("pitch waterlogged" in c for c in context), context
    assert any("pitch has drained fine" in c and "hollow tining" in c for c in context), context
    reply = answer(question, context, mock="No, the pitch has drained fine - it's because the council are "
                                           "hollow-tining and reseeding the goalmouths all this week, so training's "
                                           "on the Sowerby Bridge High astro, 6-7.")
    finish(question, expected="because the pitch is waterlogged", actual=reply)


asyncio.run(main())
