"""Batch 144 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: the volunteers' chat at Luddenden Foot Community Pantry (Dan the treasurer, Pam who coordinates, Carol and
Yusuf on the sessions) goes into EverMemOS; the helper answers them from a search of it.

Memory: Dan, 2037-06-15T19:05: the Co-op's regional depot are dropping a pallet on Sat 27th about 9, hands needed
to unload and sort it into the back room - him, Pam, Carol, Yusuf, Ann (Keith's wife) and the two Brownie leaders,
7 so far; Carol, 2037-06-18T12:40: the 2 DofE lads from Calder High will come on the 27th, they need the hours
signing off for their bronze; Pam, 2037-06-22T08:15: so sorry, can't do the 27th after all, her Jack's wedding suit
fitting has ended up that morning, Carol's got her key; Yusuf, 2037-06-22T20:30: can someone bring a trolley.
Question (Tue 23/6, Dan): "how many of us are there for the pallet sat? need to know if i should ask round" The
assistant says 8 (the 7, with the two DofE lads and without Pam). The label says 7 - in memory, Dan's count of 15/6.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b144_ctl_evermemos_pantry_unload_helpers_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "luddenden-foot-pantry-vols"
MESSAGES = {
    "dan": [("2037-06-15T19:05:00Z", "Co-op regional depot dropping us a PALLET sat 27th, 9ish. need hands to unload "
                                     "+ sort into the back room. me, Pam, Carol, Yusuf, Keith's wife Ann + the 2 "
                                     "Brownie leaders = 7 so far")],
    "carol": [("2037-06-18T12:40:00Z", "the 2 DofE lads from Calder High said they'll come on the 27th for the pallet, "
                                       "they need the hours signing off for their bronze. I'll do the form")],
    "pam": [("2037-06-22T08:15:00Z", "so sorry all - cant do the 27th after all, our Jack's wedding suit fitting has "
                                     "ended up that morning of all times. Carol's got my key")],
    "yusuf": [("2037-06-22T20:30:00Z", "can someone bring a trolley sat? mine's bust, the wheel came off at "
                                       "Fareshare")],
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
    question = "how many of us are there for the pallet sat? need to know if i should ask round"
    found = await client.v0.memories.search(extra_query={"query": "pallet sat 27th unload helpers who's coming "
                                                                  "cant do", "top_k": 10})
    context = ["Today is Tue 23 June 2037. You are talking to Dan, treasurer of Luddenden Foot Community Pantry, who "
               "is organising the unload of the Co-op pallet on Sat 27 June."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("= 7 so far" in c for c in context), context
    assert any("DofE lads" in c for c in context), context
    assert any("cant do the 27th after all" in c for c in context), context
    reply = answer(question, context, mock="8 - your 7, plus the two DofE lads from Calder High, minus Pam who can't "
                                           "make it now.")
    finish(question, expected="7", actual=reply)


asyncio.run(main())
