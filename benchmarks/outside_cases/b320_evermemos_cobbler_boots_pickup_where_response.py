"""Batch 320 (held out). A cobbler and key-cutting kiosk: EverMemOS async client (offline stand-in), asyncio: each
person's messages written by their own task (gathered), then the question's search; the answer call has the
kiosk's temporary move in its context and sends the customer to the old place.

App: Sole Man is Gary's cobbler and key-cutting kiosk in the Borough Market hall - resoles, heels, zips on boots,
keys, watch straps. Gary and Bev (who works the kiosk three days) post the shop's goings-on into EverMemOS; the
helper answers customers who ring or message about their tickets.

Planted fault (ResponseError, ignored sufficient context): the memories have Gary's 2051-04-24T08:30 message - Mr
Sutcliffe's Docs (ticket 141) in for a full resole, £55, ready Fri 5th May, collect from the kiosk in the market
hall; Bev's 2051-04-28T16:00 message - the market's shutting for the roof from Sat 6th for about 6 weeks, so they're
moving into unit 12 in the Westgate Arcade (the old phone shop) from Mon 8th, everything ready after the 6th to be
picked up there; Gary's 2051-05-03T12:10 message - Sutcliffe's soles are stuck but the glue wants 48 hrs in this
cold, so ready Monday now, not Friday; Bev's 2051-05-04T17:05 message - the key machine's moving Friday night, no
keys Saturday. Question (Sun 7/5, Mr Sutcliffe): "where do I pick my Docs up? ticket 141, I'm in town Monday dinner
time" -> expected unit 12 in the Westgate Arcade (the market hall's shut for the roof), ready Monday. The model says
the kiosk in the market hall.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the move to the Westgate Arcade from Mon 8th and the boots put back to Monday, and the model sent him
to the market hall. Asserted: the context has the ticket 141 line, the move line and the ready-Monday line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b320_evermemos_cobbler_boots_pickup_where_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sole-man-borough-market"
MESSAGES = {
    "gary": [("2051-04-24T08:30:00Z", "Mr Sutcliffe's Docs (ticket 141) in for a full resole, £55 - told him ready "
                                      "fri 5th may, collect from the kiosk in the market hall as usual"),
             ("2051-05-03T12:10:00Z", "Sutcliffe's soles are on 👍 but the glue wants 48 hrs in this cold so they'll "
                                      "be ready mon now not fri, left him a voicemail")],
    "bev": [("2051-04-28T16:00:00Z", "market's shutting for the roof from sat 6th, about 6 wks 😩 we're moving into "
                                     "unit 12 in the Westgate Arcade (the old phone shop) from mon 8th, so anything "
                                     "ready after the 6th gets picked up there. signs going up on the kiosk"),
            ("2051-05-04T17:05:00Z", "key machine's moving fri night so no keys sat, heels only. Gary's brother's "
                                     "van")],
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
    question = "where do I pick my Docs up? ticket 141, I'm in town Monday dinner time"
    context = ["Today is Sun 7 May 2051. You are talking to Mr Sutcliffe, a customer of Sole Man (cobbler and key "
               "cutting)."]
    for query in ("ticket 141 Sutcliffe Docs", "where to collect repairs", "kiosk moving market hall"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ticket 141" in c and "collect from the kiosk in the market hall" in c for c in context), context
    assert any("moving into unit 12 in the Westgate Arcade" in c for c in context), context
    assert any("ready mon now not fri" in c for c in context), context
    with fault():
        reply = answer(f"(Mr Sutcliffe) {question}", context,
                       mock="From the kiosk in the market hall - your Docs are ready Monday, £55 to pay.")
    finish(question, expected="unit 12 in the Westgate Arcade - the market hall's shut for the roof; ready Monday",
           actual=reply)


asyncio.run(main())
