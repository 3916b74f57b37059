"""Batch 335 (held out). An alpaca trekking farm: EverMemOS async client (offline stand-in), asyncio - each person's
messages written by their own task (gathered), then the question's searches and the answer call; the answer has the
longer trek in its context and gives the old length.

App: Moorside Alpacas run treks from their farm above Hebden Bridge - 10.30 and 2 at weekends, an alpaca each, the
farm shop after. The farm's chat goes into EverMemOS - Jo (who owns the farm), Dave (her husband, the land and the
paths) and Hannah (a trek leader) - and the helper answers whoever's on the phone taking bookings.

Planted fault (ResponseError, ignored sufficient context): the memories have Jo's 2051-03-01T19:00 message - treks
this year at 10.30 and 2, 1 1/2 hrs round the reservoir loop, meet at the barn 15 mins before; Dave's
2051-04-20T17:30 - the new permissive path over Withens is open, the farmer's signed it off; Jo's 2051-05-02T20:15 -
since Dave's path is open they're doing the longer loop up over Withens and back by the tarn, 2 hrs now including the
photo stop at the top, the old reservoir loop is just for the mini treks (under 10s, 45 mins); Hannah's
2051-05-09T18:00 - Biscuit and Pepper back on treks. Question (Fri 12/5, Dave's mum on the booking phone): "lady
booking the sat 2pm trek wants to know how long it is - they've got a train at 4.40 from Hebden" -> expected 2 hours
(the longer loop over Withens, photo stop included - back about 4, tight for a 4.40 train). The model says an hour
and a half round the reservoir loop.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the memories the model was
given have the change to the 2-hour Withens loop next to the first 1 1/2 hrs, and the model gave the first length.
Asserted: the context has the 1 1/2 hrs message and the 2 hrs message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b335_evermemos_alpaca_trek_how_long_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moorside-alpacas-2051"
MESSAGES = {
    "jo": [("2051-03-01T19:00:00Z", "treks this yr 🦙 sat + sun 10.30 + 2, 1 1/2 hrs round the reservoir loop. meet "
                                    "at the barn 15 mins b4, wellies or boots"),
           ("2051-05-02T20:15:00Z", "since Dave's path is open we're doing the longer loop up over Withens + back by "
                                    "the tarn - 2 hrs now inc the photo stop at the top 📸 the old reservoir one's "
                                    "just for the mini treks now (under 10s, 45 mins)")],
    "dave": [("2051-04-20T17:30:00Z", "new permissive path over Withens is open 🎉 farmer's signed it off, stiles are "
                                      "in")],
    "hannah": [("2051-05-09T18:00:00Z", "Biscuit + Pepper back on treks, vet's happy 👍 Biscuit still a bit slow on "
                                        "the hill")],
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
    question = "lady booking the sat 2pm trek wants to know how long it is - they've got a train at 4.40 from Hebden"
    context = ["Today is Fri 12 May 2051. You are talking to Dave's mum, who's taking bookings on the phone for "
               "Moorside Alpacas."]
    for query in ("how long is the trek", "trek loop hrs", "Withens loop reservoir loop"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("1 1/2 hrs round the reservoir loop" in c for c in context), context
    assert any("2 hrs now inc the photo stop" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="An hour and a half - it's the reservoir loop, so they'll be back at "
                                               "the barn about 3.30, plenty of time for the 4.40.")
    finish(question, expected="2 hours - it's the longer loop over Withens now, photo stop included, so back about 4 "
                              "(tight for the 4.40)", actual=reply)


asyncio.run(main())
