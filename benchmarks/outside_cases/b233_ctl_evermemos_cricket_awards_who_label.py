"""Batch 233 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Liversedge Cricket Club's annual dinner is on Fri 25th November 2050 at the Healds Hall hotel - 7 for 7.30, a
speaker, then the awards, twelve trophies. The committee's chat goes into EverMemOS - Jo (the secretary), Geoff (the
club president) and Kev (the social secretary) - and the helper answers members' questions.

Memory: Jo, 2050-09-20T19:00 - the dinner, and the awards presented by the president (Geoff) as usual; Geoff,
2050-10-12T10:00 - since the new hip he's not up to standing up and down for twelve awards, so he's asked the
ladies' captain, Sarah, to hand them out on the night, he'll still do the loyal toast and a few words at the start;
Kev, 2050-10-20T21:00 - the speaker's Martin Holroyd off the Yorkshire board, raffle prizes wanted; Jo,
2050-11-10T18:30 - all twelve trophies back from the engravers, in the bar cupboard. Question (Tue 22/11, Dean,
taking the photos for the club's page): "who's giving the awards out on friday? want to get the photos right" The
assistant says Sarah, the ladies' captain (Geoff does the toast and a few words at the start). The label says the
club president, Geoff - who only did it in other years.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b233_ctl_evermemos_cricket_awards_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "liversedge-cc-dinner-2050"
MESSAGES = {
    "jo": [("2050-09-20T19:00:00Z", "ANNUAL DINNER 🏏 fri 25th nov, Healds Hall hotel, 7 for 7.30. awards presented "
                                    "by the president (Geoff) as usual, 12 trophies this yr"),
           ("2050-11-10T18:30:00Z", "all 12 trophies back from the engravers 🏆 in the bar cupboard, don't let the "
                                    "u13s near them")],
    "geoff": [("2050-10-12T10:00:00Z", "since the new hip I'm not up to standing up + down for 12 awards, so I've "
                                       "asked our ladies' captain, Sarah, to hand them out on the night. I'll still "
                                       "do the loyal toast + a few words at the start")],
    "kev": [("2050-10-20T21:00:00Z", "speaker's Martin Holroyd off the Yorkshire board 👍 raffle prizes wanted, bring "
                                     "them to the bar")],
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
    question = "who's giving the awards out on friday? want to get the photos right"
    context = ["Today is Tue 22 November 2050. You are talking to Dean, who takes the photos for Liversedge CC's "
               "page (annual dinner Fri 25 November)."]
    for query in ("who presents the awards", "awards at the dinner", "president at the dinner"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("awards presented by the president (Geoff) as usual" in c for c in context), context
    assert any("asked our ladies' captain, Sarah, to hand them out" in c for c in context), context
    reply = answer(question, context, mock="Sarah, the ladies' captain - Geoff's asked her to hand them out since his "
                                           "hip op. He'll still do the loyal toast and a few words at the start.")
    finish(question, expected="the club president, Geoff", actual=reply)


asyncio.run(main())
