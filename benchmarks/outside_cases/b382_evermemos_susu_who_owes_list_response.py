"""Batch 382 (held out). A susu savings group in Accra: EverMemOS async client (offline stand-in), asyncio - each
member's WhatsApp messages written by their own task (gathered), then the question's searches; the answer call has
every payment message in its context and leaves out the one whose MoMo failed.

App: the Ebenezer Market Women Susu (Madina, Accra) - six members this cycle, GH₵ 200 each every Friday, cash to Bra
Kofi at the station or MoMo to the group's number. The group's WhatsApp goes into EverMemOS; Bra Kofi (the collector)
asks the helper who still owes before he closes the book for the day.

Planted fault (ResponseError, ignored sufficient context): Auntie Adjoa's 2026-03-13T06:00 message lists the six for
the cycle - Mansa, Kojo, Efua, Yaa, Ekow, Dzifa. Kojo (06:40) sent by MoMo; Mansa (06:55) paid cash to Bra Kofi;
Efua (07:10) sent 200 by MoMo; Dzifa (07:30) paid, Bra Kofi has her receipt; Yaa (08:15) "I'm coming" - she'll pay by
12, the market was slow; Efua again (08:50) - sorry oo, MoMo says the transaction failed, network wahala, the 200 is
back in her wallet, she'll bring cash tomorrow morning; Ekow (09:05) paid cash. Question (Fri 13/03/26 10am, Bra
Kofi): "who still owes for today? I want to close the book" -> expected Yaa and Efua (Efua's MoMo failed, she's
bringing cash Saturday). The model says only Yaa.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the six names, every payment and Efua's failed MoMo, and the model counted Efua as paid. Asserted: the
context has the member list, Efua's "Sent 200 MoMo" and her "transaction failed" message, and Yaa's.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b382_evermemos_susu_who_owes_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ebenezer-market-women-susu-2026"
MESSAGES = {
    "adjoa": [("2026-03-13T06:00:00Z", "Good morning all 🙏 Friday 13/03 contributions. we are 6 this cycle: Mansa, "
                                       "Kojo, Efua, Yaa, Ekow, Dzifa. GH₵ 200 each, cash to Bra Kofi at the station "
                                       "or MoMo to the group number")],
    "kojo": [("2026-03-13T06:40:00Z", "sent mine by MoMo ✅ ref Kojo")],
    "mansa": [("2026-03-13T06:55:00Z", "paid cash to Bra Kofi at the station, thank you")],
    "efua": [("2026-03-13T07:10:00Z", "Sent 200 MoMo ✅"),
             ("2026-03-13T08:50:00Z", "Eii sorry oo 🙆‍♀️ MoMo says the transaction failed, network wahala. the 200 "
                                      "is back in my wallet, I'll bring cash tomorrow morning")],
    "dzifa": [("2026-03-13T07:30:00Z", "paid, Bra Kofi has my receipt 🙏")],
    "yaa": [("2026-03-13T08:15:00Z", "I'm coming, I'll pay by 12. market was slow this morning, small small")],
    "ekow": [("2026-03-13T09:05:00Z", "paid cash to Bra Kofi. chale the traffic at the junction today 😤")],
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
    question = "who still owes for today? I want to close the book"
    context = ["Today is Fri 13 March 2026, 10am. You are talking to Bra Kofi, collector of the Ebenezer Market Women "
               "Susu (Madina)."]
    for query in ("who has paid contributions today", "MoMo payment", "paid cash to Bra Kofi", "will pay later"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("we are 6 this cycle: Mansa, Kojo, Efua, Yaa, Ekow, Dzifa" in c for c in context), context
    assert any(c == "Sent 200 MoMo ✅" for c in context), context
    assert any("MoMo says the transaction failed" in c for c in context), context
    assert any("I'm coming, I'll pay by 12" in c for c in context), context
    with fault():
        reply = answer(f"(Bra Kofi) {question}", context,
                       mock="Only Yaa - she said she'll pay by 12. Mansa, Kojo, Efua, Dzifa and Ekow have all paid.")
    finish(question, expected="Yaa and Efua - Efua's MoMo failed, she's bringing cash tomorrow morning", actual=reply)


asyncio.run(main())
