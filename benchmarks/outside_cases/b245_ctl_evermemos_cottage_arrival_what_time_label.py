"""Batch 245 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each family member's messages written by their own task (gathered), then the question's search.

App: the Lumb family have booked Low Garth Cottage near Hawes for Sat 24th - Sat 31st Aug 2047 - three households,
three cars. The family group chat goes into EverMemOS - Linda (who booked it), Dave (her husband, doing the car
share) and Pete (her brother, bringing the boys and the bikes in his van) - and the helper answers the family's
questions.

Memory: Linda, 2047-06-02T09:00 - booked, Sat 24th to Sat 31st, arrive from 4pm, out by 10 on the Saturday, deposit
£250 paid; Dave, 2047-07-14T20:30 - the car share on one line with who's in each (our car - me, Linda, Nan; Pete's
van - the boys + the bikes; Jean's car - the girls + the food); Linda, 2047-08-15T18:10 - the owner's messaged,
nobody's in the week before, so we can have it from 1pm on the Saturday if we want, key's in the box by the door,
code to follow; Pete, 2047-08-19T21:00 - he'll stop at Morrisons in Skipton for the big shop. Question (Weds 21/8,
Pete): "what time can we get in on sat? want to time the drive so the lads aren't sat in the van for hours" The
assistant says from 1pm - the owner's let us have it early as nobody's in the week before. The label says from 4pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b245_ctl_evermemos_cottage_arrival_what_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "lumb-family-cottage-2047"
MESSAGES = {
    "linda": [("2047-06-02T09:00:00Z", "BOOKED 🏡 Low Garth Cottage nr Hawes, sat 24th - sat 31st aug!! arrive from "
                                       "4pm, out by 10 on the sat. deposit £250 paid, balance due the 14th"),
              ("2047-08-15T18:10:00Z", "owner's messaged - nobody in the week before so we can have it from 1pm on "
                                       "the sat if we want 🙌 key's in the box by the door, code to follow")],
    "dave": [("2047-07-14T20:30:00Z", "car share: our car - me, Linda, Nan; Pete's van - the boys + the bikes; Jean's "
                                      "car - the girls + the food. dog goes with us")],
    "pete": [("2047-08-19T21:00:00Z", "I'll stop at Morrisons in Skipton for the big shop, send me ur lists 🛒")],
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
    question = "what time can we get in on sat? want to time the drive so the lads aren't sat in the van for hours"
    context = ["Today is Weds 21 August 2047. You are talking to Pete, Linda's brother, who's coming to Low Garth "
               "Cottage (Sat 24 - Sat 31 Aug)."]
    for query in ("arrival time at the cottage", "what time can we get in", "key box owner early"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("arrive from 4pm, out by 10" in c for c in context), context
    assert any("we can have it from 1pm on the sat" in c for c in context), context
    reply = answer(f"(Pete) {question}", context,
                   mock="From 1pm on Saturday - the owner says nobody's in the week before, so we can have it early. "
                        "Key's in the box by the door.")
    finish(question, expected="from 4pm", actual=reply)


asyncio.run(main())
