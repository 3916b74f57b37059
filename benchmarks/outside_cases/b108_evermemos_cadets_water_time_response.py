"""Batch 108 (held out). A sea cadets unit's parents-and-staff group chat: EverMemOS async client (the offline
stand-in server), asyncio, script style.

App: TS Resolute's group chat for the spring boating season goes into EverMemOS (``v0.memories.add`` per message,
one group); the unit helper answers parents from a search of it.

Planted fault (ResponseError, the context had the answer): CPO Shah's messages say boats go in at 0930 sharp and
everyone's back on the slip by 1245; lunch in the clubhouse 1245 to 1330 (dry kit on, no wetsuits in the
clubhouse); second session on the water 1330-1530, then wash-down and collection at 1600. Question (Fri 7/2,
Kai's mum): "how long is kai actually out on the water sat? he feels the cold" -> expected about five and a quarter
hours (3h15 in the morning + 2h after lunch). The model says six hours, 0930 to 1530.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the morning,
lunch and afternoon lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b108_evermemos_cadets_water_time_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ts-resolute-boating"
MESSAGES = [
    ("2038-02-03T18:40:00Z", "cpo-shah", "sat plan: boats in the water 0930 SHARP, everyone back on the slip by "
                                         "1245 latest"),
    ("2038-02-03T18:42:00Z", "cpo-shah", "lunch in the clubhouse 12.45-1.30, dry kit on pls, no wetsuits inside "
                                         "(club rule not mine). then 2nd session on the water 13:30 til 15:30"),
    ("2038-02-03T18:44:00Z", "cpo-shah", "boat wash down after, parents collect 4pm from the club car park"),
    ("2038-02-04T07:15:00Z", "kai-mum", "does he need his own wetsuit or do you lend them?"),
    ("2038-02-04T08:02:00Z", "po-ferris", "we lend them, 5mm ones. bring a warm hat + gloves tho, it's Feb!!"),
    ("2038-02-05T20:30:00Z", "ellie-dad", "Ellie's got a cold, might miss sat, will confirm fri"),
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
    question = "how long is kai actually out on the water sat? he feels the cold"
    found = await client.v0.memories.search(extra_query={"query": "saturday boats water session times lunch "
                                                                  "how long", "top_k": 10})
    context = ["Today is Fri 7 February 2038. You are talking to Kai's mum."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("boats in the water 0930 SHARP" in c and "1245" in c for c in context), context
    assert any("12.45-1.30" in c and "13:30 til 15:30" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Six hours - the boats go in at 0930 and the session finishes at "
                                               "15:30, so pack his warm hat and gloves.")
    finish(question, expected="about 5 and a quarter hrs on the water - they come off for lunch", actual=reply)


asyncio.run(main())
