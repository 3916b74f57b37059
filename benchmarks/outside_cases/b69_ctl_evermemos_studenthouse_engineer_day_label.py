"""Batch 69 (held out), control. A student house's bills: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the 42 Tiverton Rd house group chat goes into EverMemOS (``memories.add`` per message, group "tiverton-rd");
the assistant answers from a search. The wifi keeps dropping; Virgin first offered an engineer on Tue 9 Oct, 8-1, but
everyone has lectures that morning and someone has to be in, so Jas rang them back and got Thu 11 Oct, 8-1, when
she's home all morning.

No fault planted. Question (Mon 8/10, Dan, the new housemate): "when's the virgin engineer coming?" The model answers
Thursday the 11th, 8 till 1, right per memory. The label says Tuesday the 9th, the first slot offered. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b69_ctl_evermemos_studenthouse_engineer_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tiverton-rd"
MESSAGES = [
    ("2029-10-02T21:14:00Z", "tom", "wifi's dropped 4 times tonight, I'm tethering off my phone like a peasant"),
    ("2029-10-03T10:02:00Z", "jas", "rang virgin, its the line not the router. engineer tues 9th 8-1, someone needs "
                                    "to be in"),
    ("2029-10-03T10:30:00Z", "priya", "I've got the 9am stats lecture tues, can't miss it, its the one w the test"),
    ("2029-10-03T12:47:00Z", "ffion", "placement all day tues sorry. dan?"),
    ("2029-10-03T19:05:00Z", "jas", "ok none of us can do tues morning so rang virgin back - they had thurs 11th 8-1, "
                                    "took it. I'm in all morning thurs so I'll let him in"),
    ("2029-10-05T09:40:00Z", "dan", "cheers jas. also octopus want a meter reading, I'll do it sat"),
    ("2029-10-06T16:22:00Z", "kieran", "(from Lyon) miss u guys, enjoy the wifi lol"),
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
    question = "when's the virgin engineer coming?"
    found = await client.v0.memories.search(extra_query={"query": "virgin engineer coming day tues thurs 8-1 "
                                                                  "wifi line", "top_k": 12})
    context = ["Today is Mon 8 October 2029. You are talking to Dan, who moved into the house this term."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("engineer tues 9th 8-1" in c for c in context), context
    assert any("thurs 11th 8-1" in c for c in context), context
    reply = answer(question, context, mock="Thursday the 11th, between 8 and 1 - nobody could be in on the Tuesday "
                                           "so Jas rang back and got the Thursday - she's home to let him in.")
    finish(question, expected="Tuesday 9th", actual=reply)


asyncio.run(main())
