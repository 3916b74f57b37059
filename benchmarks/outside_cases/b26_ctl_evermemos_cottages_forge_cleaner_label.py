"""Batch 26 (held out), control. A holiday-cottage manager's chats with her cleaners: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: Maggie at Fen Edge Lets has a group chat with the cleaners (Wendy, and Jo from Sparkle Cleaning); each message
goes into EverMemOS (``memories.add`` per message, group "fel-cleaners") and the assistant answers from a search.
Wendy does the Old Forge on Saturdays this summer; in July she is up in Leeds at her daughter's for the new baby,
12-22 July, and asks who can do her Saturdays; Jo says she can do the Forge on the 19th and needs the key safe code.

No fault planted. Question (Wed 16/7): "Who's cleaning the Old Forge this Saturday?" The model answers Jo from
Sparkle, right per memory. The label says Wendy, who usually does it. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b26_ctl_evermemos_cottages_forge_cleaner_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "fel-cleaners"
MESSAGES = [
    ("2025-06-28T09:02:00Z", "maggie", "Morning both - summer Sats: Wendy Forge + Bramble, Jo Wren. Shout if "
                                       "that's a problem"),
    ("2025-06-28T09:40:00Z", "wendy", "fine by me, I like the Forge, it's the only one w a decent hoover lol"),
    ("2025-06-28T10:15:00Z", "jo", "Wren's fine, I'll bring the steam mop for the kitchen floor"),
    ("2025-07-05T17:30:00Z", "wendy", "Forge done, Klines left it nice for once. Bin men didn't come, bags by the gate"),
    ("2025-07-08T20:11:00Z", "wendy", "Maggie our Kirsty's had the baby early!! Going up to Leeds Sat 12th till the "
                                      "22nd. Can someone do my Saturdays? sorry for short notice x"),
    ("2025-07-08T20:30:00Z", "maggie", "Congratulations!!! Don't worry, we'll sort it x"),
    ("2025-07-09T08:05:00Z", "jo", "I can do the Forge on the 19th after Wren, prob get there about 1. Need the key "
                                   "safe code"),
    ("2025-07-09T08:20:00Z", "maggie", "Thanks Jo, you're a star. Forge code is 0612. Bramble the 12th + 19th I'll "
                                       "do myself"),
    ("2025-07-14T12:00:00Z", "jo", "12th went fine at Wren btw, guests left a bottle of wine for me!"),
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
    question = "Who's cleaning the Old Forge this Saturday?"
    with turn_span("question Wed 16/7"):
        found = await client.v0.memories.search(extra_query={"query": "Forge Saturday Sats cleaning Wendy Jo Leeds "
                                                                      "19th do", "top_k": 10})
        context = ["Today is Wed 16/7/25."] + [text_of(m) for m in found.result.memories]
        assert any("Wendy Forge + Bramble" in c for c in context), context
        assert any("Going up to Leeds Sat 12th till the 22nd" in c for c in context), context
        assert any("I can do the Forge on the 19th" in c for c in context), context
        reply = answer(question, context, mock="Jo from Sparkle - Wendy's up in Leeds till the 22nd. Jo's doing it "
                                               "after Wren, about 1pm, with the code 0612.")
    finish(question, expected="Wendy - the Forge is hers on Saturdays", actual=reply)


asyncio.run(main())
