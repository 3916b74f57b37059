"""Batch 155 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: the volunteers' chat for Calder Holmes Community Orchard's apple day (Sun 4th Oct 2037, 11-4: juice pressing,
cake stall, tree walk) goes into EverMemOS - Jo (who chairs the orchard group), Mike (the presses), Sue (cakes and
volunteers); the helper answers from a search of it.

Memory: Jo, 2037-09-08T19:30: apple day Sun 4th Oct 11-4, pressing 11-3, bring your own apples and a clean bottle,
£1 a bottle; Mike, 2037-09-24T21:05: spoke to Transition Town about the big press - it's at the Hebden apple day that
morning and they can't get it over to us till 12, so the first pressing will be half 12 by the time it's set up and
washed down, still finishing at 3; Sue, 2037-09-27T10:00: cake stall sorted, six bakers, wasp traps up; Jo,
2037-09-29T18:45: four on the press, two on the gate, hi vis in the shed. Question (Thu 1/10, Jo, for the village
Facebook page): "what time can people bring their apples for pressing? putting it on the village fb" The assistant
says from half 12 (12.30) till 3. The label says 11 - in memory, the start in the first plan, before the press was
sorted.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b155_ctl_evermemos_appleday_pressing_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-holmes-orchard-apple-day"
MESSAGES = {
    "jo": [("2037-09-08T19:30:00Z", "apple day sun 4th oct 11-4!! pressing 11-3, bring your own apples + a clean "
                                    "bottle, £1 a bottle for the orchard fund"),
           ("2037-09-29T18:45:00Z", "volunteers - need 4 on the press, 2 on the gate. hi vis in the shed, key's "
                                    "under the usual stone")],
    "mike": [("2037-09-24T21:05:00Z", "spoke to Transition Town re the big press - it's at the Hebden apple day that "
                                      "morning, they cant get it over to us til 12 so first pressing'll be half 12 "
                                      "by the time its set up + washed down. still finishing at 3")],
    "sue": [("2037-09-27T10:00:00Z", "cake stall sorted - 6 bakers, apple cake x3 obvs. wasp traps up by the stalls")],
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
    question = "what time can people bring their apples for pressing? putting it on the village fb"
    found = await client.v0.memories.search(extra_query={"query": "apple day pressing time apples press",
                                                         "top_k": 10})
    context = ["Today is Thu 1 October 2037. You are talking to Jo, who chairs Calder Holmes Community Orchard "
               "group, about the apple day on Sun 4 October."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("pressing 11-3" in c for c in context), context
    assert any("first pressing'll be half 12" in c for c in context), context
    reply = answer(question, context, mock="From half 12 (12.30) till 3 - the big press can't get to you till 12, "
                                           "so the first pressing's at 12.30.")
    finish(question, expected="11", actual=reply)


asyncio.run(main())
