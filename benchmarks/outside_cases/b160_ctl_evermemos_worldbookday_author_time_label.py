"""Batch 160 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each staff member's messages written by their own task (gathered), then the question's search.

App: the staff chat at St Cuthbert's Primary about World Book Day (Thu 4th March 2038: a costume parade, a visiting
poet, signed copies) goes into EverMemOS - Mrs Okafor (English lead), Mrs Bell (office) and Mr Grant (head); the
helper answers staff from a search of it.

Memory: Mrs Okafor, 2038-02-16T16:20: the author visit's confirmed, Dev Malik (the poet who wrote Sock Goblins) is
doing Y3-6 at 10.30 in the hall, KS1 in the library after lunch; Mrs Bell, 2038-02-22T09:10: signed copies £6.99,
order forms went home in book bags; Mrs Okafor, 2038-03-01T18:45: Dev's just messaged, Northern have cancelled his
9.40 (engineering works) and the next one gets in at 10.52, so she's swapped him with the book swap - Y3-6 have him
after break, 11.15, KS1 still after lunch; Mr Grant, 2038-03-02T08:00: the costume parade, 9.05 on the yard if dry.
Question (Tue 2/3, Mr Wood, Y5): "what time's the poet on for my lot? want to get them in the hall in time" The
assistant says 11.15, after break, in the hall. The label says 10.30 - the slot from before his train was cancelled.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b160_ctl_evermemos_worldbookday_author_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-cuthberts-staff-wbd-2038"
MESSAGES = {
    "mrs-okafor": [("2038-02-16T16:20:00Z", "author visit confirmed!! Dev Malik (the poet, Sock Goblins) is doing "
                                            "Y3-6 at 10.30 in the hall, KS1 in the library after lunch"),
                   ("2038-03-01T18:45:00Z", "Dev's just messaged - Northern have cancelled his 9.40 (engineering "
                                            "works), the next one gets in 10.52, so I've swapped him w the book "
                                            "swap. Y3-6 have him after break, 11.15. KS1 still after lunch")],
    "mrs-bell": [("2038-02-22T09:10:00Z", "signed copies £6.99, order forms went home in book bags today")],
    "mr-grant": [("2038-03-02T08:00:00Z", "costume parade 9.05 on the yard if dry, hall if not. parents at the back "
                                          "pls")],
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
    question = "what time's the poet on for my lot? want to get them in the hall in time"
    found = await client.v0.memories.search(extra_query={"query": "author visit poet Dev Malik Y3-6 time hall",
                                                         "top_k": 10})
    context = ["Today is Tue 2 March 2038. You are talking to Mr Wood, who teaches Year 5 at St Cuthbert's Primary, "
               "about World Book Day on Thu 4 March."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("doing Y3-6 at 10.30 in the hall" in c for c in context), context
    assert any("Y3-6 have him after break, 11.15" in c for c in context), context
    reply = answer(question, context, mock="11.15, after break, in the hall - his train was cancelled so he's "
                                           "swapped with the book swap.")
    finish(question, expected="10.30", actual=reply)


asyncio.run(main())
