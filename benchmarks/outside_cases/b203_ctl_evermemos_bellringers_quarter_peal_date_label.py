"""Batch 203 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each ringer's messages written by their own task (gathered), then the question's search.

App: St Peter's, Wem's ringers are ringing a quarter peal for their vicar's leaving service in May 2046. The tower's
chat goes into EverMemOS - Ted (the tower captain), Ann (the tower secretary) and Sue; the helper answers the band.

Memory: Ted, 2046-04-30T21:00 - quarter peal for Rev Hughes' leaving, Sun 20th May before evensong, 5.15, Grandsire
doubles, band Ted, Ann, Sue, Mike, Jo and Pete; Ann, 2046-05-02T09:10 - the Rev's leaving service has gone back a
week, the bishop can only do the 27th, she's asked Ted to shift the quarter to go with it; Ted, 2046-05-02T18:45 -
ok, the 27th for the quarter, same time, same band except Pete can't do it so Ellie's covering; Sue, 2046-05-05T12:30 -
the pub after, the Castle's putting a tab on. Question (Mon 14/5, Ellie): "what date's the quarter for the vicar? want
to put it in the diary" The assistant says Sun 27th May, 5.15 before evensong. The label says Sun 20th May - the
first date, before the leaving service went back a week.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b203_ctl_evermemos_bellringers_quarter_peal_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wem-ringers-2046"
MESSAGES = {
    "ted": [("2046-04-30T21:00:00Z", "quarter peal for Rev Hughes' leaving 🔔 sun 20th may before evensong, 5.15, "
                                     "Grandsire doubles. band - me, Ann, Sue, Mike, Jo + Pete on the tenor"),
            ("2046-05-02T18:45:00Z", "ok, the 27th for the quarter, same time. same band except Pete can't do the "
                                     "27th so Ellie's covering the tenor")],
    "ann": [("2046-05-02T09:10:00Z", "Rev's leaving service has gone back a wk, the bishop can only do the 27th 🙄 "
                                     "Ted can we shift the quarter to go with it")],
    "sue": [("2046-05-05T12:30:00Z", "pub after - the Castle's putting a tab on for the band 🍻")],
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
    question = "what date's the quarter for the vicar? want to put it in the diary"
    context = ["Today is Mon 14 May 2046. You are talking to Ellie, a ringer at St Peter's, Wem."]
    for query in ("quarter peal date for the vicar", "Rev Hughes leaving service", "when is the quarter"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("sun 20th may before evensong" in c for c in context), context
    assert any("the bishop can only do the 27th" in c for c in context), context
    assert any("the 27th for the quarter, same time" in c for c in context), context
    reply = answer(question, context, mock="Sunday 27th May, 5.15 before evensong - you're on the tenor in Pete's "
                                           "place.")
    finish(question, expected="Sun 20th May", actual=reply)


asyncio.run(main())
