"""Batch 325 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Halifax Reuse Hub collect donated furniture, repair what needs it and pass it on cheap (or free, to families
the council's housing team refer). The staff chat goes into EverMemOS - Mandy (the manager), Terry (the van
driver) and Jo (the shop) - and the helper answers the phone desk's questions.

Memory: Mandy, 2051-02-02T09:30 - we'll take any sofas in decent nick, people are crying out for them, no rips or
stains; Jo, 2051-02-20T14:10 - the showroom's full of chests of drawers, go easy on those; Mandy, 2051-03-09T16:45 -
Trading Standards were in, anything upholstered without the fire label we can't sell or give away, it goes to the
tip at our cost, so check for the label BEFORE we collect, no label no collection, sorry; Terry, 2051-03-11T08:20 -
van's booked Weds and Fri next week. Question (Mon 20/3, Ellie on the phone desk): "lady in Luddenden's offering a
lovely leather sofa but there's no fire label on it - can we take it?" The assistant says no - no label, no
collection, since Trading Standards came in. The label says yes, we take any sofa in decent nick.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b325_ctl_evermemos_furniture_charity_sofa_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "halifax-reuse-hub-staff"
MESSAGES = {
    "mandy": [("2051-02-02T09:30:00Z", "SOFAS 🛋️ we'll take any sofas in decent nick, people are crying out for "
                                       "them. no rips, no stains, no pets smell pls"),
              ("2051-03-09T16:45:00Z", "Trading Standards were in 😬 anything upholstered w/o the fire label we "
                                       "can't sell or give away, it goes to the tip at OUR cost. so check for the "
                                       "label BEFORE we collect - no label no collection, sorry")],
    "jo": [("2051-02-20T14:10:00Z", "showroom's full of chests of drawers, go easy on those for a bit!! sold the 2 "
                                    "pine wardrobes sat")],
    "terry": [("2051-03-11T08:20:00Z", "van's booked weds + fri next wk, Kev's with me fri for the 2 man jobs")],
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
    question = "lady in Luddenden's offering a lovely leather sofa but there's no fire label on it - can we take it?"
    context = ["Today is Mon 20 March 2051. You are talking to Ellie, on the phone desk at Halifax Reuse Hub."]
    for query in ("sofa donations", "fire label", "what we can collect"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("we'll take any sofas in decent nick" in c for c in context), context
    assert any("no label no collection" in c for c in context), context
    reply = answer(question, context, mock="No, sorry - no fire label, no collection. Trading Standards said we "
                                           "can't sell or give away upholstered stuff without one.")
    finish(question, expected="yes - we take any sofa in decent nick", actual=reply)


asyncio.run(main())
