"""Batch 39 (held out), control. A youth orchestra's parents' WhatsApp group: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: the Vale Youth Orchestra parents' group chat goes into EverMemOS (``memories.add`` per message, group
"vyo-parents") and a parent's assistant answers from a search. The spring concert was put in the diary for Sat 29
March, 7pm, in Kingsmead's main hall. In March the school said the hall is full of desks for the Year 11 mocks that
whole week and they can't be shifted; the Guildhall can have the orchestra on the Sunday, 30/3, at 3pm, and tickets
already bought still work.

No fault planted. Question (Mon 17/3): "what date's the spring concert? grandad's asking" The model answers Sunday 30
March (3pm, the Guildhall), right per memory. The label says Saturday 29 March, the date first given. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b39_ctl_evermemos_orchestra_concert_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "vyo-parents"
MESSAGES = [
    ("2025-01-12T18:05:00Z", "mrs_pryce", "Dates for the diary!! Spring concert Sat 29 March 7pm, Kingsmead main "
                                          "hall, tickets £8/£5 from Jan 20th"),
    ("2025-01-20T09:14:00Z", "ruth", "got 4 tickets for the concert, Gran + Grandad are coming up from Bath 🎻"),
    ("2025-02-08T12:30:00Z", "dan", "does anyone have a spare music stand? Noor's snapped"),
    ("2025-03-03T16:48:00Z", "mrs_pryce", "Bit of a headache - the school need the main hall full of desks for the "
                                          "Year 11 mocks that whole week and they can't be shifted. The Guildhall "
                                          "can have us on the Sunday, 30/3, 3pm start. Tickets you've already got "
                                          "are fine for it"),
    ("2025-03-03T17:02:00Z", "ruth", "ah ok, afternoon's actually better for the grandparents"),
    ("2025-03-05T19:20:00Z", "mrs_pryce", "full rehearsal the day before, Sat 29th 2-5 at Kingsmead (the old gym, "
                                          "not the hall)"),
    ("2025-03-10T08:11:00Z", "dan", "concert dress is all black, Noor's asking if black trainers are ok lol"),
    ("2025-03-10T08:30:00Z", "mrs_pryce", "black shoes please, not trainers!"),
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
    question = "what date's the spring concert? grandad's asking"
    with turn_span("question Mon 17/3"):
        found = await client.v0.memories.search(extra_query={"query": "spring concert date Sat 29 March Guildhall "
                                                                      "Sunday 30 hall tickets",
                                                             "top_k": 10})
        context = ["Today is Mon 17/3/25."] + [text_of(m) for m in found.result.memories]
        assert any("Spring concert Sat 29 March 7pm" in c for c in context), context
        assert any("The Guildhall can have us on the Sunday, 30/3" in c for c in context), context
        reply = answer(question, context, mock="Sunday 30 March, 3pm at the Guildhall - Kingsmead's hall is full of "
                                               "exam desks that week. His ticket's still fine.")
    finish(question, expected="Saturday 29th March", actual=reply)


asyncio.run(main())
