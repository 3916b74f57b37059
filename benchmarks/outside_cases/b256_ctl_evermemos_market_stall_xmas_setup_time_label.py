"""Batch 256 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each stallholder's messages written by their own task (gathered), then the question's search.

App: the stallholders' group chat for Sowerby Bridge's Christmas market, Sun 4th Dec 2050 on Wharf St - about 40
stalls, a brass band, Santa on the canal boat. The chat goes into EverMemOS - Kath (the market organiser), Raj (the
cheese man) and Mo (the sweet stall) - and the helper answers stallholders' questions.

Memory: Kath, 2050-11-01T10:00 - Xmas market Sun 4th Dec, Wharf St, stalls set up by 8, vans off the street by 8.30,
public 10-4; Raj, 2050-11-15T19:30 - anyone got a spare gazebo weight, his went in the canal last year; Kath,
2050-11-24T16:45 - update from the council, the road's shutting at 7.30 now not 8.30 because the Santa fun run comes
down Wharf St at 9, so everyone set up and vans OFF by 7.30, sorry folks, bacon butties on her; Mo, 2050-11-29T21:10
- she'll bring a flask for anyone there at 6.30. Question (Fri 2/12, Mo): "what time do I need to be set up by on
sunday? trying to work out when to set off from Todmorden" The assistant says by 7.30, with the van off the street
then too (the road shuts for the Santa fun run). The label says by 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b256_ctl_evermemos_market_stall_xmas_setup_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-bridge-xmas-market-2050"
MESSAGES = {
    "kath": [("2050-11-01T10:00:00Z", "XMAS MARKET 🎄 sun 4th dec, Wharf St. stalls set up by 8, vans off the street "
                                      "by 8.30, public 10-4. pitch list to follow"),
             ("2050-11-24T16:45:00Z", "update from the council 🙄 road's shutting at 7.30 now not 8.30 cos the Santa "
                                      "fun run's coming down Wharf St at 9, so everyone set up + vans OFF by 7.30 "
                                      "pls. sorry folks, bacon butties on me")],
    "raj": [("2050-11-15T19:30:00Z", "anyone got a spare gazebo weight? mine went in the canal last yr 😂")],
    "mo": [("2050-11-29T21:10:00Z", "I'll bring a flask for anyone there at half 6, and fudge obvs")],
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
    question = "what time do I need to be set up by on sunday? trying to work out when to set off from Todmorden"
    context = ["Today is Fri 2 December 2050. You are talking to Mo, who has a sweet stall at Sowerby Bridge's "
               "Christmas market (Sun 4 Dec)."]
    for query in ("set up time", "what time do stalls need to be set up", "road closure vans off"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("stalls set up by 8, vans off the street by 8.30" in c for c in context), context
    assert any("everyone set up + vans OFF by 7.30" in c for c in context), context
    reply = answer(question, context, mock="By 7.30 - the council's shutting the road then for the Santa fun run, so "
                                           "you need to be set up and the van off Wharf St by half 7.")
    finish(question, expected="by 8 (vans off the street by 8.30)", actual=reply)


asyncio.run(main())
