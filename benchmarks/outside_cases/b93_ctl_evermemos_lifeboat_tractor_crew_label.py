"""Batch 93 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, one root span per message.

App: Hope Cove lifeboat station's crew WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one
group); the launch authority's helper answers from a search.

Memory: the August rota has the exercise on Sun 10/8, launch 10.00, tractor Mick + Jase, shore crew Sandra, Pete
and Kerry; later Jase writes that his sister's getting married in Cardiff on the Saturday and he's away the whole
weekend, and Ollie's said he'll do the Sunday (he was signed off on the tractor in July). Question (Thu 7/8, Dave,
the coxswain): "who've I got on the tractor sunday?" The assistant says Mick and Ollie. The label says Mick and
Jase.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b93_ctl_evermemos_lifeboat_tractor_crew_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "hope-cove-crew"
MESSAGES = [
    ("2036-07-28T20:14:00Z", "sandra", "AUG ROTA - ex sun 10/8 launch 10.00 (muster 9.30). cox Dave. tractor Mick "
                                       "+ Jase. shore Sandra, Pete, Kerry. 2 trainees on board"),
    ("2036-07-30T07:41:00Z", "mick", "tractor's running sweet since Poole, new hyd pump. fuelled up"),
    ("2036-08-02T13:05:00Z", "jase", "our Kayleigh's getting married in Cardiff on the 9th!! so I'm away the whole "
                                     "wknd sorry. Ollie's said he'll do the sunday for me, he got signed off on the "
                                     "tractor in july"),
    ("2036-08-03T09:30:00Z", "pete", "open day photos are on the station facebook page, the kids on the boat ones "
                                     "are great"),
    ("2036-08-05T18:22:00Z", "sandra", "reminder - drysuit seals check before sunday pls, Kerry's was split"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    client = evermemos_async_client(fake_evermemos())
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "who've I got on the tractor sunday?"
    with turn_span("question Thu 7/8"):
        found = await client.v0.memories.search(extra_query={
            "query": "tractor crew sunday exercise 10/8 Mick Jase Ollie", "top_k": 10})
        context = ["Today is Thu 7 August 2036. You are talking to Dave, the coxswain."]
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
        assert any("tractor Mick + Jase" in c for c in context), context
        assert any("Ollie's said he'll do the sunday" in c for c in context), context
        reply = answer(question, context, mock="Mick and Ollie - Jase is away at his sister's wedding in Cardiff "
                                               "that weekend and Ollie's covering, he's signed off on the tractor.")
    finish(question, expected="Mick and Jase", actual=reply)


asyncio.run(main())
