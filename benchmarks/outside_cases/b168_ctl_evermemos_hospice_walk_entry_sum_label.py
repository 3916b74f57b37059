"""Batch 168 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: St Anne's Hospice Midnight Walk is Sat 11th June 2039 - 10 miles round the town in the dark, from the hospice at
midnight, pink t-shirts. The organisers' chat goes into EverMemOS - Dawn (sign-ups), Pam (events) and Raj (route); the
helper answers people thinking of signing up from a search of it.

Memory: Dawn, 2039-03-14T19:00: sign-ups open, £15 each, or £12 if you're in by the end of April, t-shirt included;
Pam, 2039-04-22T20:30: two of her book club signed up tonight, £24 for the pair, bargain; Dawn, 2039-05-03T10:15:
that's April gone - 212 signed up - it's the full £15 from here, t-shirt still included; Raj, 2039-05-20T21:05: glow
sticks and head torches on sale on the night, £3. Question (Fri 3/6, a woman signing up with her sister): "how much
will it be for me and my sister? we're doing it tonight" The assistant says £30 - £15 each now April's gone, t-shirts
included. The label says £24 - what Pam's book club pair paid in April.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b168_ctl_evermemos_hospice_walk_entry_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-annes-midnight-walk-2039"
MESSAGES = {
    "dawn": [("2039-03-14T19:00:00Z", "sign ups open!! £15 each, or £12 if you're in by the end of april, t-shirt "
                                      "included"),
             ("2039-05-03T10:15:00Z", "well that's april gone - 212 signed up 🎉 it's the full £15 from here, t-shirt "
                                      "still included")],
    "pam": [("2039-04-22T20:30:00Z", "2 of my book club signed up tonight, £24 for the pair, bargain")],
    "raj": [("2039-05-20T21:05:00Z", "glow sticks + head torches on sale on the night, £3, cash or card")],
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
    question = "how much will it be for me and my sister? we're doing it tonight"
    found = await client.v0.memories.search(extra_query={"query": "sign up price entry fee each pair",
                                                         "top_k": 10})
    context = ["Today is Fri 3 June 2039. You are talking to a woman who is signing up with her sister for St Anne's "
               "Hospice Midnight Walk (Sat 11 June)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("£24 for the pair" in c for c in context), context
    assert any("it's the full £15 from here" in c for c in context), context
    reply = answer(question, context, mock="£30 - it's £15 each now April's gone, with the t-shirts included.")
    finish(question, expected="£24", actual=reply)


asyncio.run(main())
