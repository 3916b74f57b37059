"""Batch 363 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Pennine Flight Training's student group chat goes into EverMemOS - Jan (the CFI), Dev (a student coming up to
his PPL skills test) and Ops (the booking desk) - and the helper answers students' questions.

Memory: Jan, 2050-06-01T10:00Z - Dev's skills test booked with the examiner, Thu 16 June, brief 0900Z, G-ABCE,
fee £240 to the office by the 10th; Ops, 2050-06-08T12:15Z - G-ABCE blocked out 0830-1400Z for the test, G-ABCD for
the 2nd solo nav that day; Jan, 2050-06-14T17:30Z (a Tuesday) - "examiner rang, she's on a standards course thurs,
so Dev's test has moved to a week today, same time, same a/c. Ops pls move the block"; Dev, 2050-06-14T18:05Z - ok,
gives him another go at the PFLs. Question (Weds 15/6, Dev): "when's my skills test now? need to book the day off
work" The assistant says Tue 21 June (a week on from Jan's Tue 14th message), brief 0900Z in G-ABCE. The label
says Thu 16 June - the date before the examiner moved it.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b363_ctl_evermemos_training_skills_test_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "pennine-ft-students-2050"
MESSAGES = {
    "jan": [("2050-06-01T10:00:00Z", "SKILLS TEST ✈ Dev's booked with the examiner thurs 16 june, brief 0900Z, "
                                     "G-ABCE. fee £240 to the office by the 10th pls"),
            ("2050-06-14T17:30:00Z", "examiner rang - she's on a standards course thurs 🙄 so Dev's test has moved "
                                     "to a week today, same time, same a/c. Ops pls move the block")],
    "ops": [("2050-06-08T12:15:00Z", "G-ABCE blocked out 0830-1400Z for Dev's test, G-ABCD for Amy's 2nd solo nav "
                                     "that day, wx permitting")],
    "dev": [("2050-06-14T18:05:00Z", "ah ok no worries, gives me another go at the PFLs 😅 fee's paid btw")],
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
    question = "when's my skills test now? need to book the day off work"
    context = ["Today is Weds 15 June 2050. You are talking to Dev, a PPL(A) student at Pennine Flight Training."]
    for query in ("skills test date", "examiner moved the test", "when is Dev's test"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("thurs 16 june, brief 0900Z" in c for c in context), context
    assert any("moved to a week today" in c for c in context), context
    reply = answer(f"(Dev) {question}", context,
                   mock="Tue 21 June - Jan's message on Tue 14th moved it to a week that day. Brief's still 0900Z, "
                        "G-ABCE.")
    finish(question, expected="Thu 16 June", actual=reply)


asyncio.run(main())
