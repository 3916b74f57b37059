"""Batch 172 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each walker's messages written by their own task (gathered), then the question's search.

App: the Lickey Ramblers' coast path weekend on the Lizard is Fri 18th - Sun 20th May 2040 - Saturday Mullion to
Cadgwith round Lizard Point, Sunday Cadgwith to Coverack, then Gerry's minibus back to the cars. The group chat goes
into EverMemOS - Pauline (organiser), Jan (who walked a recce) and Keith; the helper answers walkers from a search.

Memory: Pauline, 2040-03-27T20:15: Sunday's Cadgwith to Coverack, 7ish miles, about 3 hours at our pace, minibus at
Coverack for 2; Jan, 2040-05-02T18:40: just done a recce of Sunday's bit with Bill - the path's shut past Black Head
(landslip), the diversion goes inland round the lanes and adds a good couple of miles, took them 4 and a half hours
with a lunch stop; Pauline, 2040-05-02T21:00: thanks Jan, she'll tell Gerry half 3 for the minibus then; Keith,
2040-05-10T12:15: he's bringing the first aid kit and blister plasters. Question (Tue 15/5, a walker): "how long's the
walk on sun? trying to work out if I need a packed lunch" The assistant says about 4 and a half hours with a lunch
stop - the landslip past Black Head means a diversion inland - so yes, bring lunch; the minibus is at half 3. The label
says about 3 hours - the time first given.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b172_ctl_evermemos_coast_path_sunday_howlong_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "lickey-ramblers-coast-path-2040"
MESSAGES = {
    "pauline": [("2040-03-27T20:15:00Z", "sun is Cadgwith -> Coverack, 7ish mi, about 3 hrs at our pace 🥾 Gerry's "
                                         "minibus at Coverack for 2"),
                ("2040-05-02T21:00:00Z", "thanks Jan!! I'll tell Gerry half 3 for the minibus then")],
    "jan": [("2040-05-02T18:40:00Z", "just done a recce of sun's bit w Bill - path's shut past Black Head (landslip 😬), "
                                     "diversion goes inland round the lanes, adds a good couple of miles. took us 4 "
                                     "and a half hrs w a lunch stop")],
    "keith": [("2040-05-10T12:15:00Z", "I'll bring the first aid kit + blister plasters, someone always needs them "
                                       "lol")],
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
    question = "how long's the walk on sun? trying to work out if I need a packed lunch"
    found = await client.v0.memories.search(extra_query={"query": "how long sun walk hrs minibus Coverack",
                                                         "top_k": 10})
    context = ["Today is Tue 15 May 2040. You are talking to one of the Lickey Ramblers going on the coast path "
               "weekend (Fri 18 - Sun 20 May)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("about 3 hrs at our pace" in c for c in context), context
    assert any("took us 4 and a half hrs" in c for c in context), context
    assert any("half 3 for the minibus" in c for c in context), context
    reply = answer(question, context, mock="About 4 and a half hours with a lunch stop - the path's shut past Black "
                                           "Head so there's a diversion inland. So yes, bring lunch; the minibus is "
                                           "at half 3.")
    finish(question, expected="about 3 hours", actual=reply)


asyncio.run(main())
