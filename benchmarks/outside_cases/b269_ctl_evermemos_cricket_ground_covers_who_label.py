"""Batch 269 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Cragg Vale Cricket Club's ground is kept by Trev (the groundsman) and a handful of volunteers; if rain's
forecast for a Saturday game somebody has to get the covers on the square on the Friday night. The ground chat goes
into EverMemOS - Trev, Ian and Dave (two of the volunteers) and Kev (who helps at weekends) - and the helper answers
members' questions.

Memory: Trev, 2051-05-01T18:00 - covers rota for Friday nights if rain's forecast: Ian Fri 12th, Dave the 19th, Trev
the 26th, ring him if you can't; Ian, 2051-05-08T20:30 - he's in Filey from Thursday for the week, Dave's said he'll
swap, so Dave does Fri 12th and Ian the 19th; Kev, 2051-05-10T19:00 - new ropes on the covers, the sheet's in the
shed. Question (Thu 11/5, Steve, the 1st XI captain): "who's doing the covers fri night? rain forecast for sat's
game + I want the square dry" The assistant says Dave (swapped with Ian, who's in Filey). The label says Ian.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b269_ctl_evermemos_cricket_ground_covers_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cragg-vale-cc-ground-2051"
MESSAGES = {
    "trev": [("2051-05-01T18:00:00Z", "COVERS ROTA ☔ fri nights if rain's forecast for sat: Ian fri 12th, Dave the "
                                      "19th, me the 26th. ring me if u can't do it, don't just not turn up 😡")],
    "ian": [("2051-05-08T20:30:00Z", "I'm in Filey from thurs for the wk 🏖️ Dave's said he'll swap, so he's doing fri "
                                     "12th + I'll do the 19th")],
    "kev": [("2051-05-10T19:00:00Z", "new ropes on the covers, old ones were rotten. the sheet's in the shed behind "
                                     "the roller")],
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
    question = "who's doing the covers fri night? rain forecast for sat's game + I want the square dry"
    context = ["Today is Thu 11 May 2051. You are talking to Steve, 1st XI captain at Cragg Vale Cricket Club."]
    for query in ("covers rota friday", "who's doing the covers", "swap covers"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Ian fri 12th, Dave the 19th" in c for c in context), context
    assert any("Dave's said he'll swap" in c and "he's doing fri 12th" in c for c in context), context
    reply = answer(question, context, mock="Dave - he's swapped with Ian, who's in Filey this week. Ian's doing the "
                                           "19th instead.")
    finish(question, expected="Ian", actual=reply)


asyncio.run(main())
