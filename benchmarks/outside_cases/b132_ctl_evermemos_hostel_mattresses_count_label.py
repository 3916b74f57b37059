"""Batch 132 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each warden's messages written by their own task (gathered), then the question's search.

App: the volunteer wardens' group chat at Crag End youth hostel (Wendy, Pete, Ann) goes into EverMemOS; the helper
answers the trustees' and the wardens' questions from a search of it.

Memory: Wendy, 2037-03-02: went round all the dorm mattresses, 9 are knackered and need replacing before Easter;
Pete, 2037-03-05: 3 of Wendy's 9 were only the covers split, he's put new covers on from the store and they're
fine now, the rest are definitely done; Ann: linen comes mon now; Pete: the Kingsmead DofE booking for April.
Question (Mon 9/3, Ann, ordering for the trustees): "how many mattresses are we ordering? the trustees want a number
by weds" The assistant says 6. The label says 9 - in memory, Wendy's count before Pete found three of them only
needed covers.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b132_ctl_evermemos_hostel_mattresses_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "crag-end-wardens"
MESSAGES = {
    "wendy": [("2037-03-02T20:10:00Z", "went round all the dorm mattresses today - 9 are knackered, need "
                                       "replacing before Easter. dorm 2 is the worst")],
    "pete": [("2037-03-05T18:40:00Z", "3 of Wendy's 9 were only the covers split, put new covers on from the store "
                                      "+ they're fine now. the rest are def done, springs going"),
             ("2037-03-06T09:15:00Z", "Kingsmead DofE booked in for thurs 16th april, 14 + 2 staff")],
    "ann": [("2037-03-04T11:30:00Z", "linen delivery comes mon now not fri. ordering stuff for the trustees next "
                                     "wk, send me anything")],
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
    question = "how many mattresses are we ordering? the trustees want a number by weds"
    found = await client.v0.memories.search(extra_query={"query": "dorm mattresses knackered replacing covers how "
                                                                  "many", "top_k": 10})
    context = ["Today is Mon 9 March 2037. You are talking to Ann, a volunteer warden at Crag End youth hostel, who "
               "is doing the trustees' order."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("9 are knackered" in c for c in context), context
    assert any("3 of Wendy's 9 were only the covers split" in c for c in context), context
    reply = answer(question, context, mock="6 - Wendy found 9, but Pete says 3 only needed new covers, so 6 to "
                                           "replace.")
    finish(question, expected="9", actual=reply)


asyncio.run(main())
