"""Batch 357 (held out). A pet boarding kennel: EverMemOS async client (offline stand-in), asyncio: the owner's
messages and the kennel's replies written by their own tasks (gathered), then the question's searches; the answer
call has the group-play rule and the dog's vaccination dates in its context and says yes.

App: Brookfield Boarding Kennels run a helper on their booking chat - owners' messages and the office's replies go
into EverMemOS (group per booking) and the helper answers owners from a search.

Planted fault (ResponseError, ignored sufficient context): the office's 2050-06-21T09:05 message (confirming
Biscuit's stay, Mon 1 Aug to Mon 8 Aug) says group play - the paddock sessions - is only for dogs neutered and with
a kennel cough vaccine in the last 12 months, no exceptions, it's the insurer's rule. The owner's 2050-07-25T19:40
message has the vaccination card: DHP + L4 booster 02/03/2050, kennel cough (intranasal) 14/06/2049, and he was
castrated last year. On 1 Aug 2050 the kennel cough vaccine is more than 12 months old, so Biscuit can't go in group
play (unless he has a KC booster first). Question (Sat 30/7, Mrs Daly): "will Biscuit be able to go in the group
play sessions? he loves other dogs 🐶" -> expected no - his kennel cough vaccine (14/06/2049) is over 12 months old
by the stay, and group play needs one in the last 12 months; he'd need a KC booster. The model says yes - he's
neutered and his boosters are up to date (March 2050).

Why the expected answer follows (the small inference): the rule is "KC vaccine in the last 12 months"; 14 Jun 2049
to 1 Aug 2050 is more than 13 months; the March 2050 booster is DHP + L4, which is not kennel cough.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the rule and the card
are both in the context the model was given, and the answer contradicts what follows from them. Asserted: the
context has the group-play rule and the vaccination card line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b357_evermemos_kennels_group_play_inference_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brookfield-kennels-booking-2231-biscuit"
MESSAGES = {
    "mrs-daly": [
        ("2050-06-20T20:15:00Z", "hi, can I book Biscuit (cocker, 4, very friendly!!) in from mon 1st aug to mon 8th "
                                 "aug? we're in Cornwall. he's on Burns, I'll bring it"),
        ("2050-07-25T19:40:00Z", "vax card for Biscuit as asked 📸 DHP + L4 booster 02/03/2050, kennel cough "
                                 "(intranasal) 14/06/2049. oh + he was castrated last yr so that's done"),
    ],
    "office": [
        ("2050-06-21T09:05:00Z", "Booking confirmed, Biscuit Mon 1/8 - Mon 8/8, run 14, £26/night. pls bring vax card "
                                 "at check-in. group play (the paddock sessions) is for dogs neutered + with a kennel "
                                 "cough vaccine in the last 12 months ONLY, no exceptions, insurer's rule. otherwise "
                                 "1:1 walks x2/day"),
        ("2050-07-26T10:30:00Z", "thanks Mrs Daly, card received. drop off 8-11 or 4-6, collection same times, "
                                 "closed sun pm"),
    ],
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
    question = "will Biscuit be able to go in the group play sessions? he loves other dogs 🐶"
    context = ["Today is Sat 30 July 2050. You are talking to Mrs Daly, whose dog Biscuit boards at Brookfield "
               "Boarding Kennels from Mon 1 Aug to Mon 8 Aug."]
    for query in ("group play sessions rules", "Biscuit vaccination kennel cough", "neutered castrated"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("kennel cough vaccine in the last 12 months ONLY" in c for c in context), context
    assert any("kennel cough (intranasal) 14/06/2049" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - he's neutered and his boosters are up to date (March 2050), so "
                                               "he can join the paddock sessions.")
    finish(question, expected="no - his kennel cough vaccine (14/06/2049) is over 12 months old by the stay; group "
                              "play needs one in the last 12 months, so he'd need a KC booster first", actual=reply)


asyncio.run(main())
