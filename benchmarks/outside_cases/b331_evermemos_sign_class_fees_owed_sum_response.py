"""Batch 331 (held out). A sign language class: EverMemOS async client (offline stand-in), asyncio - each sender's
messages written by their own task (gathered), then the question's searches; the answer call has the payment that
settles the sum in its context and leaves it out.

App: the BSL Level 2 class at Halifax Adult Learning, Thursday nights with Sam (a Deaf tutor), September 2050 to
May 2051. The class group chat goes into EverMemOS - the course office (fees, forms), Sam (homework, dates) and the
students; the helper answers the students' questions.

Planted fault (ResponseError, ignored sufficient context): the chat has the office's 2050-09-05T10:00 message - the
course is £240, payable in 3 instalments of £80 (Sept, Jan, April), and the exam fee of £55 is separate, due by 1st
March; Naz's 2050-09-14T21:30 "paid my first £80 at reception"; Sam's 2050-10-12T19:00 half-term message; Naz's
2051-01-16T20:45 "paid the jan £80 online, got the receipt email"; and the office's 2051-02-02T09:00 reminder that
the exam fee is due by 1st March. Question (Fri 10/2/51, Naz): "how much do I still owe altogether, course + exam?
want to sort it in one go on payday" -> expected £135 (the April £80 plus the £55 exam fee). The model counts the
January instalment as still owing and says £215.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the fees, both of Naz's payments and the exam fee, which make £135, and the model gave £215. Asserted: the
context has the fee message, both payments and the exam reminder.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b331_evermemos_sign_class_fees_owed_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "halifax-al-bsl-level2-2050"
MESSAGES = {
    "office": [("2050-09-05T10:00:00Z", "BSL L2 fees 📋 £240 for the course, can pay in 3 instalments of £80 (sept, "
                                        "jan, april). exam fee £55 is separate, due by 1st march. any probs see "
                                        "Lorraine in the office"),
               ("2051-02-02T09:00:00Z", "reminder - exam fees (£55) due by 1st march pls, pay at reception or on the "
                                        "website. no fee no exam I'm afraid")],
    "naz": [("2050-09-14T21:30:00Z", "paid my first £80 at reception tonight 👍 Lorraine says keep the receipt"),
            ("2051-01-16T20:45:00Z", "paid the jan £80 online, got the receipt email 🙌 so just april to go")],
    "sam": [("2050-10-12T19:00:00Z", "no class thurs 27th oct, half term. homework - ur weekend story video, 2 mins, "
                                     "send it me by the 3rd")],
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
    question = "how much do I still owe altogether, course + exam? want to sort it in one go on payday"
    context = ["Today is Fri 10 February 2051. You are talking to Naz, a student on the BSL Level 2 class at Halifax "
               "Adult Learning."]
    for query in ("course fees instalments", "paid my instalment", "exam fee"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("3 instalments of £80" in c and "exam fee £55" in c for c in context), context
    assert any("paid my first £80" in c for c in context), context
    assert any("paid the jan £80 online" in c for c in context), context
    assert any("exam fees (£55) due by 1st march" in c for c in context), context
    with fault():
        reply = answer(f"(Naz) {question}", context,
                       mock="£215 - two course instalments of £80 (Jan and April) plus the £55 exam fee, which is "
                            "due by 1st March.")
    finish(question, expected="£135 - the April instalment (£80) plus the £55 exam fee; Sept and Jan are paid",
           actual=reply)


asyncio.run(main())
