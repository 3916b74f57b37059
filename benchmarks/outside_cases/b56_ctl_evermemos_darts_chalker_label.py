"""Batch 56 (held out), control. A pub darts team's group chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Bell Inn "A" team chat (Gaz the captain, Mo, Shaun, Dean, Big Dave who always chalks the home games) goes
into EverMemOS (``memories.add`` per message, group "bell-a-darts"); the assistant answers from a search. Big Dave
is on nights at the depot for the whole of March, so Kerry behind the bar, who scored at the Legion for years, is
chalking the home games.

No fault planted. Question (Tue 17/3, a new player): "who's chalking for us at home on thursday?" The model answers
Kerry from behind the bar, right per memory. The label says Big Dave, the team's usual chalker. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b56_ctl_evermemos_darts_chalker_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bell-a-darts"
MESSAGES = [
    ("2025-09-04T21:40:00Z", "gaz", "new season lads!! same as ever - Big Dave chalks at home, away team's chalker "
                                    "does theirs"),
    ("2026-02-26T22:10:00Z", "big.dave", "bad news, on nights at the depot the whole of March, 10 till 6. back in "
                                         "April, keep my chair warm"),
    ("2026-02-26T22:25:00Z", "kerry", "I'll do your board for you boys, did it for the Legion for 8 yrs, I'll "
                                      "get Sam to cover the bar"),
    ("2026-02-27T08:02:00Z", "gaz", "legend Kerry 🙌 drinks on us"),
    ("2026-03-05T23:15:00Z", "mo", "Kerry chalked like a pro tonight, not one mistake, Dave who?? 😂"),
    ("2026-03-12T19:30:00Z", "shaun", "lift to the Plough fri, leaving 7 sharp"),
    ("2026-03-16T18:00:00Z", "gaz", "Legion at ours thurs 19th, cup game, 8.15ish, chip butties on"),
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
    question = "who's chalking for us at home on thursday?"
    found = await client.v0.memories.search(extra_query={"query": "chalk chalker home board Big Dave Kerry nights",
                                                         "top_k": 12})
    context = ["Today is Tue 17 March 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Big Dave chalks at home" in c for c in context), context
    assert any("on nights at the depot the whole of March" in c for c in context), context
    assert any("I'll do your board for you boys" in c for c in context), context
    reply = answer(question, context, mock="Kerry from behind the bar - Big Dave's on nights all March, and she "
                                           "chalked the last home game.")
    finish(question, expected="Big Dave, he always chalks our home games", actual=reply)


asyncio.run(main())
