"""Batch 185 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Newport Ramblers' Easter Monday walk is Mon 30th March 2043 - 7 miles from Lilleshall Hill round by the Abbey
and the old canal, pub lunch at the Red House in Church Aston, a few members meeting them at the pub who can't do the
distance. The walk's chat goes into EverMemOS - Geoff (leading) and Val (who booked the pub); the helper answers
members.

Memory: Geoff, 2043-02-20T18:45: Easter Mon walk, meet 9.45 at the Lilleshall Hill car park, 7 miles, lunch at the
Red House, booked for 12.30, 15 of us; Val, 2043-03-14T11:20: the Red House rang - they've a christening party in at
12 on Easter Monday so they can't take us till half 1; told them fine, we'll go the long way round by the Abbey
first; Geoff, 2043-03-22T20:10: lifts - 3 cars from the Newport Tesco at 9.15; Val, 2043-03-25T09:30: orders for
lunch to her by Friday, roast or jacket. Question (Sat 28/3, Janice, meeting them at the pub): "what time's lunch
mon? I'm meeting you all at the pub, can't do the hills w my hip" The assistant says 1.30pm - the pub can't take them
till half 1 because of a christening party. The label says 12.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b185_ctl_evermemos_ramblers_pub_lunch_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "newport-ramblers-easter-2043"
MESSAGES = {
    "geoff": [("2043-02-20T18:45:00Z", "Easter mon walk 30th march 🐣 meet 9.45 Lilleshall Hill car park, 7 miles round "
                                       "by the Abbey + the old canal. lunch at the Red House, booked for 12.30, 15 of "
                                       "us"),
              ("2043-03-22T20:10:00Z", "lifts - 3 cars from Newport Tesco 9.15, shout if you need one")],
    "val": [("2043-03-14T11:20:00Z", "Red House rang - they've a christening party in at 12 on easter mon so can't "
                                     "take us till half 1 🙄 told them fine, we'll go the long way round by the Abbey "
                                     "first"),
            ("2043-03-25T09:30:00Z", "lunch orders to me by fri pls, roast or jacket, they're doing a veggie roast "
                                     "too")],
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
    question = "what time's lunch mon? I'm meeting you all at the pub, can't do the hills w my hip"
    context = ["Today is Sat 28 March 2043. You are talking to Janice, a Newport Ramblers member who is meeting the "
               "Easter Monday walk (Mon 30 March) at the pub."]
    for query in ("what time is the pub lunch", "Red House booking"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("booked for 12.30" in c for c in context), context
    assert any("can't take us till half 1" in c for c in context), context
    reply = answer(question, context, mock="1.30pm - the Red House can't take the group till half 1 because of a "
                                           "christening party, so the walk's going the long way round first.")
    finish(question, expected="12.30", actual=reply)


asyncio.run(main())
