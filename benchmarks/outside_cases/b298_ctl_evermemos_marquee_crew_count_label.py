"""Batch 298 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each crew member's messages written by their own task (gathered), then the question's search.

App: Holme Valley Marquees' crew chat goes into EverMemOS - Dave (the foreman), Lee and Marcus (crew) - and the
firm's helper answers questions from the office. The Ellison wedding is on Sat 20th May 2051 at Scammonden, with
the build on the Friday.

Memory: Dave, 2051-05-02T07:40 - Ellison wedding build Fri 19th, 7am at the yard, crew him, Lee, Kyle and Marcus,
4 of them; Lee, 2051-05-09T18:22 - Kyle's done his wrist at 5-a-side, off two weeks at least; Dave,
2051-05-12T12:05 - he's got his nephew Connor for Friday, and Tony at Canvas Co's lending them his lad Jordan, so
they're ok; Marcus, 2051-05-15T20:10 - bacon butties on him Friday. Question (Weds 17/5, Sandra in the office):
"how many are on the Ellison build fri? ordering the sandwiches for dinner" The assistant says 5 (Dave, Lee,
Marcus, Connor and Jordan - Kyle's off with his wrist). The label says 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b298_ctl_evermemos_marquee_crew_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hv-marquees-crew-2051"
MESSAGES = {
    "dave": [("2051-05-02T07:40:00Z", "ELLISON WEDDING 💍 sat 20th may, Scammonden, 9x15 frame. build fri 19th, 7am "
                                      "at the yard. crew me, Lee, Kyle + Marcus, 4 of us"),
             ("2051-05-12T12:05:00Z", "got my nephew Connor for fri 👍 + Tony at Canvas Co's lending us his lad "
                                      "Jordan so we're ok for Ellison")],
    "lee": [("2051-05-09T18:22:00Z", "Kyle's done his wrist at 5-a-side 🤦 off 2 wks min, he's gutted")],
    "marcus": [("2051-05-15T20:10:00Z", "bacon butties on me fri, 6.45 at the yard, don't be late Lee 😂")],
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
    question = "how many are on the Ellison build fri? ordering the sandwiches for dinner"
    context = ["Today is Weds 17 May 2051. You are talking to Sandra in the office at Holme Valley Marquees."]
    for query in ("Ellison build crew", "who's off", "extra lads for friday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("crew me, Lee, Kyle + Marcus, 4 of us" in c for c in context), context
    assert any("Kyle's done his wrist" in c for c in context), context
    assert any("nephew Connor" in c and "his lad Jordan" in c for c in context), context
    reply = answer(question, context, mock="5 - Dave, Lee, Marcus, plus Connor and Jordan. Kyle's off with his wrist.")
    finish(question, expected="4", actual=reply)


asyncio.run(main())
