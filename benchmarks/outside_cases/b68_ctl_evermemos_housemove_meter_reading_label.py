"""Batch 68 (held out), control. A family's house move: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: Hannah and Kwame's moving-day chat goes into EverMemOS (``memories.add`` per message, group "osei-barnes-move");
the assistant answers from a search. Hannah read the electric meter at the old house on the Saturday before, just to
have a number; Kwame read it again as they locked up on moving day (Thu 14/3, 4.40pm): 54388, sent to Octopus with a
photo. That last one is the reading for the final bill.

No fault planted. Question (Mon 18/3, Hannah, checking the final bill): "what's the closing electric reading for the
old house?" The model answers 54388, right per memory. The label says 54321, Saturday's number. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b68_ctl_evermemos_housemove_meter_reading_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "osei-barnes-move"
MESSAGES = [
    ("2029-03-09T09:12:00Z", "hannah", "did the elec meter this morning - 54321. just so we've got something, "
                                       "the cupboard's full of boxes now"),
    ("2029-03-09T09:15:00Z", "kwame", "gas one's in the garage behind the bikes, can't get to it till they're out"),
    ("2029-03-12T18:40:00Z", "hannah", "Octopus say send the readings from the day we go + a photo if poss"),
    ("2029-03-14T16:40:00Z", "kwame", "locking up now. elec 54388, gas 18204. photos of both, sent to Octopus. "
                                      "keys through the agent's door on the way"),
    ("2029-03-14T17:05:00Z", "hannah", "amazing. kids are already fighting over the back bedroom here lol"),
    ("2029-03-16T11:20:00Z", "kwame", "water: Severn Trent want a reading too, did it on the app, 0731"),
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
    question = "what's the closing electric reading for the old house?"
    found = await client.v0.memories.search(extra_query={"query": "electric meter reading elec old house Octopus "
                                                                  "locking up", "top_k": 12})
    context = ["Today is Mon 18 March 2029. You are talking to Hannah, who is checking Octopus's final bill."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("54321" in c for c in context), context
    assert any("elec 54388" in c for c in context), context
    reply = answer(question, context, mock="54388 - Kwame read it as you locked up on the 14th and sent it to "
                                           "Octopus with a photo. The 54321 was your Saturday reading.")
    finish(question, expected="54,321", actual=reply)


asyncio.run(main())
