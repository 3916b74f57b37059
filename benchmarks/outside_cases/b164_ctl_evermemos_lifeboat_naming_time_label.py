"""Batch 164 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Staithwick RNLI lifeboat station's open day (Sat 20th August 2039, 10-4) goes into
EverMemOS - Carol (station secretary), Dave (press officer) and Pete (coxswain); the helper answers visitors and
the local paper from a search of it. This year the open day has the naming of the station's new D class lifeboat.

Memory: Dave, 2039-07-15T18:00: naming of the new D class (the Spirit of Staithwick) at 12 noon by the Duchess,
press pen by the slipway; Carol, 2039-08-09T20:40: the Duchess's office rang - she's coming on from the Whitby
regatta so she can't be here before half 2, told them we'll do it at 3 then, she can have a cuppa first, and the
second launch demo can go at 1.30 so the crew are free; Pete, 2039-08-11T07:50: crew briefing 9am in the boat hall,
kit on by 10; Dave, 2039-08-16T12:10: the Gazette want a photo of the crew with the new boat. Question (Thu 18/8, a
reporter from the Gazette): "what time's the naming on sat? need to book a photographer" The assistant says 3pm -
the Duchess can't get there before half two. The label says 12 noon - the time Dave first put out in July.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b164_ctl_evermemos_lifeboat_naming_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "staithwick-rnli-open-day-2039"
MESSAGES = {
    "dave": [("2039-07-15T18:00:00Z", "naming of the new D class (Spirit of Staithwick) at 12 noon by the Duchess, "
                                      "press pen by the slipway"),
             ("2039-08-16T12:10:00Z", "the Gazette want a photo of the crew w the new boat after, can we line them "
                                      "up on the slipway")],
    "carol": [("2039-08-09T20:40:00Z", "Duchess's office rang - she's coming on from the Whitby regatta so can't be "
                                       "here b4 half 2. told them we'll do it at 3 then, she can have a cuppa first. "
                                       "2nd launch demo can go at 1.30 so the crew are free")],
    "pete": [("2039-08-11T07:50:00Z", "crew briefing 9am in the boat hall, kit on by 10. no one on the slipway who "
                                      "isn't crew")],
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
    question = "what time's the naming on sat? need to book a photographer"
    found = await client.v0.memories.search(extra_query={"query": "naming ceremony time Duchess D class",
                                                         "top_k": 10})
    context = ["Today is Thu 18 August 2039. You are talking to a reporter from the Gazette about Staithwick lifeboat "
               "station's open day (Sat 20 August)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("at 12 noon by the Duchess" in c for c in context), context
    assert any("we'll do it at 3 then" in c for c in context), context
    reply = answer(question, context, mock="3pm - the Duchess is coming on from the Whitby regatta and can't be there "
                                           "before half two.")
    finish(question, expected="12 noon", actual=reply)


asyncio.run(main())
