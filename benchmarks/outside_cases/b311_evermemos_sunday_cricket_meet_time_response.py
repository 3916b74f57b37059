"""Batch 311 (held out). A Sunday league cricket team: EverMemOS async client (offline stand-in), asyncio - each
player's messages written by their own task (gathered), then the question's search; the answer call has the new
meet time in its context and gives the old one.

App: Triangle Sunday XI play in the Halifax Sunday League - 35 overs a side in the league, 40 in the cup. The team's
WhatsApp group goes into EverMemOS - Dan (the captain), Kieran, Shaz - and the group's helper answers the lads.

Planted fault (ResponseError, ignored sufficient context): the group has Dan's 2051-07-03T20:00 message - Sun 9th
away at Mytholmroyd, 1pm start, meet at theirs 12.15, 35 overs; Kieran's 2051-07-05T18:30 - his car's in the garage,
can someone give him a lift; Dan's 2051-07-06T21:15 - their secretary's been on, it's the cup not the league this
week so it's 40 overs, we start 12.30 not 1, meet 11.45 at theirs, no excuses; Shaz's 2051-07-07T19:00 - teas are
at theirs, don't bring anything. Question (Sat 8/7, Kieran): "what time do I need to be at Mytholmroyd tomorrow?
sorting a lift w/ Gav" -> expected 11.45 (a 12.30 start, it's a 40 over cup game). The model says 12.15 for a 1pm
start.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both of Dan's messages, the later one moving the meet to 11.45, and the model gave the first one's
12.15. Asserted: the context has the 12.15 message and the 11.45 message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b311_evermemos_sunday_cricket_meet_time_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "triangle-sunday-xi-2051"
MESSAGES = {
    "dan": [("2051-07-03T20:00:00Z", "sun 9th v Mytholmroyd AWAY 🏏 1pm start, meet at theirs 12.15. 35 overs, "
                                     "coloured kit. team's on the pinned msg"),
            ("2051-07-06T21:15:00Z", "their sec's been on - it's the CUP not the league this wk so 40 overs, we start "
                                     "12.30 not 1. meet 11.45 at theirs pls, no excuses lads we need the full 40")],
    "kieran": [("2051-07-05T18:30:00Z", "car's in the garage till mon 😩 can someone give me a lift sun, I'm in "
                                        "Luddenden")],
    "shaz": [("2051-07-07T19:00:00Z", "teas are at theirs, don't bring owt. I've got the scorebook + the new ball")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "what time do I need to be at Mytholmroyd tomorrow? sorting a lift w/ Gav"
    context = ["Today is Sat 8 July 2051. You are talking to Kieran, who plays for Triangle Sunday XI."]
    for query in ("meet time sunday", "Mytholmroyd away start", "what time do we start"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("1pm start, meet at theirs 12.15" in c for c in context), context
    assert any("we start 12.30 not 1. meet 11.45 at theirs" in c for c in context), context
    with fault():
        reply = answer(f"(Kieran) {question}", context,
                       mock="Meet at Mytholmroyd at 12.15 for the 1pm start - Gav'll need to pick you up about "
                            "quarter to.")
    finish(question, expected="11.45 - it's a 40 over cup game, starting 12.30", actual=reply)


asyncio.run(main())
