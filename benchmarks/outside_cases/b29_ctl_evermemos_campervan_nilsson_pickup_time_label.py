"""Batch 29 (held out), control. A campervan hire business's team chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Gail and Jo, who run Fen Rover Campers, and Mick, who does the valeting, share a chat; each message goes into
EverMemOS (``memories.add`` per message, group "fen-rover-team") and the business's assistant answers from a
search. The Nilssons, flying in from Gothenburg, booked Maud for a 2pm pick-up on Saturday 7 June. Their flight
lands at Stansted at 12.50, and after the hire car and the M11 they can't be at the yard by two; Gail told them
half four is fine and Jo will be there till six.

No fault planted. Question (Fri 6/6): "what time are the Nilssons picking Maud up tmrw?" The model answers 4.30pm,
right per memory. The label says 2 o'clock as booked, the booking's time. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b29_ctl_evermemos_campervan_nilsson_pickup_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "fen-rover-team"
MESSAGES = [
    ("2025-05-20T09:12:00Z", "gail", "Nilssons (Gothenburg) booked Maud Sat 7/6 - Sat 14/6, pick up 2pm, £960 pd. "
                                     "Flying in, hire car to ours"),
    ("2025-05-27T17:40:00Z", "mick", "Maud's oven door hinge loose, tightened it, ok for now"),
    ("2025-06-02T08:05:00Z", "jo", "Hendersons' dog blanket's still in Bramble, I'll post it back"),
    ("2025-06-03T20:31:00Z", "gail", "Sanna N emailed - their flight's not in to Stansted til 12.50 + then the "
                                     "hire car desk + the M11 on a Sat, 2 just won't happen. Told her half 4 is "
                                     "fine, Jo's at the yard till 6 that day"),
    ("2025-06-04T12:15:00Z", "jo", "yep 6 is fine, I'll do the walk round + video w them"),
    ("2025-06-05T07:55:00Z", "mick", "Maud valeted, gas full, bedding in. Keys on the hook"),
    ("2025-06-05T19:02:00Z", "gail", "Patels want Bramble again in Aug, 2nd time, gave them 10% off"),
    ("2025-06-06T08:20:00Z", "jo", "I'm doing the hospital run w mum Sat morning, back by 1 so no problem"),
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
    question = "what time are the Nilssons picking Maud up tmrw?"
    with turn_span("question Fri 6/6"):
        found = await client.v0.memories.search(extra_query={"query": "Nilssons pick up Maud Sat time flight "
                                                                      "Stansted yard", "top_k": 10})
        context = ["Now: Fri 6/6/25."] + [text_of(m) for m in found.result.memories]
        assert any("pick up 2pm" in c for c in context), context
        assert any("Told her half 4 is fine" in c for c in context), context
        reply = answer(question, context, mock="Half 4 (4.30pm) - their flight doesn't land at Stansted till 12.50, "
                                               "so Gail told them 4.30. Jo's at the yard till 6 to do the walk round.")
    finish(question, expected="2 o'clock, as booked", actual=reply)


asyncio.run(main())
