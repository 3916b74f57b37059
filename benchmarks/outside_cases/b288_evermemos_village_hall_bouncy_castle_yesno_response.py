"""Batch 288 (held out). A village hall's bookings and maintenance: EverMemOS async client (offline stand-in),
asyncio: each trustee's messages written by their own task (gathered), then the question's searches and the answer
call, which has the lifted ban in its context and answers from the ban.

App: Cragg Vale Village Hall is hired out for kids' parties, Zumba, the WI and the odd wedding do. The trustees'
chat goes into EverMemOS - Alan (maintenance), Val (treasurer) and Margaret (bookings) - and the helper answers
hirers' questions.

Planted fault (ResponseError, ignored sufficient context): the memory has Alan's 2050-04-18T17:30 message - the
floor's been sanded and resealed, NO bouncy castles or anything with a blower in the main hall from now on, the last
one took chunks out; Val's 2050-05-02T20:00 - the new rates; Margaret's 2050-09-12T21:45 - the committee agreed on
Tuesday that inflatables are OK again in the main hall as long as the hire firm puts its own crash mats down and
has public liability, Jumping Jacks from Sowerby have sent theirs in so they're fine, anyone else ask her first;
Alan's 2050-10-01T09:10 - the new boiler timer. Question (Thu 19/10, Sarah, who has the main hall on Sat 4th Nov
for Ellie's 6th): "can we have a bouncy castle in the main hall for Ellie's party? it's coming from Jumping Jacks"
-> expected yes (inflatables are allowed again with the firm's own mats and insurance, and Jumping Jacks' are in).
The model says no - no bouncy castles since the floor was sanded.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both the ban and the committee lifting it for firms with mats and insurance, Jumping Jacks named as
fine, and the model answered from the ban. Asserted: the context has the ban line and the line lifting it.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b288_evermemos_village_hall_bouncy_castle_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cragg-vale-hall-trustees-2050"
MESSAGES = {
    "alan": [("2050-04-18T17:30:00Z", "floor's been sanded + resealed, looks lovely 👌 NO bouncy castles or anything "
                                      "with a blower in the main hall from now on, the last one took chunks out"),
             ("2050-10-01T09:10:00Z", "new timer on the boiler, heating comes on 1 hr b4 every booking now, don't "
                                      "let anyone fiddle with it")],
    "val": [("2050-05-02T20:00:00Z", "new rates from june: main hall £20/hr, small room £12, kitchen £10, £50 deposit "
                                     "back if it's left tidy")],
    "margaret": [("2050-09-12T21:45:00Z", "committee agreed tues - inflatables OK again in the main hall as long as "
                                          "the hire firm puts its own crash mats down + has public liability. Jumping "
                                          "Jacks from Sowerby have sent theirs in so they're fine, anyone else ask me "
                                          "first 🏰")],
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
    question = "can we have a bouncy castle in the main hall for Ellie's party? it's coming from Jumping Jacks"
    context = ["Today is Thu 19 October 2050. You are talking to Sarah, who has Cragg Vale Village Hall's main hall "
               "booked on Sat 4 Nov for her daughter Ellie's 6th birthday."]
    for query in ("bouncy castle main hall", "inflatables allowed", "Jumping Jacks"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("NO bouncy castles or anything with a blower" in c for c in context), context
    assert any("inflatables OK again in the main hall" in c and "Jumping Jacks" in c for c in context), context
    with fault():
        reply = answer(f"(Sarah) {question}", context,
                       mock="No, sorry - there's no bouncy castles or anything with a blower in the main hall since "
                            "the floor was sanded and resealed.")
    finish(question, expected="yes - inflatables are allowed again if the firm brings its own crash mats and "
                              "insurance, and Jumping Jacks' are in", actual=reply)


asyncio.run(main())
