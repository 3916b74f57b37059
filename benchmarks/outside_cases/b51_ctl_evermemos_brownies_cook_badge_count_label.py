"""Batch 51 (held out), control. A Brownie unit's leaders' chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: 3rd Droitwich Brownies' leaders (Brown Owl Sue, Tawny Owl Priya, young leader Harriet) have a WhatsApp group
that goes into EverMemOS (``memories.add`` per message, group "3rd-droitwich-leaders"); the assistant answers from
a search. Fourteen girls started the Cook badge over four Thursday meetings. Isla and Poppy (sisters) had
chickenpox and missed the last two weeks, so they'll do their bake at home over half term and get the badge after;
the other twelve get theirs at the presentation on Thursday.

No fault planted. Question (Tue 20/10, Sue, ordering the badges and certificates): "how many cook badges am I
handing out on thurs?" The model answers 12, right per memory. The label says 14, the number who started. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b51_ctl_evermemos_brownies_cook_badge_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "3rd-droitwich-leaders"
MESSAGES = [
    ("2026-09-17T20:41:00Z", "priya", "cook badge starts tonight!! 14 signed up (all the 9s and 10s + Ruby), "
                                      "4 weeks, the bake is the last wk"),
    ("2026-09-24T21:05:00Z", "sue", "wk 2 done - hygiene + knife skills, nobody lost a finger. hall oven's "
                                    "temperamental, use the left one"),
    ("2026-10-01T20:58:00Z", "harriet", "Isla + Poppy's mum msged, both got chickenpox, off for at least a "
                                        "fortnight poor things"),
    ("2026-10-08T21:30:00Z", "priya", "bake night - scones + pizza muffins, v proud. Isla + Poppy will do the "
                                      "bake at home in half term w mum + send pics, they'll get theirs after"),
    ("2026-10-10T09:12:00Z", "sue", "badge presentation thurs 22nd, parents invited for the last 15 mins, I'll "
                                    "do the certificates"),
    ("2026-10-13T19:44:00Z", "harriet", "can I help with the cook badge certificates? I've got the printer"),
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
    question = "how many cook badges am I handing out on thurs?"
    found = await client.v0.memories.search(extra_query={"query": "cook badge bake Isla Poppy 14 signed up "
                                                                  "presentation thurs", "top_k": 12})
    context = ["Today is Tue 20 October 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("14 signed up" in c for c in context), context
    assert any("they'll get theirs after" in c for c in context), context
    reply = answer(question, context, mock="12 - 14 started, but Isla and Poppy are finishing their bake at home "
                                           "in half term and get theirs after.")
    finish(question, expected="14 (everyone who did it)", actual=reply)


asyncio.run(main())
