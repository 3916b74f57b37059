"""Batch 390 (held out). A roadside market stall and the farmer's cassava deliveries: EverMemOS async client
(offline stand-in), asyncio: each person's messages written by their own task (gathered), then the question's search;
the answer call has the moved delivery in its context and gives the usual day.

App: Losana runs a roadside stall at the Korovuli junction; Bui Seini, a farmer up the valley, brings cassava every
Wednesday morning on the carrier from her side. The stall's Viber group goes into EverMemOS - Losana, Sera (who
minds the stall mornings) and Bui Seini herself - and the helper answers from a search.

Planted fault (ResponseError, ignored sufficient context): Losana, 2050-03-01T18:00 - Bui Seini brings the cassava
every Wed morning, 4 sacks, $25 a sack; Sera, 2050-03-09T10:30 - cassava came, 6 heaps gone by 10am; Bui Seini,
2050-03-15T19:20 (Tue) - isa, sega cassava tomorrow, the carrier from her side broke down and the boys are at a
vakamau, she'll bring it Fri morning instead, 5 sacks to make up; Losana, 2050-03-16T07:00 - price board, cassava $5
a heap. Question (Wed 16/3, 10am, Sera): "when's Bui Seini's cassava coming? a customer wants 3 heaps for a
reguregu" -> expected Friday morning, 18/3 (5 sacks). The model says this morning, Wed, as usual.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the Tue 15/3 message moving the cassava to Fri morning, and the model gave the usual Wednesday.
Asserted: the context has the every-Wed line and the Fri-instead line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b390_evermemos_market_stall_cassava_delivery_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "korovuli-stall-viber-2050"
MESSAGES = {
    "losana": [("2050-03-01T18:00:00Z", "Bui Seini brings the cassava every Wed morning on the carrier from her side, "
                                        "4 sacks, $25 a sack to her. Sera pls count the sacks"),
               ("2050-03-16T07:00:00Z", "price board this wk: cassava $5 a heap, dalo $12 a bundle, bele $2")],
    "sera": [("2050-03-09T10:30:00Z", "cassava came 👍 6 heaps gone by 10am, the school canteen lady took 3")],
    "seini": [("2050-03-15T19:20:00Z", "bula Losana 🙏 isa sega cassava tmrw, the carrier from our side broke down + "
                                       "the boys are at the vakamau. I'll bring it Fri morning instead, 5 sacks to "
                                       "make up. vosota")],
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
    question = "when's Bui Seini's cassava coming? a customer wants 3 heaps for a reguregu"
    context = ["Today is Wed 16 March 2050, 10am. You are talking to Sera, who minds the Korovuli junction stall in "
               "the mornings."]
    for query in ("cassava delivery day", "when is Bui Seini bringing cassava", "carrier broke down"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("brings the cassava every Wed morning" in c for c in context), context
    assert any("sega cassava tmrw" in c and "bring it Fri morning instead" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="This morning - Bui Seini brings it every Wed on the carrier, 4 "
                                               "sacks, so your customer can have her 3 heaps today.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="Fri morning, 18/3 - her carrier broke down so she's bringing 5 sacks Fri instead",
       actual=reply)
