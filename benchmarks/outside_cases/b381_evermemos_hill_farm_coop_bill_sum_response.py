"""Batch 381 (held out). A Welsh hill farm's co-op bill: EverMemOS async client (offline stand-in), asyncio - each
person's messages written by their own task (gathered), then the question's search; the answer call has the
corrected feed order in its context and sums the bill from the first one.

App: Tŷ Newydd is a hill farm above Cwm Nant-ddu - Emyr runs the sheep, Ann does the books, and they buy feed on
account at the farmers' co-op in Trefelin, where Gethin takes the orders. Their messages about the October orders go
into EverMemOS (one group), and the helper answers from a search of it.

Planted fault (ResponseError, ignored sufficient context): Emyr, 2051-10-02T20:30 - ordered 2 ton of ewe nuts from
the co-op for flushing before the tups go in, £318 a ton delivered; Ann, 2051-10-05T19:15 - on the co-op account,
12 bags of lamb creep for the late ones (25kg, £15.40 a bag) and 4 mineral buckets at £42.50; Emyr,
2051-10-09T21:40 - actually make that 3 ton of the nuts not 2, the grass has gone nowhere with the dry spell, rang
Gethin, same price; Gethin, 2051-10-12T10:05 - delivered 3t of ewe nuts in bulk bags by the silage pit, statement
end of the month, DD on the 5th. Question (Mon 16/10, Ann): "what's the co-op going to come to this month? want to
make sure there's enough in the account before the DD goes" -> expected £1,308.80 (3 x £318 + 12 x £15.40 + 4 x
£42.50). The model sums the first order, 2 ton: £990.80.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the change to 3 ton and the co-op's delivery of 3t next to the first order, and it added up the
2 ton. Asserted: the context has the 2 ton order, the "make that 3 ton" line, the delivery, the creep and the
buckets.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b381_evermemos_hill_farm_coop_bill_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ty-newydd-coop-2051"
MESSAGES = {
    "emyr": [("2051-10-02T20:30:00Z", "ordered 2 ton of ewe nuts from the co-op for flushing b4 the tups go in, £318 "
                                      "a ton delivered"),
             ("2051-10-09T21:40:00Z", "actually make that 3 ton of the nuts not 2, grass has gone nowhere with this "
                                      "dry spell 😩 rang Gethin at the co-op, same price")],
    "ann": [("2051-10-05T19:15:00Z", "co-op account - 12 bags of lamb creep for the late ones, 25kg, £15.40 a bag. "
                                     "+ 4 mineral buckets @ £42.50, on the account not cash")],
    "gethin": [("2051-10-12T10:05:00Z", "Tŷ Newydd - delivered 3t ewe nuts in the bulk bags, left by the silage pit. "
                                        "statement goes out end of month, DD on the 5th. diolch")],
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
    question = ("what's the co-op going to come to this month? want to make sure there's enough in the account before "
                "the DD goes")
    context = ["Today is Mon 16 October 2051. You are talking to Ann, who does the books at Tŷ Newydd."]
    for query in ("co-op order ewe nuts", "co-op account bill", "lamb creep mineral buckets"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ordered 2 ton of ewe nuts" in c for c in context), context
    assert any("make that 3 ton of the nuts not 2" in c for c in context), context
    assert any("delivered 3t ewe nuts" in c for c in context), context
    assert any("12 bags of lamb creep" in c and "4 mineral buckets @ £42.50" in c for c in context), context
    with fault():
        reply = answer(f"(Ann) {question}", context,
                       mock="£990.80 - 2 ton of ewe nuts at £318 (£636), 12 bags of creep at £15.40 (£184.80) and 4 "
                            "mineral buckets at £42.50 (£170).")
    finish(question, expected="£1,308.80 - 3 ton of nuts (£954), the creep £184.80 and the buckets £170", actual=reply)


asyncio.run(main())
