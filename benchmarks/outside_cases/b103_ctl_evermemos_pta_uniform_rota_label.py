"""Batch 103 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the St Mary's PTA group chat goes into EverMemOS (``v0.memories.add`` per message, one group); the PTA helper
answers from a search.

Memory: Claire's rota for the sale (Thu 27/11): uniform tables Neha, Joe and Sam, books Tom and Claire, till Raj;
Joe says his back's gone again and the physio says no lifting for a fortnight, he could sit on the till; Claire
says Raj goes over to the uniform (all the bin bags) and Joe has the till with a cushion; Neha asks for coats on a
rail. Question (Fri 28/11, Raj writing the newsletter's thank-yous): "who did the uniform tables yesterday? doing
the thank yous" The assistant says Neha, Sam and Raj. The label says Neha, Joe and Sam.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b103_ctl_evermemos_pta_uniform_rota_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marys-pta-committee"
MESSAGES = [
    ("2036-11-17T20:10:00Z", "claire", "rota for thurs sale: uniform tables - Neha, Joe + Sam. books - Tom + me. "
                                       "till - Raj"),
    ("2036-11-19T07:45:00Z", "joe", "bad news, backs gone again :( physio says no lifting for a fortnight. I could "
                                    "sit on the till if thats any use?"),
    ("2036-11-19T08:02:00Z", "claire", "oh no Joe!! ok Raj you go on uniform then (all the bin bags, sorry), Joe on "
                                       "the till with a cushion"),
    ("2036-11-20T18:30:00Z", "neha", "can we do the coats on a rail this time? my brother has one from his shop"),
    ("2036-11-24T12:15:00Z", "tom", "books are in 6 boxes in my boot, will bring in at 2.30"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "who did the uniform tables yesterday? doing the thank yous"
    found = await client.v0.memories.search(extra_query={"query": "uniform tables rota thurs sale Joe Raj till "
                                                                  "lifting", "top_k": 10})
    context = ["Today is Fri 28 November 2036. You are talking to Raj, the PTA chair."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("uniform tables - Neha, Joe + Sam" in c for c in context), context
    assert any("no lifting for a fortnight" in c for c in context), context
    assert any("Raj you go on uniform then" in c for c in context), context
    reply = answer(question, context, mock="Neha, Sam and you, Raj - Joe was on the till because of his back.")
    finish(question, expected="Neha, Joe and Sam", actual=reply)


asyncio.run(main())
