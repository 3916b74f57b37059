"""Batch 267 (held out). A driving instructor's lessons and test dates: EverMemOS async client (offline stand-in),
asyncio (each sender's messages written by their own task, gathered); the answer call has the strike called off
in its context and says the test is probably off.

App: Marie Firth School of Motoring keeps a group chat per pupil in EverMemOS - Marie (the instructor) and the
pupil, here Ellie and her mum Dawn; the helper answers the pupil's questions from a search of the chat.

Planted fault (ResponseError, ignored sufficient context): the chat has Marie's 2050-09-20T20:05 line - Ellie's
test is Tue 4th Oct, 1.33pm at Heckmondwike, lesson before at 12; Dawn's 26/9 line - Ellie's booked the day off
college; Marie's Tue 27th Sept line - heads up, the examiners' union are talking about strike days early October,
might hit Tuesdays, she'll let them know; and Marie's Sat 1st Oct line - strike's OFF, the DVSA email's just come,
deal agreed, all tests go ahead as booked, Ellie you're fine for Tuesday. Question (Sun 2/10, Ellie): "is my test
still on tues?? my mate said the examiners r on strike 😬" -> expected yes - the strike was called off, it's going
ahead at 1.33. The model says it's probably off because of the strike and to wait for the DVSA email.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both the strike warning and Marie's later line that it's off and Ellie's test is going ahead, and the
model answered from the warning. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b267_evermemos_driving_test_strike_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "marie-firth-som-ellie-2050"
MESSAGES = {
    "marie": [("2050-09-20T20:05:00Z", "TEST DATE 🚗 tue 4th oct 1.33pm Heckmondwike. lesson b4 at 12, I'll pick u "
                                       "up from college. bring ur provisional!!"),
              ("2050-09-27T19:30:00Z", "heads up - the examiners' union are talking about strike days early oct, "
                                       "might hit tuesdays 😕 I'll let u know as soon as I hear"),
              ("2050-10-01T11:15:00Z", "strike's OFF 🙌 DVSA email's just come, deal agreed, all tests going ahead "
                                       "as booked. Ellie ur fine for tues")],
    "dawn": [("2050-09-26T08:40:00Z", "Ellie's booked the day off college for it, can she have an extra lesson sat "
                                      "as well? I'll transfer the £35")],
    "ellie": [("2050-09-29T21:10:00Z", "can we do the reverse park round by Tesco again on sat pls")],
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
    question = "is my test still on tues?? my mate said the examiners r on strike 😬"
    context = ["Today is Sun 2 October 2050. You are talking to Ellie, a pupil of Marie Firth School of Motoring."]
    for query in ("driving test tuesday", "examiners strike", "DVSA email tests going ahead"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("examiners' union are talking about strike days" in c for c in context), context
    assert any("strike's OFF" in c and "Ellie ur fine for tues" in c for c in context), context
    with fault():
        reply = answer(f"(Ellie) {question}", context,
                       mock="Probably not - the examiners' union are striking in early October and it's likely to hit "
                            "Tuesdays. Wait for the DVSA email before you get your hopes up.")
    finish(question, expected="yes - the strike's been called off, the test's going ahead Tue 4th at 1.33",
           actual=reply)


asyncio.run(main())
