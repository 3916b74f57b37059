"""Batch 305 (held out). A town twinning association: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches and the answer call; the
answer call has the extra for the dinner in its context and leaves it out of the sum.

App: the Ripponden & Valmont-sur-Orne Twinning Association go over to Valmont (their French twin town) from Thurs
25th to Mon 29th May 2051 for the 40th anniversary of the twinning - coach and ferry, home stays with French
families, a gala dinner at the mairie. The organisers' chat goes into EverMemOS - Bernard (the treasurer) and Anne
(the secretary) - and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Bernard's 2051-03-14T19:30 message -
coach and ferry £140 each, staying with families so no hotel, £50 deposit each by 1st April; Anne's
2051-04-02T20:10 - the coach is Halls of Halifax, leaving the bus station at 5am for the 10.30 from Dover; Bernard's
2051-04-20T18:00 - the mairie are doing a gala dinner on the Saturday night for the 40th, it's £38 a head on top,
not in the £140, pay him not them; Anne's 2051-05-06T09:15 - 40 going, 2 on the waiting list. Question (Weds 10/5,
Margaret): "how much do I still owe for me + Geoff? we've paid both deposits + we're going to the dinner" ->
expected £256 (2 x £140 + 2 x £38, less the 2 x £50 deposits). The model says £180, leaving out the dinner.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the £140 each, the £50 deposits and the £38 a head for the dinner on top, and the model's sum leaves
the dinner out. Asserted: the context has the £140 line, the deposit and the £38 dinner line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b305_evermemos_twinning_trip_cost_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ripponden-valmont-twinning-2051"
MESSAGES = {
    "bernard": [("2051-03-14T19:30:00Z", "VALMONT TRIP 🇫🇷 thurs 25th - mon 29th may for the 40th!! coach + ferry "
                                         "£140 each, staying w/ families so no hotel. £50 deposit each to me by "
                                         "1st april pls, cheques to R&V Twinning"),
                ("2051-04-20T18:00:00Z", "the mairie are doing a gala dinner sat nite for the 40th 🥂 it's £38 a "
                                         "head on top, NOT in the £140 - pay me not them, I'll send it over in one "
                                         "go")],
    "anne": [("2051-04-02T20:10:00Z", "coach is Halls of Halifax, leaving the bus stn 5am (!!) for the 10.30 from "
                                      "Dover. passports, EHIC cards, a gift for ur family"),
             ("2051-05-06T09:15:00Z", "40 going 🎉 2 on the waiting list in case anyone drops out")],
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
    question = "how much do I still owe for me + Geoff? we've paid both deposits + we're going to the dinner"
    context = ["Today is Weds 10 May 2051. You are talking to Margaret, who's going on the Ripponden & "
               "Valmont-sur-Orne Twinning Association's trip to Valmont (25-29 May) with her husband Geoff."]
    for query in ("trip cost per person", "deposit", "gala dinner price"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("coach + ferry £140 each" in c and "£50 deposit each" in c for c in context), context
    assert any("£38 a head on top, NOT in the £140" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£180 - that's £140 each for the coach and ferry, so £280, less the "
                                               "two £50 deposits you've paid.")
    finish(question, expected="£256 - 2 x £140 + 2 x £38 for the gala dinner, less the 2 x £50 deposits",
           actual=reply)


asyncio.run(main())
