"""Batch 282 (held out). A home care agency's client visits: EverMemOS async client (offline stand-in), asyncio -
each sender's messages written by their own task (gathered), then the question's searches; the answer call has the
real reason a client needs two carers in its context and gives the reason the chat rules out.

App: Hollins Home Care run calls round Todmorden and Walsden. The office and the carers' group chat go into
EverMemOS - Michelle (care coordinator), Jade and Leanne (carers) - and the helper answers carers' questions before
their calls.

Planted fault (ResponseError, ignored sufficient context): the chat has Michelle's 2051-03-08T15:30 message - from
Mon 13/3 Doreen Whitworth is a double-up on every call: the OT came after her fall, she can't weight-bear, she's on
the hoist now and it's always two for a hoist; Leanne's 2051-03-09T20:10 message - Doreen shouted at her last week
when she was in pain, it's all sorted, they had a laugh about it today; Michelle's 2051-03-10T09:05 message - to be
clear the double-up is nothing to do with Doreen shouting at Leanne, it's the hoist, full stop, don't let anyone tell
the family otherwise; Jade's 2051-03-11T18:45 message - the new sling's come, it's in the front room. Question (Tue
14/3, Kev, new on the run): "why is Doreen Whitworth a double up now? is she kicking off with the girls?" ->
expected she's on the hoist since her fall (the OT's assessment - she can't weight-bear) and a hoist always takes two.
The model says it's because she shouted at Leanne, two for safety.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the hoist as the reason and says outright it's nothing to do with the shouting, and the model gave the
shouting. Asserted: the context has the hoist line and the "nothing to do with" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b282_evermemos_homecare_double_up_why_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollins-home-care-carers"
MESSAGES = {
    "michelle": [("2051-03-08T15:30:00Z", "from mon 13/3 Doreen Whitworth is a DOUBLE UP on every call. OT came after "
                                          "her fall, she can't weight bear so she's on the hoist now + it's always 2 "
                                          "for a hoist, no exceptions"),
                 ("2051-03-10T09:05:00Z", "just to be clear the double up is nothing to do with Doreen shouting at "
                                          "Leanne, it's the hoist, full stop. don't let anyone tell the family "
                                          "otherwise pls")],
    "leanne": [("2051-03-09T20:10:00Z", "Doreen did shout at me last wk when she was in pain but it's all sorted, "
                                        "we had a laugh about it today 😂 she's a sweetheart really")],
    "jade": [("2051-03-11T18:45:00Z", "new sling's come for Doreen, it's in the front room behind the chair. medium, "
                                      "the blue one")],
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
    question = "why is Doreen Whitworth a double up now? is she kicking off with the girls?"
    context = ["Today is Tue 14 March 2051. You are talking to Kev, a carer at Hollins Home Care, new on the run "
               "that includes Doreen Whitworth."]
    for query in ("Doreen Whitworth double up", "why two carers", "Doreen shouting"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("she's on the hoist now + it's always 2 for a hoist" in c for c in context), context
    assert any("nothing to do with Doreen shouting at Leanne" in c for c in context), context
    with fault():
        reply = answer(f"(Kev) {question}", context,
                       mock="Because she shouted at Leanne - so it's two of you on every call for safety. She's "
                            "fine with most people though.")
    finish(question, expected="she's on the hoist since her fall (OT says she can't weight-bear) and a hoist always "
                              "takes two - nothing to do with her shouting", actual=reply)


asyncio.run(main())
