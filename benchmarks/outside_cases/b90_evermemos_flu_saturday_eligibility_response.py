"""Batch 90 (held out). A GP surgery's staff group chat during the flu campaign: EverMemOS async client (the
offline stand-in server), asyncio.

App: Ashgrove Surgery's staff WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one group); the
reception helper searches it to answer the front desk.

Planted fault (ResponseError, the context had the answer): Grace (practice nurse) says the Sat 7/10 clinic is for
65 and over only because it's the Fluad stock, which can't go to under-65s; Carol says under-65s in an at-risk
group (asthma, diabetes, COPD) get the other vaccine at the Wednesday afternoon clinics from the 11th. Both are in
the context. Question (Thu 5/10, Sue on reception): "can I book Mr Patel into saturday's clinic? he's 64,
asthmatic" -> expected no (Saturday is over-65s only; he needs a Wednesday afternoon). The model says yes because
he's at risk.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the 65+-only
message and the Wednesday at-risk message are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b90_evermemos_flu_saturday_eligibility_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashgrove-staff"
MESSAGES = [
    ("2034-09-25T08:15:00Z", "carol", "65+ texts going out today for the sat clinics, link to the booking page. "
                                      "expect the phones to go mad"),
    ("2034-09-29T13:02:00Z", "grace", "Fluad in - 400 doses, fridge 2. remember SAT 7/10 is 65 and over ONLY, it's "
                                      "the Fluad, we can't give it to under 65s. no exceptions pls"),
    ("2034-09-29T16:40:00Z", "tom", "I'm on for the 7th, can't do the 21st (wedding)"),
    ("2034-10-02T09:30:00Z", "carol", "under 65 at risk (asthma, diabetes, copd etc) get the QIVc - weds pm "
                                      "clinics 2-5.30 from the 11th, room 2. book in 5 min slots"),
    ("2034-10-03T11:12:00Z", "sue", "Mr Patel rang again re his jab, said I'd check + ring him back"),
    ("2034-10-04T17:55:00Z", "lisa", "cool boxes + ice packs ready for sat, thermometer log in the red folder"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "can I book Mr Patel into saturday's clinic? he's 64, asthmatic"
    found = await client.v0.memories.search(extra_query={"query": "saturday flu clinic who can book age 65 under 65 "
                                                                  "at risk asthma Mr Patel", "top_k": 12})
    context = ["Today is Thu 5 October 2034. You are talking to Sue on reception."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("65 and over ONLY" in c for c in context), context
    assert any("under 65 at risk (asthma" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - with his asthma he's in an at-risk group, so go ahead and "
                                               "book him a Saturday slot.")
    finish(question, expected="no - Saturday's for the over-65s, he wants a Wednesday afternoon", actual=reply)


asyncio.run(main())
