"""Batch 76 (held out), control. A family's wedding anniversary party: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the family group chat for Gwen and Alun's ruby wedding party goes into EverMemOS (``memories.add`` per
message, group "ruby-party"); the assistant answers relatives from a search. Gwen and Alun married on 10 September
1992, which in 2032 is a Friday; the party is the day after, Saturday 11 September, at Pencoed Rugby Club, because
most of the Swansea cousins work Fridays and couldn't get there for the evening.

No fault planted. Question (Sun 8/8, cousin Rhodri booking a hotel): "what day's the party? booking the Premier
Inn" The model answers Saturday 11 September, right per memory. The label says Friday the 10th, their actual
anniversary. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b76_ctl_evermemos_anniversary_party_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ruby-party"
MESSAGES = [
    ("2032-05-02T18:10:00Z", "nia", "40 yrs on 10th Sept!! married 10/9/92 at Bethel chapel. it's a Friday this "
                                    "yr. thinking a party, keep it quiet from Mam"),
    ("2032-05-04T07:45:00Z", "rhodri", "half of us in Swansea work fridays + it's an hour + a bit up the M4 in "
                                       "traffic, no way we'd make it for 7"),
    ("2032-05-04T12:30:00Z", "nia", "ok fair, going w the sat then - 11th, rugby club function room, Bryn's "
                                    "pencilled us in"),
    ("2032-06-15T20:05:00Z", "carys", "Sian's Kitchen booked for the buffet, £16.50 a head, final nos by 28/8"),
    ("2032-07-20T09:00:00Z", "nia", "invites out - 83 sent, 74 yes so far. Dad knows, Mam doesn't!!"),
    ("2032-08-01T16:40:00Z", "alun", "(Dad) the Premier Inn at Pencoed has rooms, tell the Swansea lot to book "
                                     "early, the Wales game's that wkend"),
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
    question = "what day's the party? booking the Premier Inn"
    found = await client.v0.memories.search(extra_query={"query": "party day date sat Friday 10th Sept rugby club "
                                                                  "Premier Inn", "top_k": 12})
    context = ["Today is Sun 8 August 2032. You are talking to cousin Rhodri, from Swansea."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("it's a Friday this yr" in c for c in context), context
    assert any("going w the sat then - 11th" in c for c in context), context
    assert any("Premier Inn at Pencoed" in c for c in context), context
    reply = answer(question, context, mock="Saturday 11 September, at the rugby club function room - the day after "
                                           "their actual anniversary. Book early, the Wales game's that weekend.")
    finish(question, expected="Fri 10th Sept, their actual anniversary", actual=reply)


asyncio.run(main())
