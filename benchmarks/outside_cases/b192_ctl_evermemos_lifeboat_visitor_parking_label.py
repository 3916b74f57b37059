"""Batch 192 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each crew member's messages written by their own task (gathered), then the question's search.

App: Criccieth lifeboat station's open day is Sat 2nd Aug 2043, 10.30-4 - the Atlantic 85 and the D class on the
slipway, stalls on the prom, a launch at 1.30pm, a bbq. The station's chat goes into EverMemOS - Jim (the lifeboat
operations manager) and Sue (the fundraising chair); the helper answers the volunteers.

Memory: Jim, 2043-06-10T19:00 - visitors park in the harbour car park, £3 all day, the money goes in the station
bucket; Sue, 2043-06-24T20:15 - stalls on the prom, 16 booked, gazebos up by 9.30; Jim, 2043-07-08T07:45 - the
harbourmaster wants the harbour car park kept for the crew's cars, the launch tractor and the bbq van on the day,
his orders, so visitors go up in Pen y Bryn farm's top field, Ellis is fine with it, £3 in a bucket on the gate,
Huw's doing signs off the high st; Sue, 2043-07-15T18:00 - blue badge spaces by the boathouse, 6 of them, ring her to
save one. Question (Tue 29/7, Bethan, doing the poster): "where do visitors park sat? doing the poster tonight" The
assistant says Pen y Bryn's top field (£3 in the bucket, signs off the high street), blue badges by the boathouse.
The label says the harbour car park.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b192_ctl_evermemos_lifeboat_visitor_parking_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "criccieth-lifeboat-open-day-2043"
MESSAGES = {
    "jim": [("2043-06-10T19:00:00Z", "open day sat 2nd aug 10.30-4 ⚓ visitors park in the harbour car park, £3 all "
                                     "day, money in the station bucket"),
            ("2043-07-08T07:45:00Z", "harbourmaster wants the harbour car park kept for crew cars, the launch tractor "
                                     "+ the bbq van on the day - his orders 🙄 so visitors up in Pen y Bryn's top "
                                     "field, Ellis is fine w it, £3 in a bucket on the gate. Huw's doing signs off "
                                     "the high st")],
    "sue": [("2043-06-24T20:15:00Z", "stalls on the prom, 16 booked, gazebos up by 9.30. launch at 1.30pm, bbq "
                                     "12-3ish"),
            ("2043-07-15T18:00:00Z", "blue badge spaces by the boathouse, 6 of them, ring me to save one 📞")],
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
    question = "where do visitors park sat? doing the poster tonight"
    context = ["Today is Tue 29 July 2043. You are talking to Bethan, a volunteer doing the poster for Criccieth "
               "lifeboat station's open day (Sat 2 Aug, 10.30-4)."]
    for query in ("where do visitors park on saturday", "car park and parking for the open day"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("visitors park in the harbour car park, £3 all day" in c for c in context), context
    assert any("so visitors up in Pen y Bryn's top field" in c for c in context), context
    assert any("blue badge spaces by the boathouse" in c for c in context), context
    reply = answer(question, context, mock="Pen y Bryn farm's top field - £3 in the bucket on the gate, Huw's putting "
                                           "signs up off the high street. Blue badges by the boathouse (6 spaces, "
                                           "ring Sue).")
    finish(question, expected="the harbour car park", actual=reply)


asyncio.run(main())
