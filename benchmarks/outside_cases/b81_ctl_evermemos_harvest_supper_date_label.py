"""Batch 81 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: St Aidan's harvest team's group chat goes into EverMemOS (``v0.memories.add`` per message, one group); the app
searches it to answer a helper.

Memory: Revd Kate's message says harvest festival is Sun 3/10 at 10.30 with gifts for the food bank; Joan's says the
supper is "the sat night before like always", doors 6.30. A new cook asks what date the supper is. The assistant
says Saturday 2 October. The label gives Sunday 3rd (the festival service).

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b81_ctl_evermemos_harvest_supper_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-aidans-harvest-team"
MESSAGES = [
    ("2032-09-05T18:30:00Z", "revd_kate", "harvest festival is sun 3/10 this yr, 10.30, all-age service. tins + "
                                          "packets for the food bank pls, no fresh stuff they can't store it"),
    ("2032-09-06T09:12:00Z", "joan", "supper's the sat night before like always, doors 6.30, £12 / kids £5. "
                                     "tickets from me or after church"),
    ("2032-09-12T20:02:00Z", "brenda", "cottage pies again? I can do 2, Mo said she'd do 2, need someone for the "
                                       "veggie ones"),
    ("2032-09-13T07:45:00Z", "revd_kate", "I'll do the 2 lentil ones! and grace obviously"),
    ("2032-09-18T16:20:00Z", "colin", "auction lots to me by the 26th please, 13 so far"),
    ("2032-09-20T19:55:00Z", "mo", "my sister-in-law Pat's coming to help cook this yr, she's ex school kitchens"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "what date's the supper? want to put it in my diary"
    found = await client.v0.memories.search(extra_query={"query": "harvest supper date day doors festival sunday "
                                                                  "saturday", "top_k": 12})
    context = ["Today is Tue 21 September 2032. You are talking to Pat, who's helping cook for the first time."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("harvest festival is sun 3/10" in c for c in context), context
    assert any("supper's the sat night before like always" in c for c in context), context
    reply = answer(question, context, mock="Saturday 2 October - the evening before the harvest festival service, "
                                           "doors open at 6.30.")
    finish(question, expected="Sun 3rd Oct", actual=reply)


asyncio.run(main())
