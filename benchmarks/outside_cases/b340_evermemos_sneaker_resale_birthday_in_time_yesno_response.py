"""Batch 340 (held out). A sneaker resale marketplace's buyer chat: EverMemOS async client (offline stand-in),
asyncio: the buyer's messages and the support desk's messages are written by their own tasks (gathered), then the
question's search; the answer call has both dates it needs and says yes where they say no.

App: SoleSwap is a resale marketplace for sneakers; every pair goes from the seller to the authentication hub in
Berlin and then to the buyer, so the estimated delivery depends on where the seller is. The chat between a buyer
and SoleSwap support goes into EverMemOS; the helper answers the buyer from it. The buyer here is Chen Wei in
Amsterdam, buying a present for his wife Li Na.

Planted fault (ResponseError, ignored sufficient context): Chen's message of 01.03.2026 says the gift is for his
wife Li Na, whose birthday is on 28.03, she wants the Salomon XT-6 black in EU 39 1/3, and for himself the New
Balance 550 white/green in EU 44. Support's 05.03.2026 message confirms SSW-91002 (the New Balance, EUR 135, seller
in Milan, estimated delivery 16.03.2026); support's 06.03.2026 message confirms SSW-91017 (the Salomon, EUR 160,
seller in Osaka, shipping to Berlin and the authentication take longer, estimated delivery 02.04.2026). Chen's
16.03.2026 message says the New Balance arrived today. Question (20.03.2026, Chen): "Will the Salomon come before
the birthday of my wife? If not I buy something else in the shop this weekend." -> expected no: the estimated
delivery is 02.04.2026 and the birthday is 28.03, five days earlier, so he should buy something else (a small
inference: no record says "late", the answer follows from putting the two dates side by side). The model says yes,
it should arrive in time, because the New Balance came on time.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the birthday (28.03) and the Salomon's estimated delivery (02.04.2026), which decide "no", and the
model answered yes. Asserted: the context has the birthday line and the SSW-91017 line with 02.04.2026.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b340_evermemos_sneaker_resale_birthday_in_time_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "soleswap-buyer-chen-wei"
MESSAGES = {
    "chen-wei": [
        ("2026-03-01T10:20:00Z", "Hello, I am looking for a gift for my wife Li Na, her birthday is on 28.03. She "
                                 "wants the Salomon XT-6 in black, size EU 39 1/3. And for me the New Balance 550 "
                                 "white/green, EU 44."),
        ("2026-03-16T18:30:00Z", "The New Balance 550 is arrived today, perfect, thank you. The box is a little bit "
                                 "damaged but the shoes are ok."),
    ],
    "soleswap-support": [
        ("2026-03-05T14:02:00Z", "Order SSW-91002 confirmed: New Balance 550 white/green EU 44, €135. The seller "
                                 "ships from Milan to our Berlin hub for authentication, estimated delivery to you "
                                 "16.03.2026."),
        ("2026-03-06T09:40:00Z", "Order SSW-91017 confirmed: Salomon XT-6 black EU 39 1/3, €160. The seller is in "
                                 "Osaka, the shipping to the Berlin hub and authentication take longer, estimated "
                                 "delivery to you 02.04.2026."),
    ],
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
    question = ("Will the Salomon come before the birthday of my wife? If not I buy something else in the shop "
                "this weekend.")
    context = ["Today is 20.03.2026. You are talking to Chen Wei, a buyer on SoleSwap."]
    for query in ("Salomon XT-6 delivery", "wife birthday", "estimated delivery order"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("her birthday is on 28.03" in c for c in context), context
    assert any("SSW-91017" in c and "estimated delivery to you 02.04.2026" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes, it should arrive in time - your New Balance came exactly on the "
                                               "estimated day, so the Salomon XT-6 will be there for Li Na's "
                                               "birthday.")
    finish(question, expected="no - the Salomon is estimated for 02.04.2026, after the birthday on 28.03; buy "
                              "something else", actual=reply)


asyncio.run(main())
