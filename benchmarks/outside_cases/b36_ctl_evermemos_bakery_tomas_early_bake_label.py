"""Batch 36 (held out), control. A wholesale bakery's staff group chat: EverMemOS async client (offline stand-in
of tests/instrumentations), asyncio, one root span per message.

App: the Crumb & Co staff WhatsApp group (Deb the owner, bakers Tomas and Ana, driver Jas) goes into EverMemOS
(``memories.add`` per message, group "crumb-staff") and Deb's assistant answers from a search. Tomas does the 3am
early bake on Tuesdays and Thursdays. His daughter was born on Sunday 9 November; Deb told him to take his two
weeks, and Ana is doing his early bakes until the 23rd.

No fault planted. Question (Mon 10/11): "is Tomas doing the early bake tomorrow?" The model answers no (Ana is),
right per memory. The label says yes, Tuesday is one of his. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b36_ctl_evermemos_bakery_tomas_early_bake_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "crumb-staff"
MESSAGES = [
    ("2025-10-27T16:05:00Z", "deb", "early bake rota from Nov: Tomas Tue + Thu (3am), Ana Mon Weds Fri, me Sat. "
                                    "shout if you need to swap"),
    ("2025-10-29T04:12:00Z", "ana", "rye starter smells v vinegary today fyi, used the backup"),
    ("2025-11-03T05:20:00Z", "jas", "Ledbury Co-op moaning the bloomers are pale"),
    ("2025-11-03T07:02:00Z", "deb", "bloomers 5 mins longer from tmrw pls"),
    ("2025-11-09T02:41:00Z", "tomas", "Baby girl arrived at 2am!!! 3.4kg, Ela + baby doing great 🥹"),
    ("2025-11-09T08:15:00Z", "deb", "CONGRATS!!! take your two weeks, we'll manage. Ana can you do Tues + Thurs "
                                    "early bakes till the 23rd?"),
    ("2025-11-09T08:40:00Z", "ana", "yep I'll do them, Tomas enjoy xx"),
    ("2025-11-10T06:30:00Z", "jas", "van 2's tyre light is on again, taking it to Kwik Fit after my run"),
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
    question = "is Tomas doing the early bake tomorrow?"
    with turn_span("question Mon 10/11"):
        found = await client.v0.memories.search(extra_query={"query": "Tomas early bake rota Tue Thu Ana baby two "
                                                                      "weeks", "top_k": 10})
        context = ["Today is Mon 10/11/25."] + [text_of(m) for m in found.result.memories]
        assert any("Tomas Tue + Thu (3am)" in c for c in context), context
        assert any("Ana can you do Tues + Thurs early bakes till the 23rd" in c for c in context), context
        reply = answer(question, context, mock="No - Ana's doing it. Tomas has his two weeks with the new baby, so "
                                               "Ana's on the Tuesday and Thursday early bakes till the 23rd.")
    finish(question, expected="Yes - Tuesdays are his", actual=reply)


asyncio.run(main())
