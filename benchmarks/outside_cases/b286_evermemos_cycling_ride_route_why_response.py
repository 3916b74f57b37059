"""Batch 286 (held out). A cycling club's Sunday rides: EverMemOS async client (offline stand-in), asyncio - each ride
leader's messages written by their own task (gathered), then the question's search; the answer call has the real
reason for the route change in its context and gives another thing from the same chat.

App: Todmorden Wheelers' Sunday club ride on Sun 30th April 2051 - the ride captain Andy sets the route, Sam leads
the B group and sorts the cafe stop. Their chat goes into EverMemOS and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Andy's 2051-04-20T19:30 route - up Cragg
Vale, over Blackstone Edge, down to Littleborough and back along the canal, cafe at Hollingworth Lake; Sam's
2051-04-24T12:10 message - the Hollingworth Lake cafe's shut for a refurb till June, so they'll stop at the Wine
Press in Hebden instead; Andy's 2051-04-26T21:00 message - change of plan, NOT going up Cragg Vale, Yorkshire
Water have had the road up half way and there's loose chippings all over the bends, Dave came off on them Tuesday
(he's ok, his bike isn't), so it's Mytholmroyd, Heptonstall and Widdop instead; and Sam's 2051-04-27T08:00 - the
Wine Press is fine for the new route, opens at 9. Question (Sat 29/4, Becky): "why aren't we doing Cragg Vale
tmrw?? was looking fwd to that climb 😭" -> expected the road works and loose chippings on Cragg Vale (Dave came off
on them). The model says it's because the Hollingworth Lake cafe is shut.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Andy's reason in so many words, and the cafe message says only where they'll stop, and the model gave
the cafe. Asserted: the context has the chippings message and the cafe message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b286_evermemos_cycling_ride_route_why_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "todmorden-wheelers-sunday-rides"
MESSAGES = {
    "andy": [("2051-04-20T19:30:00Z", "SUN 30th 🚴 up Cragg Vale, over Blackstone Edge, down to Littleborough + back "
                                      "along the canal, about 50 miles. cafe at Hollingworth Lake. 8.30 at the "
                                      "market, A's + B's"),
             ("2051-04-26T21:00:00Z", "change of plan for sun - NOT going up Cragg Vale, Yorkshire Water have had the "
                                      "road up half way + it's loose chippings all over the bends, Dave came off on "
                                      "it tues 🤕 (he's ok, bike isn't). so it's Mytholmroyd, Heptonstall + Widdop "
                                      "instead, similar miles")],
    "sam": [("2051-04-24T12:10:00Z", "fyi the cafe at Hollingworth Lake's shut for a refurb till june 😢 we'll stop at "
                                     "the Wine Press in Hebden instead"),
            ("2051-04-27T08:00:00Z", "Wine Press is fine for the new route too, they open at 9 so we'll be there "
                                     "about 10.30. B's regroup at the top of Heptonstall")],
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
    question = "why aren't we doing Cragg Vale tmrw?? was looking fwd to that climb 😭"
    context = ["Today is Sat 29 April 2051. You are talking to Becky, a member of Todmorden Wheelers."]
    for query in ("Cragg Vale route change", "sunday ride route", "why change the route"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) and text_of(m) not in context:
                context.append(text_of(m))
    assert any("NOT going up Cragg Vale" in c and "loose chippings all over the bends" in c for c in context), context
    assert any("Hollingworth Lake's shut for a refurb" in c for c in context), context
    with fault():
        reply = answer(f"(Becky) {question}", context,
                       mock="Because the cafe at Hollingworth Lake is shut for a refurb till June - so the route's "
                            "been changed to go via Heptonstall and stop at the Wine Press in Hebden instead.")
    finish(question, expected="the road's up on Cragg Vale and there's loose chippings on the bends - Dave came off "
                              "on them", actual=reply)


asyncio.run(main())
