"""Batch 40 (held out), control. A couple renovating a narrowboat: their group chat in EverMemOS (async client,
offline stand-in of tests/instrumentations), asyncio, one root span per message.

App: Sam and Jess (narrowboat "Kingfisher") and Sam's dad Alan, who has his own boat, share a group chat that goes
into EverMemOS (``memories.add`` per message, group "kingfisher-crew"); their assistant answers from a search. The
boat needs six side fenders (three a side) as the old ones are perished. Jess then finds two good ones in the bow
locker, and Alan gives them his old rope fender from Cygnet. 6 - 2 - 1 = 3 still to buy.

No fault planted. Question (Fri 10/10): "how many fenders have we still got to buy before she goes to the yard?" The
model answers 3, right per memory. The label says 6, three a side. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b40_ctl_evermemos_narrowboat_fenders_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "kingfisher-crew"
MESSAGES = [
    ("2025-10-01T18:20:00Z", "sam", "side fenders are all perished, one split today on the lock at Gailey. we need 6 "
                                    "all round, 3 a side, before the yard"),
    ("2025-10-02T09:05:00Z", "jess", "Midland Chandlers have the tyre style ones £28 each or rope £42, tyre's fine"),
    ("2025-10-04T16:48:00Z", "jess", "clearing the bow locker - 2 decent fenders under all the ropes!!! tyre ones, "
                                     "just filthy. that's 2 we don't need to buy"),
    ("2025-10-05T11:30:00Z", "alan", "I've got a rope one off Cygnet in the garage, good nick, yours if you want "
                                     "it, I'll bring it sun"),
    ("2025-10-05T19:12:00Z", "sam", "cheers dad 👍 bring the big shackle too if you find it"),
    ("2025-10-07T08:40:00Z", "jess", "centre line needs replacing too, 10m of 14mm"),
    ("2025-10-08T20:15:00Z", "sam", "dad dropped the Cygnet fender off, it's on the roof"),
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
    question = "how many fenders have we still got to buy before she goes to the yard?"
    with turn_span("question Fri 10/10"):
        found = await client.v0.memories.search(extra_query={"query": "fenders need 6 3 a side bow locker 2 decent "
                                                                      "Cygnet rope one buy",
                                                             "top_k": 10})
        context = ["Today is Fri 10/10/25."] + [text_of(m) for m in found.result.memories]
        assert any("we need 6 all round, 3 a side" in c for c in context), context
        assert any("2 decent fenders under all the ropes" in c for c in context), context
        assert any("rope one off Cygnet" in c for c in context), context
        assert any("dropped the Cygnet fender off" in c for c in context), context
        reply = answer(question, context, mock="3 - you need 6, Jess found 2 in the bow locker and your dad's "
                                               "brought the Cygnet one. Tyre style at Midland Chandlers is £28 each, "
                                               "so £84.")
    finish(question, expected="6 - three a side", actual=reply)


asyncio.run(main())
