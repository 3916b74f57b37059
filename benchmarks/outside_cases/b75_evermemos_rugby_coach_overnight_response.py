"""Batch 75 (held out). A rugby club's end-of-season tour: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Dursley RFC vets' tour committee chat (Gaz, Barry, Mel) goes into EverMemOS (``memories.add`` per message,
group "dursley-tour-32"); the lads' assistant answers from a search. For the Galway leg the club hired a coach from
Corrib Coaches: it meets them at Shannon on Friday, takes them to the match on Saturday, and runs them back to
Shannon on Sunday; but Corrib said the coach goes back to their depot in Tuam each night (the driver's hours), so
nothing can be left on it overnight.

Planted fault (ResponseError, ignored sufficient context): the message about the coach going back to Tuam each night
is in the context with the rest of the plan; the model says the bags can stay on the coach. Question (Thu 6/5,
Smudge): "can I leave my kit bag on the coach fri night so I'm not lugging it round?" -> expected no, it goes back
to the depot in Tuam every night. The assistant says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the Tuam message
is in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b75_evermemos_rugby_coach_overnight_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "dursley-tour-32"
MESSAGES = [
    ("2032-03-22T20:14:00Z", "barry", "coach sorted in Galway - Corrib Coaches, 33 seater, meets us at Shannon "
                                      "arrivals fri, match sat, back to Shannon sun for the 18.05. €1,150 all in"),
    ("2032-03-29T21:02:00Z", "gaz", "kit - home shirts for the match, tour shirts for the night out, boots, gum "
                                    "shield. 1 club bag for the balls + the physio stuff, Mel's carrying it"),
    ("2032-04-09T18:40:00Z", "barry", "Corrib rang back - coach goes back to their depot in Tuam every night, "
                                      "driver's hours, so NOTHING left on it overnight, they won't be responsible. "
                                      "he's back for us 10am sat outside the hotel"),
    ("2032-04-16T19:55:00Z", "mel", "physio bag restocked, tape + ice packs. anyone w a dodgy hamstring tell me b4 "
                                    "not after"),
    ("2032-04-23T22:30:00Z", "gaz", "hotel has a luggage room, they'll keep bags sun morning after checkout till "
                                    "the coach"),
    ("2032-04-30T08:15:00Z", "barry", "Corinthians say clubhouse bar open after the game, hog roast €12 a head, "
                                      "pay on the day"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "can I leave my kit bag on the coach fri night so I'm not lugging it round?"
    found = await client.v0.memories.search(extra_query={"query": "coach overnight leave kit bag friday night "
                                                                  "depot luggage", "top_k": 12})
    context = ["Today is Thu 6 May 2032. You are talking to Smudge, one of the players on tour."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("depot in Tuam every night" in c and "NOTHING left on it overnight" in c for c in context), context
    assert any("Corrib Coaches" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes, that's fine - the Corrib coach is ours for the weekend, so "
                                               "leave it on and grab it Saturday morning.")
    finish(question, expected="no - coach goes back to Tuam each night, nothing stays on it", actual=reply)


asyncio.run(main())
