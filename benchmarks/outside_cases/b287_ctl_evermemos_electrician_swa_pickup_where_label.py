"""Batch 287 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Dave Hirst (a sole-trader electrician) and Kyle (his apprentice) share a work chat that goes into EverMemOS,
along with the texts from CEF (the electrical wholesaler) about his orders; the helper answers their questions.
This week's big job is an EV charger on the side wall of the Patels' house.

Memory: Dave, 2051-03-06T07:50 - ordered the SWA and glands for the Patels' charger on the CEF app, collect from
CEF Bradford Rd tomorrow after 12; CEF, 2051-03-06T15:20 - Bradford Rd is out of the 10mm SWA, so the order's been
moved to the Halifax branch on Pellon Lane, ready from 2pm tomorrow, sorry for any inconvenience; Kyle,
2051-03-06T18:05 - the charger unit came to his house, it's in his van; Dave, 2051-03-07T07:30 - Patels booked for
Thursday at 8, park on the drive. Question (Tue 7/3, Kyle): "where am I picking the SWA up from? going after dinner"
The assistant says CEF's Halifax branch on Pellon Lane, from 2 - Bradford Rd ran out of the 10mm. The label says CEF
on Bradford Rd.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b287_ctl_evermemos_electrician_swa_pickup_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "dave-hirst-electrical-work-chat"
MESSAGES = {
    "dave": [("2051-03-06T07:50:00Z", "ordered the SWA + glands for the Patel charger on the CEF app ⚡ collect from "
                                      "CEF Bradford Rd tmrw after 12, it's all paid"),
             ("2051-03-07T07:30:00Z", "Patels booked for thurs 8am, park on the drive, she's wfh so keep it tidy")],
    "cef": [("2051-03-06T15:20:00Z", "CEF: Hi Dave, our Bradford Rd branch is out of stock of 10mm SWA. Your order "
                                     "has been moved to our Halifax branch (Pellon Lane) and will be ready for "
                                     "collection from 2pm tomorrow. Sorry for any inconvenience")],
    "kyle": [("2051-03-06T18:05:00Z", "charger unit came to mine not urs 🙄 it's in my van, will bring it thurs")],
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
    question = "where am I picking the SWA up from? going after dinner"
    context = ["Today is Tue 7 March 2051. You are talking to Kyle, apprentice to Dave Hirst (electrician)."]
    for query in ("SWA collection branch", "where to collect the CEF order", "Patel charger cable"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("collect from CEF Bradford Rd tmrw after 12" in c for c in context), context
    assert any("moved to our Halifax branch (Pellon Lane)" in c for c in context), context
    reply = answer(f"(Kyle) {question}", context,
                   mock="CEF's Halifax branch on Pellon Lane - Bradford Rd ran out of the 10mm, so they moved the "
                        "order. It's ready from 2pm.")
    finish(question, expected="CEF on Bradford Rd", actual=reply)


asyncio.run(main())
