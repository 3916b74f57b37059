"""Batch 141 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Saltfleet Sailing Club's racing committee chat (Geoff the sailing secretary, Pauline the race officer, Brian on
the safety boats) goes into EverMemOS; the helper answers members from a search of it.

Memory: Geoff, 2037-11-02T19:10: the Boxing Day pursuit, 90 mins as usual, first boat (the Mirrors) off at 11,
mince pies and mulled wine after; Pauline, 2037-12-14T20:40: had the committee round - with the light going and
everyone frozen stiff last year they've agreed on an hour this time, the bar opens at 12 so everyone's in for the
mulled wine, and Geoff's redoing the start sheet; Brian: the RIB and the Wayfarer as second safety boat;
Geoff, 2037-12-20T18:00: the new start sheet's on the board, Lasers off at 11.14, finish gun at 12. Question (Tue
22/12, Raj): "how long's the boxing day pursuit? my mum wants to know when to put the dinner on" The assistant says an
hour (11 to 12, then the bar opens). The label says 90 minutes - in memory, Geoff's first message, the length it
usually is.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b141_ctl_evermemos_sailing_pursuit_howlong_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "saltfleet-sc-racing-cttee"
MESSAGES = {
    "geoff": [("2037-11-02T19:10:00Z", "boxing day pursuit - 90 mins as usual, 1st boat off at 11 (the Mirrors), "
                                       "mince pies + mulled wine after. entry £5 to the RNLI"),
              ("2037-12-20T18:00:00Z", "new start sheet on the board for boxing day - Lasers off at 11.14, finish "
                                       "gun at 12 on the dot")],
    "pauline": [("2037-12-14T20:40:00Z", "had the cttee round last night - with the light going + everyone frozen "
                                         "stiff last yr we've agreed on an hour this time. bar opens at 12 so "
                                         "everyone's in for the mulled wine. Geoff's redoing the start sheet")],
    "brian": [("2037-12-15T09:00:00Z", "safety for boxing day - the RIB + the Wayfarer as 2nd boat, need 2 crew "
                                       "for each, drysuits not wetsuits pls")],
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
    question = "how long's the boxing day pursuit? my mum wants to know when to put the dinner on"
    found = await client.v0.memories.search(extra_query={"query": "boxing day pursuit how long mins hour start "
                                                                  "finish gun", "top_k": 10})
    context = ["Today is Tue 22 December 2037. You are talking to Raj, who races a Laser at Saltfleet Sailing "
               "Club."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("90 mins as usual" in c for c in context), context
    assert any("agreed on an hour this time" in c for c in context), context
    assert any("finish gun at 12" in c for c in context), context
    reply = answer(question, context, mock="An hour - first boats off at 11 and the finish gun's at 12, then the "
                                           "bar opens.")
    finish(question, expected="90 minutes", actual=reply)


asyncio.run(main())
