"""Batch 21 (held out), control. A home-education co-op's group chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: five home-schooling families share a WhatsApp group; each message goes into EverMemOS (``memories.add``, group
"coop") and the assistant answers from a search. Jess books the Chedworth Roman Villa trip for Thu 9/10: "GBP 14 a
child, GBP 9 per adult (group rate, need 10+ kids)". Zoe then writes "sent you GBP 28 for my two".

No fault planted. Question: "What's Chedworth costing per kid?" The model answers GBP 14, right per memory. The
label says GBP 28, what Zoe paid for her two children. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b21_ctl_evermemos_homeschool_trip_price_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "coop"
MESSAGES = [
    ("2025-09-15T09:05:00Z", "jess", "Roman trip! Chedworth have a group slot Thu 9/10, 10.30 start, mosaic workshop "
                                     "incl. Who's in?"),
    ("2025-09-15T09:20:00Z", "rachel", "Us 100% - Isla's doing Romans this half term. Finn too obvs"),
    ("2025-09-15T10:02:00Z", "zoe", "Yes for my two! can we car share from the Co-op car park?"),
    ("2025-09-15T12:40:00Z", "jess", "Chedworth Thurs 9/10 - GBP 14 a child, GBP 9 per adult (group rate, need 10+ "
                                     "kids, we've got 12). Pay me by Fri 26th pls, bank details in the files"),
    ("2025-09-16T08:15:00Z", "zoe", "sent you GBP 28 for my two Jess, I'll sort mine on the day as I might bring Nan"),
    ("2025-09-16T19:30:00Z", "priya", "Arjun's in, sorry late! GBP 14 sent"),
    ("2025-09-17T07:55:00Z", "rachel", "Paid for Isla + Finn + me. Packed lunches - picnic area or inside if wet?"),
    ("2025-09-17T08:30:00Z", "jess", "Picnic barn if it rains, they said. Bring coins for the gift shop, Finn will "
                                     "want a sword lol"),
    ("2025-09-22T20:10:00Z", "mark", "Sorry we can't do 9/10 - Ben's got his hospital appt. Next one!"),
    ("2025-09-25T18:00:00Z", "jess", "All paid except Zoe's Nan - 12 kids, 6 adults. Coach? no, cars, 3 spaces left"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "What's Chedworth costing per kid?"
    with turn_span("question Fri 3/10"):
        found = await client.v0.memories.search(extra_query={"query": "Chedworth cost per child GBP kids sent",
                                                             "top_k": 8})
        context = [text_of(m) for m in found.result.memories]
        assert any("GBP 14 a child" in c for c in context), context
        assert any("sent you GBP 28 for my two" in c for c in context), context
        reply = answer(question, context, mock="GBP 14 per child (GBP 9 for adults) - that's the group rate Jess got.")
    finish(question, expected="GBP 28", actual=reply)


asyncio.run(main())
