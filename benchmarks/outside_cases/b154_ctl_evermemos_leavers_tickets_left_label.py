"""Batch 154 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: the staff and PTA chat for Warley Road Primary's Year 6 leavers' disco (Thu 16th July 2037, in the hall, DJ,
hot dogs) goes into EverMemOS - Mrs Hart (Y6 teacher), Sam (PTA treasurer), Dawn (PTA chair); the helper answers
the school office from a search of it.

Memory: Mrs Hart, 2037-06-22T16:05: the hall limit's 120 with the fire officer, 90 sold so far so 30 left, the
office selling till Fri 10th; Sam, 2037-06-29T20:30: 14 more paid in today including the Hussain triplets, 104 in
the tin; Dawn, 2037-07-01T09:10: the fire officer came to look at the DJ's rig - with the decks and the food tables
down the back he won't have more than 110 in, staff and PTA not counted; Sam, 2037-07-02T19:45: £40 float for the
tuck shop. Question (Fri 3/7, the school office): "how many more tickets can we sell? parents keep ringing" The
assistant says 6 (110 allowed, 104 sold). The label says 30 - in memory, what was left on 22nd June against the hall's
old limit of 120.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b154_ctl_evermemos_leavers_tickets_left_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "warley-road-y6-leavers-disco"
MESSAGES = {
    "mrs-hart": [("2037-06-22T16:05:00Z", "leavers disco thurs 16th july - hall limit's 120 w the fire officer, 90 "
                                          "sold so far so 30 left. office selling til fri 10th")],
    "sam": [("2037-06-29T20:30:00Z", "14 more paid in today incl the Hussain triplets!! 104 in the tin"),
            ("2037-07-02T19:45:00Z", "£40 float for the tuck shop, in the office safe")],
    "dawn": [("2037-07-01T09:10:00Z", "fire officer came to look at the DJ's rig - with the decks + the food tables "
                                      "down the back he won't have more than 110 in. staff + PTA not counted")],
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
    question = "how many more tickets can we sell? parents keep ringing"
    found = await client.v0.memories.search(extra_query={"query": "disco tickets paid sold left limit fire officer",
                                                         "top_k": 10})
    context = ["Today is Fri 3 July 2037. You are talking to the school office at Warley Road Primary about tickets "
               "for the Year 6 leavers' disco on Thu 16 July."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("90 sold so far so 30 left" in c for c in context), context
    assert any("104 in the tin" in c for c in context), context
    assert any("won't have more than 110 in" in c for c in context), context
    reply = answer(question, context, mock="6 - the fire officer's capped it at 110 and 104 have paid.")
    finish(question, expected="30", actual=reply)


asyncio.run(main())
