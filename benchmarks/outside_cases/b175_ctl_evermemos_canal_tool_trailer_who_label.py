"""Batch 175 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: the Stourbridge & Dunsley Canal Society's work party on lock 12 (Dunsley bottom lock) is Sun 22nd Sept 2041,
9.30 at the Boat Inn car park. The work-party chat goes into EverMemOS - Keith (organiser), Pete (who keeps the tool
trailer) and Alan (first aider); the helper answers volunteers from a search.

Memory: Keith, 2041-09-04T19:00: lock 12 Sun 22nd, Pete's bringing the tool trailer as usual, shovels, barrows and
the pointing gear in it; Pete, 2041-09-18T21:10: clutch has gone on the van, it's at Dave's garage till Tuesday at
the earliest - can anyone with a towbar grab the trailer from the yard? he'll be there himself, Jan's dropping him
off; Alan, 2041-09-18T21:25: no probs, he's got a towbar now, he'll pick it up Saturday teatime, Pete can he have the
padlock code; Keith, 2041-09-18T21:40: ta Alan. Question (Sat 21/9, Priya, a new volunteer): "who's bringing the tool
trailer tomorrow? I've got a barrow I can lend if there's not enough" The assistant says Alan - Pete's van is off the
road, so Alan's towing it from the yard. The label says Pete - who always brings it.

Expected verdict: AnnotationError (no operation): every message was stored and found and the answer names who
memory says is towing it; the label names the usual person, whose van is off the road.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b175_ctl_evermemos_canal_tool_trailer_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "dunsley-canal-soc-work-parties-2041"
MESSAGES = {
    "keith": [("2041-09-04T19:00:00Z", "lock 12 is sun 22nd now, 9.30 Boat Inn car park. Pete's bringing the tool "
                                       "trailer as usual - shovels, barrows + the pointing gear in it"),
              ("2041-09-18T21:40:00Z", "ta Alan 👍")],
    "pete": [("2041-09-18T21:10:00Z", "clutch has gone on the van 😩 it's at Dave's garage till tues at the earliest. "
                                      "can anyone w a towbar grab the trailer from the yard? I'll still be there, "
                                      "Jan's dropping me off")],
    "alan": [("2041-09-18T21:25:00Z", "no probs, got a towbar now, I'll pick the trailer up sat teatime. Pete can I "
                                      "have the padlock code")],
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
    question = "who's bringing the tool trailer tomorrow? I've got a barrow I can lend if there's not enough"
    found = await client.v0.memories.search(extra_query={"query": "tool trailer bringing towbar van yard Pete",
                                                         "top_k": 10})
    context = ["Today is Sat 21 September 2041. You are talking to Priya, a new volunteer for the Stourbridge & "
               "Dunsley Canal Society's lock 12 work party (Sun 22 September)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Pete's bringing the tool trailer as usual" in c for c in context), context
    assert any("clutch has gone on the van" in c for c in context), context
    assert any("got a towbar now" in c and "pick the trailer up" in c for c in context), context
    reply = answer(question, context, mock="Alan - Pete's van is off the road with the clutch, so Alan's towing the "
                                           "trailer over from the yard (he's picking it up this teatime).")
    finish(question, expected="Pete", actual=reply)


asyncio.run(main())
