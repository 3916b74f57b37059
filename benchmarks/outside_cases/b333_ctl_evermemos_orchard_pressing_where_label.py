"""Batch 333 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's searches.

App: Old Town Community Orchard hold their cider pressing day on Sun 16th Oct 2050 - the Transition group's press
and scratter, people bring apples and bottles, soup and cake in the gazebo, the orchard cider put down in
demijohns. The organisers' chat goes into EverMemOS - Ros (the orchard chair), Kath (the food) and Jim (the farmer
next door) - and the helper answers members' questions.

Memory: Ros, 2050-09-10T10:00 - pressing day Sun 16th Oct 11-4 at the orchard by the top gate as always, press and
scratter from Hebden Transition, bring bottles; Kath, 2050-09-28T19:30 - leek and potato soup and cakes in the
gazebo, donations to the orchard fund; Jim, 2050-10-11T08:15 - the field's a bog after all this rain, you'll have the
press in up to its axles, use my barn at Lower Fold Farm, top of the lane past the chapel, there's power and a tap;
Ros, 2050-10-12T21:00 - thanks Jim, so it's Lower Fold barn on Sunday, same times, signs from the chapel, park on the
lane not in the yard. Question (Fri 14/10, Pat): "where's the pressing on sunday? bringing the kids + 4 bags of
apples in the car" The assistant says Jim's barn at Lower Fold Farm, top of the lane past the chapel (the orchard
field's a bog), park on the lane. The label says at the orchard by the top gate.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b333_ctl_evermemos_orchard_pressing_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "old-town-orchard-pressing-2050"
MESSAGES = {
    "ros": [("2050-09-10T10:00:00Z", "PRESSING DAY 🍏 sun 16th oct 11-4 at the orchard by the top gate as always. "
                                     "press + scratter from Hebden Transition, BRING BOTTLES"),
            ("2050-10-12T21:00:00Z", "thanks Jim!! so it's Lower Fold barn on sun, same times, signs from the "
                                     "chapel. park on the lane not in the yard pls")],
    "kath": [("2050-09-28T19:30:00Z", "soup (leek + potato) + cakes in the gazebo, donations to the orchard fund. "
                                      "need 2 more slow cookers if anyone's got one")],
    "jim": [("2050-10-11T08:15:00Z", "field's a bog after all this rain 🌧️ u'll have the press in up to its axles. "
                                     "use my barn at Lower Fold Farm, top of the lane past the chapel, there's power "
                                     "+ a tap")],
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
    question = "where's the pressing on sunday? bringing the kids + 4 bags of apples in the car"
    context = ["Today is Fri 14 October 2050. You are talking to Pat, a member of Old Town Community Orchard "
               "(pressing day Sun 16 Oct)."]
    for query in ("where is the pressing", "pressing day venue", "barn field orchard gate"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("at the orchard by the top gate as always" in c for c in context), context
    assert any("field's a bog" in c and "use my barn at Lower Fold Farm" in c for c in context), context
    reply = answer(question, context, mock="At Jim's barn at Lower Fold Farm - top of the lane past the chapel, "
                                           "there'll be signs. The orchard field's a bog. Park on the lane, not in "
                                           "the yard.")
    finish(question, expected="at the orchard by the top gate", actual=reply)


asyncio.run(main())
