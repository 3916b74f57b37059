"""Batch 25 (held out), control. A family's half-term holiday chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Kate and Rob plan October half term in the Algarve in a two-person chat; each message goes into EverMemOS
(``memories.add`` per message, group "reid-family-hols") and the assistant answers from a search. The villa is
Sat 24/10 to Fri 30/10 ("out by 10 on the Fri"); the cheap flight home is the 7.05am from Faro on Sat 31/10, so they
spend the Friday night at an airport hotel and land at Stansted 9.50 on the Saturday morning.

No fault planted. Question (Mon 19/10/26): "What day are we actually back home? dd/mm for Karen, she's having
Biscuit" The model answers 31/10, right per memory. The label says 30/10, the day they leave the villa. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b25_ctl_evermemos_holiday_home_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "reid-family-hols"
MESSAGES = [
    ("2026-08-30T20:14:00Z", "kate", "Found a villa nr Carvoeiro, pool, 3 bed, Sat 24/10 - Fri 30/10, €1,150. out "
                                     "by 10 on the Fri. shall I book?"),
    ("2026-08-30T20:31:00Z", "rob", "go for it. flights?"),
    ("2026-08-30T21:02:00Z", "kate", "Ryanair out Sat 24th 6.40am STN, lands Faro 9.35 local. the Fri evening flight "
                                     "back is £96 more each so I've gone for the Sat 7.05am one home, lands Stansted "
                                     "9.50"),
    ("2026-08-30T21:05:00Z", "rob", "Fine by me. we'll need somewhere for the Fri night then"),
    ("2026-08-31T08:40:00Z", "kate", "Ibis by Faro airport Fri 30th, £89 family room, free shuttle from 4am. booked"),
    ("2026-09-12T18:22:00Z", "rob", "car hire sorted - Goldcar, pick up at the airport, drop off Fri 30th 6pm at the "
                                    "same desk"),
    ("2026-10-02T19:15:00Z", "kate", "Karen can have Biscuit, she says drop him Fri 23rd evening, £20 a day as "
                                     "usual"),
    ("2026-10-10T12:03:00Z", "rob", "Online check in opens 24 hrs b4, remind me. and the kids' passports are in "
                                    "the drawer not the safe"),
    ("2026-10-18T21:30:00Z", "kate", "Karen wants to know when to expect us back so she can plan her wk"),
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
    question = "What day are we actually back home? dd/mm for Karen, she's having Biscuit"
    with turn_span("question Mon 19/10"):
        found = await client.v0.memories.search(extra_query={"query": "villa flight home back Fri Sat lands Stansted "
                                                                      "Ibis night Karen Biscuit", "top_k": 10})
        context = ["Today is Mon 19/10/26."] + [text_of(m) for m in found.result.memories]
        assert any("Sat 24/10 - Fri 30/10" in c and "out by 10 on the Fri" in c for c in context), context
        assert any("Sat 7.05am one home, lands Stansted 9.50" in c for c in context), context
        assert any("Ibis by Faro airport Fri 30th" in c for c in context), context
        reply = answer(question, context, mock="31/10 - you leave the villa on the Friday and stay at the airport "
                                               "Ibis, then the 7.05 flight lands at Stansted 9.50 on Saturday "
                                               "morning, so back that day.")
    finish(question, expected="30/10", actual=reply)


asyncio.run(main())
