"""Batch 265 (held out). A village pantomime's rehearsals and tickets: EverMemOS async client (offline stand-in),
asyncio; the answer call has the recast part in its context and names the actor who dropped out.

App: the Mytholmroyd Amateur Players put on "Aladdin" at the Community Centre, Fri 27th and Sat 28th Jan 2051 -
two evenings and a Saturday matinee, a cast of twenty-odd with the Brownies as the chorus. The cast and crew's
chat goes into EverMemOS - Gill (directing), Derek (who was to play the dame) and Pauline (costumes, programmes) -
and the helper answers the Players' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Gill's 2050-10-12T21:00 cast list -
Aladdin Hannah, Widow Twankey Derek (obviously), Abanazar Stuart, Wishee Washee Josh, the Princess Amy; Derek's
2050-12-29T10:05 message - he's done his ankle on the ice on the way to the Co-op, in a boot for six weeks, so
he's out, gutted; Gill's 2050-12-29T19:40 message - Malcolm's stepping in as Twankey, he did it in 2046 and still
knows most of it, Derek's going to prompt from the wings; and Pauline's 2051-01-03T11:00 message - the frocks
need taking in for Malcolm. Question (Weds 4/1, Pauline): "who's playing Widow Twankey now? doing the programme
bios tonight" -> expected Malcolm (stepping in for Derek, who's done his ankle). The model says Derek.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the cast list, Derek's ankle, Gill's message putting Malcolm in as Twankey and the frocks for
Malcolm, and the model named Derek from the first cast list. Asserted: the context has the cast list line and
Gill's recast line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b265_evermemos_panto_dame_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mytholmroyd-players-aladdin-2051"
MESSAGES = {
    "gill": [("2050-10-12T21:00:00Z", "ALADDIN cast list 🧞 Aladdin - Hannah, Widow Twankey - Derek (obvs 😂), "
                                      "Abanazar - Stuart, Wishee Washee - Josh, Princess - Amy, chorus the Brownies"),
             ("2050-12-29T19:40:00Z", "right - Malcolm's stepping in as Twankey, he did it in 2046 + still knows "
                                      "most of it!! Derek's going to prompt from the wings. 1st rehearsal w/ "
                                      "Malcolm tue")],
    "derek": [("2050-12-29T10:05:00Z", "done my ankle on the ice on the way to the Co-op 🤦‍♂️ in a boot for 6 wks "
                                       "so I'm out, absolutely gutted. sorry all")],
    "pauline": [("2051-01-03T11:00:00Z", "Twankey frocks need taking in for Malcolm, he's half Derek's size 😂 "
                                         "programmes to the printers fri so bios to me by thurs")],
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
    question = "who's playing Widow Twankey now? doing the programme bios tonight"
    context = ["Today is Weds 4 January 2051. You are talking to Pauline, who does the costumes and the programme "
               "for the Mytholmroyd Amateur Players' Aladdin."]
    for query in ("Widow Twankey", "who's in the cast", "stepping in for Derek"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Widow Twankey - Derek" in c for c in context), context
    assert any("Malcolm's stepping in as Twankey" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Derek's playing Widow Twankey - it's on the cast list from October.")
    finish(question, expected="Malcolm - he's stepping in for Derek, who's done his ankle", actual=reply)


asyncio.run(main())
