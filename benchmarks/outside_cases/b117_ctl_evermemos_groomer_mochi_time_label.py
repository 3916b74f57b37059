"""Batch 117 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Jodie (Suds on Wheels, a mobile dog groomer) and her sister Meg, who takes the bookings, have a group chat that
goes into EverMemOS; the helper answers them from a search of it.

Memory: Meg books a new one - Mochi, a shih tzu pup at 14 Low Row, sat 13th 10am, £40 puppy trim; Mochi's mum then
asks through Meg if later's ok, her lad's got football till 11 and wants to be there for the first one; Jodie says
she'll swap her with the Abbotts - Dexter at 10, and she'll get to Mochi's for half 12ish after; Meg: told her,
she's made up. Question (Fri 12/6, Jodie): "what time am i at mochi's tmrw?" The assistant says about half 12,
after Dexter. The label says 10am - the first booking's time, in memory, but now Dexter's slot.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b117_ctl_evermemos_groomer_mochi_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "suds-on-wheels-bookings"
MESSAGES = [
    ("2037-06-03T09:05:00Z", "meg", "new one booked!! Mochi (shih tzu pup) 14 Low Row, sat 13th 10am, £40 puppy "
                                    "trim. first ever groom so go gentle"),
    ("2037-06-05T12:30:00Z", "jodie", "Abbotts want Dexter done sat too, any time, they're in all day"),
    ("2037-06-08T18:20:00Z", "meg", "Mochi's mum says her lad's got football till 11 sat and he wants to be there "
                                    "for the first one - is later ok?"),
    ("2037-06-08T18:41:00Z", "jodie", "aww ok. tell her I'll swap her w the Abbotts then - Dexter at 10, I'll get "
                                      "to hers for half 12ish after"),
    ("2037-06-08T18:45:00Z", "meg", "told her, she's made up. she'll leave the side gate open"),
    ("2037-06-10T08:02:00Z", "jodie", "oatmeal shampoo in, 5L. van diesel done"),
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
    question = "what time am i at mochi's tmrw?"
    found = await client.v0.memories.search(extra_query={"query": "Mochi saturday time Low Row swap Dexter later",
                                                         "top_k": 10})
    context = ["Today is Fri 12 June 2037. You are talking to Jodie, who runs Suds on Wheels."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("sat 13th 10am" in c for c in context), context
    assert any("football till 11" in c for c in context), context
    assert any("half 12ish" in c for c in context), context
    reply = answer(question, context, mock="About half 12 - you're doing Dexter at 10 first, then Mochi at 14 Low "
                                           "Row (side gate's open).")
    finish(question, expected="10am", actual=reply)


asyncio.run(main())
