"""Batch 292 (held out). An archery club's beginners' course: EverMemOS async client (offline stand-in), asyncio -
each coach's messages written by their own task (gathered), then the question's search and the answer call; the
answer call has the changed kit list in its context and gives the first one.

App: Ryburn Valley Archers run a six-week beginners' course on Tuesday nights from 7th March 2051 at Ripponden
village hall - 12 places, £60 including the club kit, then a month's free shooting with the club. The coaches' chat
goes into EverMemOS - Dave (the lead coach), Anita (the other coach) and Colin (the equipment officer) - and the
helper answers the coaches' and the beginners' questions.

Planted fault (ResponseError, ignored sufficient context): the memory has Dave's 2051-02-06T20:00 message - what the
beginners bring: flat shoes, nothing with loose sleeves, long hair tied back, we provide bows, arrows, arm guards
and finger tabs; Anita's 2051-02-20T19:30 - the course is full, 12 names, 2 reserves; and Colin's
2051-02-27T21:10 - he's done the kit audit and half the club finger tabs have walked, so the beginners need to buy
their own, £6 from Bowsports or bring £6 cash on the night and he'll get them in, and no hoodies with drawstrings,
they catch the string - and a chest guard for the ladies, the club has those. Question (Mon 6/3, Sam, a beginner):
"what do I need to bring tomorrow night? first time ever holding a bow 😅" -> expected flat shoes, no loose
sleeves or drawstring hoodies, long hair tied back, your own finger tab (or £6 cash for one); bows, arrows and arm
guards provided. The model says just flat shoes, fitted sleeves and hair tied back - everything else provided.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Dave's first list and
Colin's message that adds the finger tab and the drawstring rule are both in the context the model was given, and
it answered from the first list. Asserted: the context has both kit messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b292_evermemos_archery_beginners_kit_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ryburn-valley-archers-beginners-2051"
MESSAGES = {
    "dave": [("2051-02-06T20:00:00Z", "BEGINNERS 🏹 what they bring: flat shoes (trainers fine), nothing w/ loose "
                                      "sleeves, long hair tied back. we provide bows, arrows, arm guards + finger "
                                      "tabs. tues 7th march 7-9, village hall")],
    "anita": [("2051-02-20T19:30:00Z", "course is FULL 🎉 12 names + 2 reserves, I've emailed them all the hall "
                                       "address + the car park code")],
    "colin": [("2051-02-27T21:10:00Z", "done the kit audit 😩 half the club finger tabs have walked, so beginners "
                                       "need their own - £6 from Bowsports or bring £6 cash on the night + I'll "
                                       "get them in. also no hoodies w/ drawstrings, they catch the string. chest "
                                       "guards for the ladies we've got")],
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
    question = "what do I need to bring tomorrow night? first time ever holding a bow 😅"
    context = ["Today is Mon 6 March 2051. You are talking to Sam, who starts Ryburn Valley Archers' beginners' "
               "course tomorrow (Tue 7 March)."]
    for query in ("what beginners bring", "beginners kit provided", "finger tabs"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("flat shoes (trainers fine)" in c and "arm guards + finger tabs" in c for c in context), context
    assert any("beginners need their own - £6 from Bowsports" in c and "no hoodies w/ drawstrings" in c
               for c in context), context
    with fault():
        reply = answer(question, context,
                       mock="Just flat shoes (trainers are fine), something without loose sleeves, and long hair "
                            "tied back - bows, arrows, arm guards and finger tabs are all provided.")
    finish(question, expected="flat shoes, no loose sleeves or drawstring hoodies, hair tied back, and your own "
                              "finger tab (or £6 cash for one) - bows, arrows and arm guards provided", actual=reply)


asyncio.run(main())
