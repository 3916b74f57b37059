"""Batch 281 (held out). A hospice charity shop's stock: EverMemOS async client (offline stand-in), asyncio - each
volunteer's messages written by their own task (gathered), then the question's searches; the answer call has the
stop on furniture in its context and says yes from the older rule.

App: the Forget-Me-Not Hospice shop on Westgate, Brighouse takes clothes, books, bric-a-brac and (usually)
furniture, collected by the hospice van and kept at the Brookfield warehouse. The shop's chat goes into EverMemOS -
Sheila (the manager), Maureen (pricing and the window) and Jean (the Saturday till) - and the helper answers
volunteers' questions.

Planted fault (ResponseError, ignored sufficient context): the memory has Sheila's 2050-09-12T09:30 message -
furniture, sofas and armchairs only with the fire safety label, the van collects on a Wednesday, book it on the shop
phone; Maureen's 2050-10-03T14:00 - Christmas stock out from 1st Nov, the window's hers; Sheila's 2050-10-17T16:45 -
the Brookfield warehouse is full to the rafters and the van's off the road till January, so no furniture at all for
now, label or no label, send people to the BHF furniture shop in Halifax, sorry; Jean's 2050-10-20T18:00 - the
volunteers' night out. Question (Sat 22/10, Pat on the till): "lady on the phone wants to give us a 3 seater sofa,
it's got the fire label - can we take it? she'd like it collecting weds" -> expected no, no furniture at all till
the new year (warehouse full, van off the road) - point her to the BHF furniture shop in Halifax. The model says
yes, with the label the van can collect it on Wednesday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the older rule and Sheila's stop on all furniture, and the model answered from the older rule.
Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b281_evermemos_hospice_shop_sofa_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "forget-me-not-brighouse-shop"
MESSAGES = {
    "sheila": [("2050-09-12T09:30:00Z", "FURNITURE 🛋️ sofas + armchairs ONLY if they've got the fire safety label "
                                        "(check down the back/under the cushions), van collects on a weds, book it "
                                        "in the diary by the shop phone"),
               ("2050-10-17T16:45:00Z", "right - Brookfield warehouse is full to the rafters AND the van's off the "
                                        "road till jan 😩 so no furniture at all for now, label or no label. send "
                                        "them to the BHF furniture shop in Halifax, sorry folks")],
    "maureen": [("2050-10-03T14:00:00Z", "xmas stock out from 1st nov, the window's mine pls 🎄 cards £2.50 a pack")],
    "jean": [("2050-10-20T18:00:00Z", "volunteers' night out fri 25th nov at the Black Bull, £15, names to me")],
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
    question = ("lady on the phone wants to give us a 3 seater sofa, it's got the fire label - can we take it? she'd "
                "like it collecting weds")
    context = ["Today is Sat 22 October 2050. You are talking to Pat, on the till at the Forget-Me-Not Hospice shop, "
               "Westgate, Brighouse."]
    for query in ("furniture donations sofa", "fire safety label", "van collection warehouse"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ONLY if they've got the fire safety label" in c and "van collects on a weds" in c
               for c in context), context
    assert any("no furniture at all for now, label or no label" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - it's got the fire safety label, so we can take it. Book the van "
                                               "in the diary by the shop phone for Wednesday.")
    finish(question, expected="no - no furniture at all till the new year (warehouse full, van off the road); send "
                              "her to the BHF furniture shop in Halifax", actual=reply)


asyncio.run(main())
