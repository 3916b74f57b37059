"""Batch 234 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Todmorden Juniors hold their under-10s tournament on Sun 19th June 2050 at Centre Vale park, 8.30-5 - sixteen
teams, three pitches, medals for all, refreshments by the pavilion. The organisers' chat goes into EverMemOS - Tony
(running it), Dave (who has the catering van) and Gill (the cake stall) - and the helper answers parents' questions.

Memory: Tony, 2050-05-04T20:00 - refreshments, Dave's doing bacon butties off his van from 8, tea urn in the
pavilion, Gill's cakes; Gill, 2050-05-25T19:30 - cake stall sorted, 12 bakers, all £1 a slice; Dave,
2050-06-06T21:10 - the van's failed its MOT, gearbox, it won't be on the road for weeks, sorry lads, the Rotary said
they'll do a BBQ instead, burgers and hot dogs from 11 but no breakfast stuff; Tony, 2050-06-15T18:00 - pitches
marked, goals up Saturday. Question (Fri 17/6, Sarah, a mum): "will there be bacon butties on sunday? thinking I
won't bother with breakfast, we're there for 8.30" The assistant says no - Dave's van is off the road, the Rotary
BBQ is burgers and hot dogs from 11, no breakfast, so eat before. The label says yes, Dave's van from 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b234_ctl_evermemos_football_bacon_butties_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "todmorden-juniors-u10s-tournament-2050"
MESSAGES = {
    "tony": [("2050-05-04T20:00:00Z", "refreshments ☕ Dave's doing bacon butties off his van from 8, tea urn in the "
                                      "pavilion, Gill's cakes. no dogs on the pitches pls"),
             ("2050-06-15T18:00:00Z", "pitches marked 👍 goals up sat am, need 4 dads w/ spanners")],
    "dave": [("2050-06-06T21:10:00Z", "van's failed its MOT 😩 gearbox, won't be on the road for wks, sorry lads. "
                                      "Rotary said they'll do a bbq instead, burgers + hot dogs from 11, no brekkie "
                                      "stuff tho")],
    "gill": [("2050-05-25T19:30:00Z", "cake stall sorted, 12 bakers, all £1 a slice, proceeds to the new kit fund")],
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
    question = "will there be bacon butties on sunday? thinking I won't bother with breakfast, we're there for 8.30"
    context = ["Today is Fri 17 June 2050. You are talking to Sarah, whose son plays in Todmorden Juniors' under-10s "
               "tournament (Sun 19 June)."]
    for query in ("bacon butties breakfast", "refreshments food on the day", "Dave's van"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Dave's doing bacon butties off his van from 8" in c for c in context), context
    assert any("van's failed its MOT" in c and "no brekkie" in c for c in context), context
    reply = answer(question, context, mock="No, sorry - Dave's van failed its MOT, so it's the Rotary BBQ instead, "
                                           "burgers and hot dogs from 11 but no breakfast. Best eat before you come.")
    finish(question, expected="yes - Dave's doing bacon butties off his van from 8", actual=reply)


asyncio.run(main())
