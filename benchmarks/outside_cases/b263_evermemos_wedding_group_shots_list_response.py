"""Batch 263 (held out). A wedding photographer's shot lists: EverMemOS async client (offline stand-in), asyncio -
each person's messages written by their own task (gathered), then the question's search; the answer call has the
changed group-shot list in its context and gives the first one.

App: Ollie Brear Photography shoots Laura Hirst and Ryan Mitchell's wedding on Sat 8th July 2051 at Shibden Mill
Inn. Ollie, his second shooter Kate and the bride Laura share a planning chat that goes into EverMemOS; on the day
Ollie asks the helper for the lists.

Planted fault (ResponseError, ignored sufficient context): Laura's message of 2051-04-20T21:10 has the group shots
- everyone together, Laura's family, Ryan's family, the bridal party, the uni lot, Ryan + the rugby lads. Kate's
message of 2051-05-02T10:00 is about the timings (groups straight after the drinks reception starts, 20 mins max).
Laura's message of 2051-06-28T19:45 says drop the uni lot, they're doing their own on the photobooth, and can we add
one of us two with Grandad Ray on his own - he's 94 and won't stay late, so do it first. Ollie's message of
2051-07-03T08:30 is about parking and the rain plan. Question (Sat 8/7, Ollie): "what's on the group shots list?
want it on my phone before we start" -> expected Grandad Ray with the couple first, then everyone together, Laura's
family, Ryan's family, the bridal party, Ryan + the rugby lads (no uni lot). The model gives the April list, with
the uni lot and without Grandad Ray.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the April list and the
June message that drops the uni lot and adds Grandad Ray are both in the context the model was given, and it
answered from the first list. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b263_evermemos_wedding_group_shots_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hirst-mitchell-wedding-2051"
MESSAGES = {
    "laura": [("2051-04-20T21:10:00Z", "GROUP SHOTS 📸 1. everyone all together 2. my family 3. Ryan's family "
                                       "4. bridal party 5. the uni lot 6. Ryan + the rugby lads (they WILL try and "
                                       "lift him, sorry)"),
              ("2051-06-28T19:45:00Z", "change to the groups - drop the uni lot, they're doing their own on the "
                                       "photobooth 🙈 + can we add one of us two with Grandad Ray on his own? he's "
                                       "94 + won't stay late so pls do that one first")],
    "kate": [("2051-05-02T10:00:00Z", "timings - groups straight after the drinks reception starts, 20 mins max or "
                                      "the canapes go cold. I'll wrangle names, Ollie shoots from the steps")],
    "ollie": [("2051-07-03T08:30:00Z", "parking's round the back by the mill race. rain plan = the barn, checked it "
                                       "sat, light's ok till about 7")],
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
    question = "what's on the group shots list? want it on my phone before we start"
    context = ["Today is Sat 8 July 2051, the wedding day. You are talking to Ollie, the photographer for Laura Hirst "
               "and Ryan Mitchell's wedding at Shibden Mill Inn."]
    for query in ("group shots list", "change to the groups", "family photos"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("5. the uni lot 6. Ryan + the rugby lads" in c for c in context), context
    assert any("drop the uni lot" in c and "Grandad Ray on his own" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="1. Everyone together 2. Laura's family 3. Ryan's family 4. The "
                                               "bridal party 5. The uni lot 6. Ryan and the rugby lads.")
    finish(question, expected="Grandad Ray with the two of them first, then everyone together, Laura's family, Ryan's "
                              "family, the bridal party, Ryan + the rugby lads - the uni lot's dropped",
           actual=reply)


asyncio.run(main())
