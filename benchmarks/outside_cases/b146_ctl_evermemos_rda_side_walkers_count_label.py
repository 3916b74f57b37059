"""Batch 146 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: the helpers' chat at Calder Valley RDA (Jan the organiser, Sue the volunteer coordinator, Pat and Kath) goes
into EverMemOS; the helper answers them from a search of it.

Memory: Jan, 2037-06-08T19:10: Tue 16th, 8 riders - Leah and Tom need 2 side walkers each, the other 6 one each,
so 10 side walkers; 5 so far (her, Sue, Priya, Lorna, Pete), 5 short; Pat, 2037-06-10T09:30: she'll side walk on
Tuesday, she's swapped her shift at the Co-op; Sue, 2037-06-12T17:45: Tom's mum rang, his hospital appointment at
Calderdale Royal has landed on Tuesday morning, so no riding for him this week, he's gutted, he loves Mouse; Kath,
2037-06-13T11:00: hi-vis for the lane. Question (Sun 14/6, Jan): "how many more side walkers am i after for tues?
want to put a shout out on the fb group" The assistant says 2 (7 riders now, Leah with 2 and the other 6 with one
each is 8; 6 with Pat). The label says 5 - in memory, Jan's shortfall of 8/6.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b146_ctl_evermemos_rda_side_walkers_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-valley-rda-helpers"
MESSAGES = {
    "jan": [("2037-06-08T19:10:00Z", "tues 16th - 8 riders. Leah + Tom need 2 side walkers each, the other 6 one "
                                     "each = 10 side walkers. got 5 so far (me, Sue, Priya, Lorna, Pete) so 5 short")],
    "pat": [("2037-06-10T09:30:00Z", "I'll side walk tues, swapped my shift at the Co-op w Janice")],
    "sue": [("2037-06-12T17:45:00Z", "Tom's mum rang - his hospital appt at Calderdale Royal's landed on tues "
                                     "morning so he wont be riding this wk. he's gutted, he loves Mouse")],
    "kath": [("2037-06-13T11:00:00Z", "hi-vis for everyone on the lane walk tues pls, the quarry lorries are back")],
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
    question = "how many more side walkers am i after for tues? want to put a shout out on the fb group"
    found = await client.v0.memories.search(extra_query={"query": "side walkers tues riders short riding this wk "
                                                                  "side walk", "top_k": 10})
    context = ["Today is Sun 14 June 2037. You are talking to Jan, organiser of Calder Valley RDA, about the session "
               "on Tue 16 June."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("so 5 short" in c for c in context), context
    assert any("I'll side walk tues" in c for c in context), context
    assert any("wont be riding this wk" in c for c in context), context
    reply = answer(question, context, mock="2 more - with Tom not riding it's 7 riders, Leah needs 2 and the other 6 "
                                           "one each, so 8; you've 6 with Pat.")
    finish(question, expected="5", actual=reply)


asyncio.run(main())
