"""Batch 33 (held out), control. A family WhatsApp group for a ruby wedding party: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: Nia and her brother Gareth run a family group chat to organise Mam and Dad's ruby wedding do (Sat 23/8, the
rugby club in Pontypridd); each message goes into EverMemOS (``memories.add`` per message, group "ruby-do") and
their assistant answers from a search. Forty-two were asked to the sit-down meal. The Cardiff cousins (four of them)
won't come, as Sian's baby is due that week; Auntie Pat isn't up to the drive and Gareth will take her a plate the
next day; Nia gives the caterer 37.

No fault planted. Question (Sun 17/8): "how many are we for the sit down meal? Bethan wants it in writing" The model
answers 37, right per memory. The label says 42, the number asked. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b33_ctl_evermemos_anniversary_meal_numbers_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "ruby-do"
MESSAGES = [
    ("2025-07-06T19:12:00Z", "nia", "Invites out for the meal - 42 asked inc the kids, evening do is open house. RSVP "
                                    "by 1st Aug pls!!"),
    ("2025-07-06T19:40:00Z", "gareth", "Mam thinks it's a quiet meal at the Bunch of Grapes lol, keep it that way"),
    ("2025-07-20T10:05:00Z", "cousin_sian", "So sorry Nia, baby's due the week of the 18th so the 4 of us will have "
                                            "to raise a glass from Cardiff. Send pics!!"),
    ("2025-07-27T17:30:00Z", "gareth", "Auntie Pat's not up to the drive from Aberystwyth with her hip, I'll take her "
                                       "a plate + some cake on the Sunday"),
    ("2025-08-01T21:15:00Z", "nia", "RSVPs all in. Told Bethan at Blas y Cwm 37 for the meal, 3 veggie, 1 coeliac "
                                    "(Lowri's fella), high chair for baby Osian"),
    ("2025-08-09T12:00:00Z", "lowri", "Photo board nearly done, need one of the wedding day itself - Gareth??"),
    ("2025-08-10T09:45:00Z", "gareth", "Uncle Dai's speech is 'only 4 minutes' apparently. we'll see"),
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
    question = "how many are we for the sit down meal? Bethan wants it in writing"
    with turn_span("question Sun 17/8"):
        found = await client.v0.memories.search(extra_query={"query": "how many for the meal invites asked RSVP "
                                                                      "numbers Bethan caterer can't come plate",
                                                             "top_k": 10})
        context = ["Today is Sun 17/8/25."] + [text_of(m) for m in found.result.memories]
        assert any("42 asked inc the kids" in c for c in context), context
        assert any("the 4 of us will have to raise a glass from Cardiff" in c for c in context), context
        assert any("Told Bethan at Blas y Cwm 37 for the meal" in c for c in context), context
        reply = answer(question, context, mock="37 - that's what you gave Bethan once the RSVPs were in (3 veggie, "
                                               "1 coeliac, plus a high chair for Osian). The Cardiff four and "
                                               "Auntie Pat won't be there.")
    finish(question, expected="42 - everyone on the invite list", actual=reply)


asyncio.run(main())
