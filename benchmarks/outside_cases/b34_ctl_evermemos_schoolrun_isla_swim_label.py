"""Batch 34 (held out), control. A family's group chat about the school run and clubs: EverMemOS async client
(offline stand-in of tests/instrumentations), asyncio, one root span per message.

App: the Okafor-Lewis family's WhatsApp group (Claire, Dan, Grandad Ken, and Isla on her old phone) goes into
EverMemOS (``memories.add`` per message, group "okafor-lewis-family") and the family assistant answers from a
search. Isla swims every Wednesday at 5.30 at the leisure centre. This Wednesday her class is on a trip to the Black
Country Museum and the coach gets back at half six; Claire has let the swim coach know, and Isla is glad of the rest.

No fault planted. Question (Wed 1/10, morning): "is Isla at swimming tonight?" The model answers no, right per
memory. The label says yes, she swims every Wednesday. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b34_ctl_evermemos_schoolrun_isla_swim_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "okafor-lewis-family"
MESSAGES = [
    ("2025-09-07T19:02:00Z", "claire", "Term clubs: Isla swim Weds 5.30-6.15 leisure centre (Sandra's squad), Noah "
                                       "football Thurs til 4.15, Noah Beavers Tues 6-7. Swim bag by the door weds pls"),
    ("2025-09-15T08:10:00Z", "dan", "who's got the swim run this wk, I'm in Leeds"),
    ("2025-09-15T08:25:00Z", "grandad_ken", "I'll do it, 5.15 from yours"),
    ("2025-09-24T17:40:00Z", "isla", "Black Country museum trip next weds!!! we're going down a mine"),
    ("2025-09-25T20:15:00Z", "claire", "letter came - trip's Weds 1/10, coach back to school about half 6, packed "
                                       "lunch + £5 for the shop. No way she'll get to the pool for 5.30, I've "
                                       "messaged Sandra"),
    ("2025-09-25T20:21:00Z", "isla", "yay no swimming lol"),
    ("2025-09-29T07:45:00Z", "dan", "I'll grab her from school after the coach, Ken can you do Noah at 3.15 weds?"),
    ("2025-09-29T08:02:00Z", "grandad_ken", "yes no problem"),
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
    question = "is Isla at swimming tonight?"
    with turn_span("question Wed 1/10"):
        found = await client.v0.memories.search(extra_query={"query": "Isla swim Weds 5.30 pool trip coach Black "
                                                                      "Country museum Sandra", "top_k": 10})
        context = ["Today is Wed 1/10/25."] + [text_of(m) for m in found.result.memories]
        assert any("Isla swim Weds 5.30-6.15" in c for c in context), context
        assert any("No way she'll get to the pool for 5.30" in c for c in context), context
        reply = answer(question, context, mock="No - she's on the Black Country Museum trip and the coach isn't back "
                                               "till about half 6. Claire's told Sandra. Dan's collecting her after "
                                               "the coach.")
    finish(question, expected="Yes - Weds is her swim night", actual=reply)


asyncio.run(main())
