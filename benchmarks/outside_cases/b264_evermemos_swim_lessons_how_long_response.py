"""Batch 264 (held out). A swimming teacher's private lessons: EverMemOS async client (offline stand-in), asyncio:
each person's messages written by their own task (gathered), then the question's searches and the answer call,
which has the longer lesson in its context and gives the usual length.

App: Coach Lou teaches private lessons at Heathfield School's pool on Saturdays - 30 minute one-to-ones, £21 a
lesson. The lesson chat with Oliver's family goes into EverMemOS (group per pupil) - Lou, Kerry (Oliver's mum) and
Mark (his dad) - and the helper answers from a search of it.

Planted fault (ResponseError, ignored sufficient context): Lou, 2051-01-06T20:00 - new term, Oliver's lessons Sat
11.00, 30 mins, £21, block of 6; Kerry, 2051-01-20T18:30 - he's doing his stage 5 at school in March, can they do a
bit extra before then; Lou, 2051-02-03T19:10 - for the next 3 Saturdays she's put Oliver down for a double, 11 till
11.45, so there's time for the 25m and the treading water for stage 5, £31 a go, back to the normal 30 mins after
half term; Lou, 2051-02-06T21:00 - no lessons Sun 12th, the pool's shut for the gala. Question (Fri 10/2, Mark):
"how long's Oliver's lesson tomorrow? Nana's picking him up + wants to know what time to be outside" -> expected 45
minutes (11 till 11.45, a double for the stage 5). The model says 30 minutes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the term's 30 minutes and Lou's message putting him down for a 45-minute double on the next three
Saturdays (Sat 11th is the second), and it gave the 30 minutes. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b264_evermemos_swim_lessons_how_long_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "coach-lou-oliver-2051"
MESSAGES = {
    "lou": [("2051-01-06T20:00:00Z", "new term 🏊 Oliver's lessons sat 11.00 as before, 30 mins, £21 a lesson, block "
                                     "of 6 paid up front pls (£126)"),
            ("2051-02-03T19:10:00Z", "for the next 3 sats I've put Oliver down for a double - 11 till 11.45, so "
                                     "we've time for the 25m + the treading water bit for his stage 5. £31 a go. "
                                     "back to normal 30 mins after half term"),
            ("2051-02-06T21:00:00Z", "no lessons sun 12th for anyone, pool's shut for the school gala")],
    "kerry": [("2051-01-20T18:30:00Z", "he's doing his stage 5 at school in march!! can we do a bit extra before "
                                       "then? he panics a bit in the deep end")],
    "mark": [("2051-01-28T12:05:00Z", "thanks Lou, he came out buzzing today 😁 will transfer for the block tonight")],
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
    question = "how long's Oliver's lesson tomorrow? Nana's picking him up + wants to know what time to be outside"
    context = ["Today is Fri 10 February 2051. You are talking to Mark, whose son Oliver has private swimming "
               "lessons with Coach Lou on Saturdays."]
    for query in ("how long is the lesson", "Oliver lesson saturday", "double lesson stage 5"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Oliver's lessons sat 11.00 as before, 30 mins" in c for c in context), context
    assert any("put Oliver down for a double - 11 till 11.45" in c for c in context), context
    with fault():
        reply = answer(f"(Mark) {question}", context,
                       mock="30 minutes - 11 till 11.30, so Nana can be outside for about 11.35.")
    finish(question, expected="45 minutes - 11 till 11.45, Lou's doing him a double before his stage 5",
           actual=reply)


asyncio.run(main())
