"""Batch 197 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Ellesmere Rangers Juniors' tournament is Sat 4th July 2043 at the Beech Grove ground - U8s to U12s, young refs
from the county FA, a burger van, a bouncy castle. The organisers' chat goes into EverMemOS - Tracey (the club's
secretary, running the day) and Phil (the groundsman); the helper answers parents and coaches.

Memory: Tracey, 2043-05-20T19:00 - burger van by the clubhouse as usual, Smokey Joe's 9-4, they give the club 10%;
Phil, Tue 23rd June (2043-06-23T08:30) - the van can't go by the clubhouse this year, the new container's there and
the drains have all been dug up, so he'll put him on the hardstanding by the top car park gate where he can run
his genny; Tracey, 2043-06-28T20:45 - refs' briefing 9.15 in the clubhouse, first games 9.45; Phil, 2043-07-01T18:00
- pitches marked, cones out Fri from half 6. Question (Thu 2/7, Kelly, a parent): "where's the burger van going to
be sat? meeting my mum there at 12" The assistant says on the hardstanding by the top car park gate. The label says
by the clubhouse.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b197_ctl_evermemos_football_burger_van_place_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ellesmere-rangers-juniors-tournament-2043"
MESSAGES = {
    "tracey": [("2043-05-20T19:00:00Z", "burger van by the clubhouse as usual 🍔 Smokey Joe's 9-4, they give us 10% "
                                        "of the takings"),
               ("2043-06-28T20:45:00Z", "refs briefing 9.15 in the clubhouse, first games 9.45, medals in my boot")],
    "phil": [("2043-06-23T08:30:00Z", "van can't go by the clubhouse this yr - the new container's there + the drains "
                                      "are all dug up. I'll put him on the hardstanding by the top car park gate, he "
                                      "can run his genny there"),
             ("2043-07-01T18:00:00Z", "pitches marked 👍 cones out fri from half 6 if anyone's about")],
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
    question = "where's the burger van going to be sat? meeting my mum there at 12"
    context = ["Today is Thu 2 July 2043. You are talking to Kelly, a parent at Ellesmere Rangers Juniors; the "
               "tournament is Sat 4 July at the Beech Grove ground."]
    for query in ("where is the burger van", "burger van clubhouse car park"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("burger van by the clubhouse as usual" in c for c in context), context
    assert any("hardstanding by the top car park gate" in c for c in context), context
    reply = answer(question, context, mock="On the hardstanding by the top car park gate - Phil says it can't go by "
                                           "the clubhouse this year with the new container and the drains up.")
    finish(question, expected="by the clubhouse", actual=reply)


asyncio.run(main())
