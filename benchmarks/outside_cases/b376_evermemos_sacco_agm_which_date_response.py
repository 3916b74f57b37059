"""Batch 376 (held out). A matatu SACCO's committee chat: EverMemOS async client (offline stand-in), asyncio - each
committee member's messages written by their own task (gathered), then the question's search; the answer call has
the AGM's move in its context and gives the first date.

App: Mto Safi Express Sacco's committee chat goes into EverMemOS - Njoroge (the chairman), Atieno (the secretary)
and Kiprop (the treasurer) - and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): Njoroge's 2026-03-02T19:10 message - AGM ni Sat 28th
March, 2pm at Kisima Social Hall, every member with ID and the share certificate; Kiprop's 2026-03-09T20:30
message - the accounts are audited, dividends will be announced at the AGM; Atieno's 2026-03-17T18:45 message - the
hall has a wedding that day, so the AGM imesogezwa wiki moja mbele, same time same place, she's told the county
office; Kiprop's 2026-03-18T21:00 message - nominations for the committee close a week before the AGM. Question
(Thu 19/03/2026, Chebet, a member and driver): "AGM ni tarehe ngapi? nataka kuomba off kwa shift" -> expected Sat
4th April (a week after the 28th, moved for the wedding). The model says Sat 28th March.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): both the first date and
the move a week on are in the context the model was given, and it gave the first date. Asserted: the context has
the Sat 28th line and the wiki moja mbele line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b376_evermemos_sacco_agm_which_date_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mto-safi-express-committee-2026"
MESSAGES = {
    "njoroge": [("2026-03-02T19:10:00Z", "AGM ni Sat 28th March, 2pm at Kisima Social Hall 📢 kila member alete ID na "
                                         "share certificate. lunch itakuwa provided")],
    "kiprop": [("2026-03-09T20:30:00Z", "accounts zimeauditiwa ✅ dividends zitaannounciwa kwa AGM"),
               ("2026-03-18T21:00:00Z", "nominations za committee zinafunga one week before the AGM, forms kwa "
                                        "office")],
    "atieno": [("2026-03-17T18:45:00Z", "wasee, hall ina harusi siku hiyo 🙄 so AGM imesogezwa wiki moja mbele, same "
                                        "time same place. nimeambia county office pia")],
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
    question = "AGM ni tarehe ngapi? nataka kuomba off kwa shift"
    context = ["Today is Thu 19 March 2026. You are talking to Chebet, a member and driver with Mto Safi Express "
               "Sacco."]
    for query in ("AGM date", "when is the AGM", "hall for the AGM"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("AGM ni Sat 28th March, 2pm at Kisima Social Hall" in c for c in context), context
    assert any("AGM imesogezwa wiki moja mbele" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="AGM ni Sat 28th March, 2pm at Kisima Social Hall - omba off ya "
                                               "siku hiyo, na ulete ID na share certificate.")
    finish(question, expected="Sat 4th April, 2pm at Kisima Social Hall - moved a week on because of a wedding",
           actual=reply)


asyncio.run(main())
