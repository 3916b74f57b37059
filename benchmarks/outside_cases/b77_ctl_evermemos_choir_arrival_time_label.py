"""Batch 77 (held out), control. A community choir's Christmas concerts: EverMemOS (async client, offline stand-in
of tests/instrumentations), asyncio, script style (each call its own trace).

App: the Wantage Community Choir's WhatsApp group goes into EverMemOS (``memories.add`` per message, group
"wcc-christmas"); the assistant answers members from a search. The St Michael's concert on Sunday 18 December starts
at 3pm (doors 2.30), but the singers have to be there by 1.45: the church is only free after the morning service
and coffee, the staging has to go up, and Graham wants a proper warm-up with the organ before the doors open.

No fault planted. Question (Fri 16/12, a new alto): "what time do I need to be at St Michael's on Sunday?" The
model answers quarter to 2, right per memory. The label says 3 o'clock, the start. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b77_ctl_evermemos_choir_arrival_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wcc-christmas"
MESSAGES = [
    ("2033-11-20T19:05:00Z", "wendy", "St Michael's sun 18/12 - 3pm start, doors 2.30, retiring collection for the "
                                      "roof fund. tickets not needed, just turn up"),
    ("2033-11-27T10:12:00Z", "graham", "(MD) choir there for 1.45 at St M's pls - staging up, then a proper warm "
                                       "up w the organ before the doors. the 10.30 service + coffee means we can't "
                                       "get in before half 1 anyway"),
    ("2033-12-02T21:40:00Z", "ruth", "Brownie readers confirmed, Isla + Maisie, they'll be there for 2.15"),
    ("2033-12-09T08:30:00Z", "wendy", "black + a bit of red or green, tinsel optional (Colin!!). folders collected "
                                      "at the door after"),
    ("2033-12-12T18:22:00Z", "pete", "staging crew for Sun - me, Colin, Dev. van's at the Corn Exchange from Thurs, "
                                     "we'll bring it over"),
    ("2033-12-14T12:00:00Z", "wendy", "parking at St M's is tight, use the Beacon car park, £2 on a Sunday"),
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
    question = "what time do I need to be at St Michael's on Sunday?"
    found = await client.v0.memories.search(extra_query={"query": "St Michael's Sunday time start doors choir there "
                                                                  "warm up 3pm", "top_k": 12})
    context = ["Today is Fri 16 December 2033. You are talking to Hannah, a new alto."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("3pm start, doors 2.30" in c for c in context), context
    assert any("choir there for 1.45" in c for c in context), context
    reply = answer(question, context, mock="Quarter to 2 - Graham wants everyone there for 1.45 to get the staging "
                                           "up and warm up with the organ. The concert itself is at 3.")
    finish(question, expected="3 o'clock - that's when it starts", actual=reply)


asyncio.run(main())
