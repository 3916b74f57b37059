"""Batch 109 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: The Wheatsheaf's darts team chat goes into EverMemOS (``v0.memories.add`` per message, one group); the pub's
helper answers the players from a search of it.

Memory: league nights are Thursdays, 8pm; the league final against the Fox & Hounds is at the Fox, and it's the
Friday that week, 19/3, because the Fox has its own quiz on the Thursday and won't shift it; plus other messages.
Question (Mon 15/3, Big Al): "what night's the final? need to book it off work". The assistant says Friday the
19th. The label says Thursday the 18th, the usual darts night.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b109_ctl_evermemos_darts_final_night_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wheatsheaf-darts-a"
MESSAGES = [
    ("2038-01-06T21:10:00Z", "kerry", "league fixtures are up on the board - thursdays 8pm as always, home + away, "
                                      "£2 subs on the night"),
    ("2038-03-05T22:40:00Z", "jordan", "WE'RE IN THE FINAL lads!! beat the Bell 5-2, Al's 140 finish did it"),
    ("2038-03-06T10:05:00Z", "kerry", "final's v the Fox & Hounds at theirs. it's the friday that wk, 19/3, cos the "
                                      "Fox have got their own quiz on the thurs and won't budge on it"),
    ("2038-03-06T10:30:00Z", "big-al", "typical Fox lol. who's driving?"),
    ("2038-03-07T09:12:00Z", "kerry", "minibus from here 7.15, £5 each, Dean's driving. shirts being washed"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "what night's the final? need to book it off work"
    found = await client.v0.memories.search(extra_query={"query": "darts league final night date Fox thursday "
                                                                  "friday", "top_k": 10})
    context = ["Today is Mon 15 March 2038. You are talking to Big Al from the A team."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("thursdays 8pm as always" in c for c in context), context
    assert any("the friday that wk, 19/3" in c for c in context), context
    reply = answer(question, context, mock="Friday 19th - at the Fox & Hounds, minibus from the Wheatsheaf at 7.15.")
    finish(question, expected="Thurs 18th - usual darts night", actual=reply)


asyncio.run(main())
