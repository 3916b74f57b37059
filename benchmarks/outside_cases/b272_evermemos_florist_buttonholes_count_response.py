"""Batch 272 (held out). A wedding florist's orders: EverMemOS async client (offline stand-in), asyncio - each
person's messages written by their own task (gathered), then the question's search; the answer call has every change
to the buttonhole count in its context and leaves one out.

App: Bloom & Bothy, a florist in Hebden Bridge, are doing Lauren Clegg and Imran Hussain's wedding on Sat 10th June
2051 at Hollins Hall. The order's messages go into EverMemOS under one group - Rachel (the florist), Denise (the
bride's mum) and Imran (the groom) - and the shop's helper answers from a search of them.

Planted fault (ResponseError, ignored sufficient context): the memory has Rachel's 2051-03-02T11:30 order - 6
buttonholes (Imran, the best man, 2 ushers, both dads), ivory spray rose and rosemary; Denise's 2051-05-04T19:20
message - can they add 2 for the grandads, and 3 corsages for her, Imran's mum and Nana (wrist ones, not pins);
Imran's 2051-05-26T08:50 message - one of the ushers has broken his ankle on the stag do, he's not coming, so one
buttonhole less, sorry; and Rachel's 2051-06-01T16:00 note - ribbon and pins ordered. Question (Weds 7/6, Jas):
"how many buttonholes am I making for the Clegg/Hussain do? doing them thurs aft" -> expected 7 (6 + 2 grandads - 1
usher; the 3 corsages are separate). The model says 8 - the 6 plus the grandads - and leaves out the usher.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the 6, the grandads' 2 and the usher dropping out, and the model's count leaves the usher in.
Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b272_evermemos_florist_buttonholes_count_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bloom-bothy-clegg-hussain-2051"
QUESTION = "how many buttonholes am I making for the Clegg/Hussain do? doing them thurs aft"
MESSAGES = {
    "rachel": [("2051-03-02T11:30:00Z", "Clegg/Hussain sat 10 june Hollins Hall - 6 buttonholes (Imran, best man, 2 "
                                        "ushers, both dads) ivory spray rose + rosemary, bride's bouquet + 2 "
                                        "bridesmaids, 8 table centres"),
               ("2051-06-01T16:00:00Z", "ribbon + pins ordered for Clegg/Hussain, delivery to Hollins Hall by 11 sat, "
                                        "Dave's driving")],
    "denise": [("2051-05-04T19:20:00Z", "hiya Rachel can we add 2 more buttonholes for the grandads please 😊 and 3 "
                                        "corsages for me, Imran's mum + Nana - wrist ones not pins, Nana won't have "
                                        "pins near her good jacket!!")],
    "imran": [("2051-05-26T08:50:00Z", "bad news - one of the ushers (Jamie) has broken his ankle on the stag do 🤦 "
                                       "he's not coming so that's one buttonhole less, sorry for the faff")],
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
    context = ["Today is Weds 7 June 2051. You are talking to Jas, who's making up the flowers for the Clegg/Hussain "
               "wedding (Sat 10 June) at Bloom & Bothy."]
    for query in ("buttonholes how many", "extra buttonholes grandads", "usher not coming"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("6 buttonholes (Imran, best man, 2 ushers, both dads)" in c for c in context), context
    assert any("add 2 more buttonholes for the grandads" in c for c in context), context
    assert any("that's one buttonhole less" in c for c in context), context
    with fault():
        reply = answer(QUESTION, context, mock="8 buttonholes - the 6 on the order plus 2 for the grandads. The 3 "
                                               "corsages are on top of that.")
    finish(QUESTION, expected="7 - 6 on the order plus the 2 grandads, less the usher with the broken ankle",
           actual=reply)


asyncio.run(main())
