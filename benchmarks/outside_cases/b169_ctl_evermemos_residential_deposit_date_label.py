"""Batch 169 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each leader's messages written by their own task (gathered), then the question's search.

App: Kirkbank Youth Club's residential at Hollowford outdoor centre is Fri 13th - Sun 15th July 2040. The leaders'
chat goes into EverMemOS - Kev (treasurer), Dev (youth worker running the trip) and Sam (activities); the helper
answers parents from a search of it.

Memory: Kev, 2040-03-01T19:00: deposits £50 by Fri 16th March please, balance £95 by the end of May; Dev,
2040-03-17T10:30: only 15 deposits in, loads of families skint before Easter, so he and Kev have agreed to hang on
till after the hols - Mon 23rd April is the absolute last day, then places go to the waiting list; Sam,
2040-04-02T20:00: kit minibus borrowed off the scouts. Question (Thu 12/4, a mum): "when's the deposit got to be in
by? money's tight till payday" The assistant says Mon 23rd April - the deadline was put back till after Easter. The
label says Fri 16th March - Kev's first date.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b169_ctl_evermemos_residential_deposit_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kirkbank-hollowford-2040"
MESSAGES = {
    "kev": [("2040-03-01T19:00:00Z", "deposits £50 by fri 16th march pls, balance £95 by end of may. cash or "
                                     "transfer, ref = kid's name")],
    "dev": [("2040-03-17T10:30:00Z", "only 15 deposits in 😬 loads of families skint before easter so me + Kev "
                                     "agreed we'll hang on till after the hols - mon 23rd april is the absolute last "
                                     "day, then places go to the waiting list")],
    "sam": [("2040-04-02T20:00:00Z", "kit minibus borrowed off the scouts, I'll drive it up fri lunchtime")],
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
    question = "when's the deposit got to be in by? money's tight till payday"
    found = await client.v0.memories.search(extra_query={"query": "deposits by when, last day to pay",
                                                         "top_k": 10})
    context = ["Today is Thu 12 April 2040. You are talking to a mum whose son is going on Kirkbank Youth Club's "
               "residential at Hollowford (Fri 13 - Sun 15 July)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("deposits £50 by fri 16th march" in c for c in context), context
    assert any("mon 23rd april is the absolute last day" in c for c in context), context
    reply = answer(question, context, mock="Mon 23rd April - they've given everyone till after Easter, that's the "
                                           "last day before places go to the waiting list.")
    finish(question, expected="Fri 16th March", actual=reply)


asyncio.run(main())
