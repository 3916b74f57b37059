"""Batch 217 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Knighton RFC play Presteigne at home on Boxing Day, Sat 26th Dec 2048 - mulled wine from the hatch, a bucket
collection for the air ambulance, the car park on the showground. The committee's chat goes into EverMemOS - Dai
(fixtures secretary), Mike (chairman) and Mand (social) - and the helper answers members.

Memory: Dai, 2048-11-20T19:00 - Boxing Day vs Presteigne, kick-off 2.30, mulled wine from 1; Mike, 2048-11-24T21:10 -
can they kick off at 11 so people are home for the cold turkey and the darts?; Dai, 2048-11-26T08:40 - rang Presteigne,
11's far too early for them to get a side over the hill on Boxing Day, but they're happy to meet in the middle at 1 -
it's the light more than anything, the floodlights are still on the blink; Mand, 2048-12-01T18:00 - the mulled wine and
the bucket collection. Question (Mon 21/12, Ffion, bringing her dad): "what time's KO boxing day? bringing dad, he likes
to get a spot on the rail" The assistant says 1pm. The label says 11am - Mike's idea, which Presteigne couldn't do.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b217_ctl_evermemos_rugby_kickoff_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "knighton-rfc-boxing-day-2048"
MESSAGES = {
    "dai": [("2048-11-20T19:00:00Z", "BOXING DAY 🏉 vs Presteigne at home, KO 2.30, mulled wine from 1. ref's from "
                                      "the Hereford society"),
            ("2048-11-26T08:40:00Z", "rang Presteigne - 11's far too early for them to get a side over the hill on "
                                      "boxing day, but they're happy to meet in the middle at 1 👍 it's the light more "
                                      "than anything, floodlights still on the blink")],
    "mike": [("2048-11-24T21:10:00Z", "can we do KO at 11 boxing day? ppl want to be home for the cold turkey + the "
                                       "darts lol")],
    "mand": [("2048-12-01T18:00:00Z", "mulled wine - 2 urns from the hatch, £3 a cup. bucket collection for the air "
                                       "ambulance at the gate, Sian + Rhod on the buckets")],
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
    question = "what time's KO boxing day? bringing dad, he likes to get a spot on the rail"
    context = ["Today is Mon 21 December 2048. You are talking to Ffion, who's bringing her dad to Knighton RFC's "
               "Boxing Day match against Presteigne (Sat 26 December)."]
    for query in ("kick off time", "KO boxing day", "Presteigne"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("KO 2.30, mulled wine from 1" in c for c in context), context
    assert any("can we do KO at 11" in c for c in context), context
    assert any("happy to meet in the middle at 1" in c for c in context), context
    reply = answer(question, context, mock="1pm - Presteigne couldn't do 11, so they met in the middle at 1 rather "
                                           "than the 2.30 first planned (the floodlights are still unreliable).")
    finish(question, expected="11am", actual=reply)


asyncio.run(main())
