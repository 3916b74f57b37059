"""Batch 260 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Ovenden Astronomical Society's outreach committee chat goes into EverMemOS - Joan (the treasurer), Anita (the
outreach secretary) and Jim (who gives most of the talks) - and the helper answers members' questions about the
bookings.

Memory: Joan, 2051-09-10T18:20 - outreach charges for this season, talks £40 plus mileage, school evenings free;
Anita, 2051-09-20T20:05 - Luddenden WI have booked a talk on the northern lights, Weds 15th Nov, 7.30, at the
Methodist hall; Joan, 2051-10-18T19:45 - re the WI, they let us have their hall free for the AGM, so let's not
charge them the £40, no fee, just put the donations jar out on the table; Jim, 2051-11-01T21:10 - he'll do the WI
talk, bringing the aurora photos from Iceland. Question (Mon 13/11, Jim): "how much do I ask the WI for on weds?
don't want to get it wrong in front of them" The assistant says nothing - no fee for the WI this time, just put the
donations jar out. The label says £40 plus mileage.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b260_ctl_evermemos_astro_wi_talk_fee_how_much_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ovenden-as-outreach-2051"
MESSAGES = {
    "joan": [("2051-09-10T18:20:00Z", "outreach charges this season 💷 talks £40 + mileage, school evenings free, "
                                      "Brownies/Scouts £20"),
             ("2051-10-18T19:45:00Z", "re the WI - they let us have their hall free for the AGM so lets not charge "
                                      "them the £40, no fee, just put the donations jar out on the table")],
    "anita": [("2051-09-20T20:05:00Z", "Luddenden WI booked a talk - northern lights, weds 15th nov 7.30 at the "
                                       "Methodist hall. projector's theirs")],
    "jim": [("2051-11-01T21:10:00Z", "I'll do the WI, bringing the aurora pics from Iceland 🌌 need someone to "
                                     "work the clicker")],
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
    question = "how much do I ask the WI for on weds? don't want to get it wrong in front of them"
    context = ["Today is Mon 13 November 2051. You are talking to Jim, who gives Ovenden Astronomical Society's "
               "outreach talks."]
    for query in ("WI talk fee", "outreach charges for talks", "donations jar"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("talks £40 + mileage" in c for c in context), context
    assert any("lets not charge them the £40, no fee" in c for c in context), context
    reply = answer(question, context, mock="Nothing - Joan says no fee for the WI this time as they gave us their "
                                           "hall for the AGM. Just put the donations jar out on the table.")
    finish(question, expected="£40 plus mileage", actual=reply)


asyncio.run(main())
