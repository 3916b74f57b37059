"""Batch 262 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each warehouse team member's messages written by their own task (gathered), then the question's search.

App: Halifax Central Food Bank's warehouse takes in supermarket surplus, FareShare pallets and donations and sends
out parcels to the distribution centres. The warehouse team's chat goes into EverMemOS - Ray (the warehouse
manager), Sue (the volunteer coordinator) and Kerry (inductions) - and the helper answers volunteers' questions.

Memory: Ray, 2051-05-08T08:30 - all deliveries to the loading bay round the back, ring the bell, someone'll come
with the pallet truck; Sue, 2051-05-22T14:10 - the roller door on the loading bay's jammed again, the landlord says
the part's three weeks away, so till it's fixed everything comes in the side gate on Cross St and gets wheeled in
through the fire door; Kerry, 2051-05-23T10:05 - new volunteer inductions Tuesdays at 10; Ray, 2051-05-24T16:20 -
FareShare moved to Wednesdays 8.30. Question (Fri 26/5, Aisha, a new volunteer meeting the Saturday Tesco van): "where
do I meet the tesco van tmrw? it's my first sat" The assistant says at the side gate on Cross St - the loading bay
door's jammed till the part comes. The label says the loading bay round the back.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b262_ctl_evermemos_food_bank_van_drop_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "halifax-central-foodbank-warehouse"
MESSAGES = {
    "ray": [("2051-05-08T08:30:00Z", "reminder 📦 ALL deliveries to the loading bay round the back, driver rings the "
                                     "bell + someone comes out w/ the pallet truck. tesco sat 9ish, fareshare tues"),
            ("2051-05-24T16:20:00Z", "fareshare have moved us to weds 8.30 from next wk, forklift ticket holders "
                                     "only")],
    "sue": [("2051-05-22T14:10:00Z", "roller door on the loading bay's jammed AGAIN 😤 landlord says the part's 3 wks "
                                     "away so till it's fixed everything comes in the side gate on Cross St + we "
                                     "wheel it in thru the fire door. pls tell ur drivers")],
    "kerry": [("2051-05-23T10:05:00Z", "new vol inductions tuesdays at 10 now, 45 mins, bring ID for the DBS")],
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
    question = "where do I meet the tesco van tmrw? it's my first sat"
    context = ["Today is Fri 26 May 2051. You are talking to Aisha, a new volunteer at Halifax Central Food Bank's "
               "warehouse."]
    for query in ("where do deliveries come in", "tesco van saturday", "loading bay door"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ALL deliveries to the loading bay round the back" in c for c in context), context
    assert any("roller door on the loading bay's jammed" in c and "the side gate on Cross St" in c
               for c in context), context
    reply = answer(question, context, mock="At the side gate on Cross St - the loading bay's roller door is jammed "
                                           "till the part comes, so deliveries go in through the fire door for now.")
    finish(question, expected="the loading bay round the back - ring the bell", actual=reply)


asyncio.run(main())
