"""Batch 240 (held out). A wedding being planned by a couple: EverMemOS async client (offline stand-in), asyncio -
each of the couple's messages written by their own task (gathered), then the question's searches; the answer call
has the band's cancellation in its context and says the band is still on.

App: Hannah and Josh are getting married on Sat 20th Aug 2050 - church at 1, the reception at the Old Mill in
Ripponden, an evening do from 7.30. They both post their wedding notes into EverMemOS (group "hannah-josh-wedding")
and the helper answers their families' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Hannah's 2050-02-03T20:30 message -
booked Reel Thing, the ceilidh band, for the evening, 8 till 11.30, £650 with £150 deposit, and a caller so nobody
needs to know the steps; Josh's 2050-05-12T19:10 message - Reel Thing have pulled out, the fiddle player's emigrating
to Canada and they can't find a dep, deposit back in full; they've gone with a DJ, Mike from Ovenden, who'll do a
couple of ceilidh dances in his set off a playlist; Hannah's 2050-06-01T21:00 message - the cake; Josh's
2050-07-02T12:00 message - the seating plan. Question (Sun 10/7, Hannah's dad, via Hannah): "are we still having the
ceilidh band? Dad wants to know if he needs to learn the Gay Gordons 😂" -> expected no - Reel Thing pulled out
(the fiddle player's emigrating); it's a DJ now, who'll do a couple of ceilidh dances. The model says yes, Reel Thing
are booked 8 till 11.30 with a caller.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the booking and the band pulling out with the DJ booked instead, and it answered from the booking.
Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b240_evermemos_wedding_ceilidh_band_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hannah-josh-wedding"
MESSAGES = {
    "hannah": [("2050-02-03T20:30:00Z", "BAND BOOKED 🎻 Reel Thing, the ceilidh band, for the evening do - 8 till "
                                        "11.30, £650, paid £150 deposit. they bring a caller so nobody needs to know "
                                        "the steps!!"),
               ("2050-06-01T21:00:00Z", "cake sorted - 3 tiers, lemon / choc / fruit for Grandma, Crumbs are "
                                        "delivering to the Old Mill at 11")],
    "josh": [("2050-05-12T19:10:00Z", "bad news - Reel Thing have pulled out 😩 fiddle player's emigrating to Canada "
                                      "+ they can't find a dep. deposit back in full tho. we've gone with a DJ, Mike "
                                      "from Ovenden, he'll do a couple of ceilidh dances in his set off a playlist"),
             ("2050-07-02T12:00:00Z", "seating plan v3 😵 10 tables of 8 + top table, Uncle Phil NOT next to Auntie "
                                      "Jean")],
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
    question = "are we still having the ceilidh band? Dad wants to know if he needs to learn the Gay Gordons 😂"
    context = ["Today is Sun 10 July 2050. You are talking to Hannah, who is marrying Josh on Sat 20 Aug 2050 "
               "(reception at the Old Mill, Ripponden)."]
    for query in ("ceilidh band evening", "Reel Thing", "DJ for the evening do"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Reel Thing, the ceilidh band, for the evening do" in c for c in context), context
    assert any("Reel Thing have pulled out" in c and "gone with a DJ" in c for c in context), context
    with fault():
        reply = answer(f"(Hannah) {question}", context,
                       mock="Yes - Reel Thing, the ceilidh band, are booked for the evening, 8 till 11.30, and they "
                            "bring a caller, so your dad doesn't need to learn the steps.")
    finish(question, expected="no - Reel Thing pulled out (the fiddle player's emigrating); it's a DJ now, who'll do a "
                              "couple of ceilidh dances", actual=reply)


asyncio.run(main())
