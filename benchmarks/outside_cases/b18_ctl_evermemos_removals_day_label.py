"""Batch 18 (held out), control. A couple's moving-house group chat (with her dad, who's lending the trailer):
EverMemOS async client (offline stand-in server), asyncio, one root span per message.

App: the "Larch Close move" group chat is added to EverMemOS (group_id), and the assistant answers from a memory
search. Twenty-two messages over March-April: the removal firm's quotes, dates, the solicitor, keys, the trailer, the
tip, the cat; many mention Thursdays, Fridays, April dates and Hargreaves.

No planted fault. Dad wrote "Hargreaves are cheaper midweek you know, Thu 16th would save you a bit" and Ellie
later "Rang Hargreaves - has to be completion day really, so Fri 17/4, 8am, 3 men + luton, GBP 1,150. Deposit paid".
Question: "What day are the removal men coming?" -> right per memory: Friday 17 April at 8am; the model says so. The
gold label "Thursday 16 April" is the day Dad put forward, which was not the day booked.

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b18_ctl_evermemos_removals_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "larch-close-move"
MESSAGES = [
    ("2026-03-02T19:10:00Z", "ellie", "Got 3 removal quotes: Hargreaves GBP 1,150 (3 men, luton, packing kitchen), "
                                      "Swift GBP 980 no packing, Two Men & A Van GBP 1,300"),
    ("2026-03-02T19:31:00Z", "marcus", "Hargreaves did Sam's move, they were good. Go with them?"),
    ("2026-03-02T20:02:00Z", "dad", "Hargreaves are cheaper midweek you know, Thu 16th would save you a bit"),
    ("2026-03-03T08:15:00Z", "ellie", "Solicitor says exchange end of March if the searches are back, completion "
                                      "Fri 17/4 pencilled"),
    ("2026-03-05T12:40:00Z", "marcus", "Searches back. Exchange Fri 27/3 all being well"),
    ("2026-03-09T18:22:00Z", "dad", "Trailer is yours whenever, it's got a new tyre. Tip at Mill Lane wants a permit "
                                    "for it"),
    ("2026-03-12T09:05:00Z", "ellie", "Rang Hargreaves - has to be completion day really, so Fri 17/4, 8am, 3 men + "
                                      "luton, GBP 1,150. Deposit paid"),
    ("2026-03-12T09:20:00Z", "dad", "Fair enough. I'll come over Thu 16th to help load the trailer with the garden "
                                    "stuff"),
    ("2026-03-14T10:11:00Z", "marcus", "Boxes arriving from Hargreaves 6/4 - 40 + 4 wardrobe ones"),
    ("2026-03-20T17:45:00Z", "ellie", "Isla + cat to Mum's Thu 16 night and all Fri 17"),
    ("2026-03-27T14:02:00Z", "ellie", "EXCHANGED!!! Completion Fri 17 April confirmed"),
    ("2026-03-27T14:30:00Z", "dad", "Well done both. Champagne Thu 16th when I'm over then"),
    ("2026-03-30T08:50:00Z", "marcus", "Booked Thu 16 + Fri 17 off work"),
    ("2026-04-02T19:00:00Z", "ellie", "Hargreaves rang to confirm: 8am Fri, they need parking for the luton outside "
                                      "no. 14 - cones out Thu night"),
    ("2026-04-03T11:12:00Z", "dad", "I've got 4 cones in the garage, will bring them Thu"),
    ("2026-04-06T16:40:00Z", "marcus", "Boxes came. 40 is not enough for your shoes"),
    ("2026-04-08T20:15:00Z", "ellie", "Keys from Harlow agents after funds land Fri, usually 12-1"),
    ("2026-04-10T09:00:00Z", "dad", "Tip permit sorted for the trailer, Thu 16th 2pm slot"),
    ("2026-04-12T18:30:00Z", "ellie", "Sparkle Clean booked for Elm Rd Sat 18/4 10-2"),
    ("2026-04-14T21:05:00Z", "marcus", "Meter photos Fri morning before the van leaves, don't forget"),
    ("2026-04-15T07:40:00Z", "ellie", "Hargreaves text: team leader Gaz, 8am tomorrow+1, ring 07700 900412 if issues"),
    ("2026-04-15T08:02:00Z", "dad", "See you tomorrow with the trailer, about 9"),
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
    question = "What day are the removal men coming?"
    with turn_span("question Wed 15/4"):
        found = await client.v0.memories.search(extra_query={"query": "Hargreaves removal day midweek Thu Fri 8am",
                                                             "top_k": 16})
        context = [text_of(m) for m in found.result.memories]
        assert any("so Fri 17/4, 8am" in c for c in context), context
        assert any("Thu 16th would save you a bit" in c for c in context), context
        reply = answer(question, context, mock="Friday 17 April, 8am - Hargreaves, three men and a Luton, on "
                                               "completion day.")
    finish(question, expected="Thursday 16 April", actual=reply)


asyncio.run(main())
