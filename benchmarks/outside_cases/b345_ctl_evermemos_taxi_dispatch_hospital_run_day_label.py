"""Batch 345 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each dispatcher's and driver's messages written by their own task (gathered), then the question's search.

App: Calder Cars (a taxi firm in Halifax) - the dispatchers dictate what callers said into the office chat with
voice-to-text (no punctuation, ums and all), and the drivers send voice notes into it too; it all goes into
EverMemOS and the dispatch helper answers from it.

Memory: Jo, 2050-11-01T09:15 - Mrs Greenwood rang, her usual to the Royal Infirmary for the eye clinic Thursday the
tenth, pick up quarter past eight from forty two Moor Lane, she needs a hand with the step; Kev,
2050-11-09T16:40 - Mrs Greenwood rang again, the hospital's moved her eye clinic to "the day after tomorrow so
friday not thursday", same time, he's moved it on the sheet; Amir (driver), 2050-11-09T18:00 - he can do it, he's
on from seven; Jo, 2050-11-10T06:50 - the 58 is shut at Sowerby Bridge. The day after tomorrow from Wed 9 Nov is
Fri 11 Nov. Question (Thu 10 Nov 07:30, Shaz): "which day's mrs greenwood's eye clinic run i've got her down for
today on the old sheet" The assistant says Friday 11th at quarter past eight, not today - it was moved. The label
says today, Thursday 10th at quarter past eight.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b345_ctl_evermemos_taxi_dispatch_hospital_run_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-cars-dispatch-2050"
MESSAGES = {
    "jo": [("2050-11-01T09:15:00Z", "mrs greenwood rang she wants her usual to the royal infirmary for the eye clinic "
                                    "thursday the tenth pick up quarter past eight from forty two moor lane she'll "
                                    "need a hand with the step"),
           ("2050-11-10T06:50:00Z", "heads up the fifty eight's shut at sowerby bridge go round by the tuel lane")],
    "kev": [("2050-11-09T16:40:00Z", "mrs greenwood rang again um the hospital's moved her eye clinic to the day after "
                                     "tomorrow so friday not thursday same time quarter past eight i've moved it on "
                                     "the sheet")],
    "amir": [("2050-11-09T18:00:00Z", "i can do mrs greenwood's hospital one if it's early i'm on from seven")],
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
    question = "which day's mrs greenwood's eye clinic run i've got her down for today on the old sheet"
    context = ["Today is Thu 10 November 2050, 07:30. You are talking to Shaz on the dispatch desk at Calder Cars."]
    for query in ("mrs greenwood eye clinic", "royal infirmary pick up", "moved the hospital run"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("eye clinic thursday the tenth pick up quarter past eight" in c for c in context), context
    assert any("the day after tomorrow so friday not thursday" in c for c in context), context
    reply = answer(question, context, mock="Not today - it's Friday the 11th, quarter past eight from 42 Moor Lane. "
                                           "Kev moved it on Wednesday when the hospital changed her clinic.")
    finish(question, expected="today, Thursday 10th at quarter past eight", actual=reply)


asyncio.run(main())
