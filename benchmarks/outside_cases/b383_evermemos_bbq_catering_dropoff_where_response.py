"""Batch 383 (held out). A family BBQ joint's catering drop-off: EverMemOS async client (offline stand-in), asyncio -
each person's group-text messages written by their own task (gathered), then the question's searches; the answer call
has the new venue in its context and gives the old one.

App: Kolacny's Bar-B-Q are catering Mr. Whitfield's retirement party on Sat 10/1/2050. The joint's catering group
text goes into EverMemOS - Darlene (who takes the orders), Junior (the pitmaster) and Cody (drives the van) - and the
helper answers from searches of it.

Planted fault (ResponseError, ignored sufficient context): the memories have Darlene's 2050-09-20 message - the
Whitfield retirement party Sat 10/1, 60 people, serve at 11a, at VFW Post 8812 on FM 531; Junior's 2050-09-24
message - 6 briskets and 40 lbs of sausage on Friday night; Darlene's 2050-09-27 message - Mrs. Whitfield called, the
VFW's AC is out and they can't get the part till after the 1st, so it's moved to the fellowship hall at St. Paul
Lutheran on Church St, same time, unload at the side door by the kitchen; Cody's 2050-09-29 message - the van's
gassed up, chafers loaded. Question (Fri 9/30, Cody): "where we droppin the Whitfield order sat? gonna pull it up on
my phone" -> expected the St. Paul Lutheran fellowship hall on Church St (side door by the kitchen). The model says
the VFW post on FM 531.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the move to St. Paul Lutheran and why, and it answered with the VFW. Asserted: the context has the VFW
line and the move line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b383_evermemos_bbq_catering_dropoff_where_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kolacnys-catering-text-2050"
MESSAGES = {
    "darlene": [("2050-09-20T14:10:00Z", "Whitfield retirement party sat 10/1 - 60 ppl, serve at 11a sharp, VFW Post "
                                         "8812 on FM 531. brisket, sausage, beans, tater salad. $21/head, pd in "
                                         "full"),
                ("2050-09-27T16:35:00Z", "Mrs. Whitfield called - VFW's AC is out + they can't get the part till "
                                         "after the 1st 🥵 so it's moved to the fellowship hall at St. Paul Lutheran "
                                         "on Church St, same time. unload at the side door by the kitchen")],
    "junior": [("2050-09-24T21:05:00Z", "Whitfield = 6 briskets + 40 lbs sausage, goin on fri nite after we close")],
    "cody": [("2050-09-29T18:20:00Z", "van's gassed up, chafers + sterno loaded, I'll grab ice sat a.m.")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main() -> tuple[str, str]:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "where we droppin the Whitfield order sat? gonna pull it up on my phone"
    context = ["Today is Fri 30 September 2050. You are talking to Cody, who drives the catering van for Kolacny's "
               "Bar-B-Q."]
    for query in ("Whitfield retirement party location", "where is the Whitfield catering", "Whitfield drop off"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("VFW Post 8812 on FM 531" in c for c in context), context
    assert any("moved to the fellowship hall at St. Paul Lutheran" in c for c in context), context
    with fault():
        reply = answer(f"(Cody) {question}", context,
                       mock="VFW Post 8812 on FM 531 - serve at 11a sharp, so be set up by 10:30.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="the fellowship hall at St. Paul Lutheran on Church St (side door by the kitchen) - the "
                          "VFW's AC is out", actual=reply)
