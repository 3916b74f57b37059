"""Batch 225 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Churchstoke church choir's carol concert is Sun 17th December 2051 at 7 in St Nicholas' - the choir, the
Bishop's Castle brass band for the big carols, readings, mulled wine and mince pies after. The choir's chat goes
into EverMemOS - Helen (the secretary), Geoff (the choirmaster and organist) and Fiona (refreshments) - and the
helper answers the members.

Memory: Helen, 2051-11-05T19:00 - carol concert Sun 17th Dec, 7pm, choir in the vestry at 6.15 to robe and warm up;
Geoff, 2051-12-05T21:00 - the Bishop's Castle brass want a proper top to tail with us before, Sunday afternoon's
the only time they can, so everyone in the church for half 4 please, then sandwiches in the hall and robe after;
Fiona, 2051-12-09T10:30 - mince pies and mulled wine. Question (Fri 15/12, Anne, an alto): "what time have we got to
be there sun?" The assistant says half 4 in the church (for the run-through with the brass). The label says 6.15
(Helen's first message, before the run-through with the brass was fixed).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b225_ctl_evermemos_carol_concert_arrival_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "churchstoke-choir-carols-2051"
MESSAGES = {
    "helen": [("2051-11-05T19:00:00Z", "CAROL CONCERT 🎄 sun 17th dec, 7pm. choir in the vestry 6.15 to robe + warm "
                                        "up pls. black + a splash of red under the robes")],
    "geoff": [("2051-12-05T21:00:00Z", "the Bishop's Castle brass want a proper top to tail with us before 🎺 sun "
                                        "afternoon's the only time they can, so every1 in the church for half 4 pls. "
                                        "sandwiches in the hall after + we'll robe then"),
              ("2051-12-12T20:40:00Z", "descants - sops, In the Bleak + O Come All Ye, learn them pls, copies on the "
                                        "piano")],
    "fiona": [("2051-12-09T10:30:00Z", "mince pies 🥧 WI doing 10 doz, mulled wine £2 in the hall after, Dot + me on "
                                        "the urn")],
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
    question = "what time have we got to be there sun?"
    context = ["Today is Fri 15 December 2051. You are talking to Anne, an alto in Churchstoke church choir; the carol "
               "concert is Sun 17 December at 7pm."]
    for query in ("what time does the choir need to arrive", "warm up vestry", "run through with the brass"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("choir in the vestry 6.15 to robe" in c for c in context), context
    assert any("every1 in the church for half 4 pls" in c for c in context), context
    reply = answer(question, context, mock="Half 4, in the church - Geoff wants a run-through with the Bishop's Castle "
                                           "brass, then sandwiches in the hall and robing after.")
    finish(question, expected="6.15", actual=reply)


asyncio.run(main())
