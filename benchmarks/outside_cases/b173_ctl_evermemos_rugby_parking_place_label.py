"""Batch 173 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Oldfield Park RFC's mini festival is Sun 28th April 2041 - U7 to U12 sides from round the county, 10 till 2ish.
The festival committee's group chat goes into EverMemOS - Kev (mini section chair), Gill (treasurer) and Dave (U10s);
the helper answers visiting coaches from a search.

Memory: Kev, 2041-03-14T20:10: parking on the school field next door, in off Mill Lane, stewards in hi-vis; Kev,
2041-04-16T18:30: Mill Lane school have their own fete that Sunday, so no field - the Hare & Hounds are letting us
have their car park + the paddock behind, 5 min walk up the lane, landlord's fine as long as a few come in for a pint
after, marshals on the gate; Gill, 2041-04-17T09:00: minibuses and blue badges can still drop off at the clubhouse;
Dave, 2041-04-20T11:45: he'll bring the U10s' cones for pitch 4. Question (Thu 25/4, a visiting coach): "where can our
parents park on sunday? we've got about 20 cars coming" The assistant says the Hare & Hounds car park and the paddock
behind it, a 5 minute walk up the lane - the school field's in use for the school's own fete; minibuses and blue
badges can drop off at the clubhouse. The label says the school field next door, in off Mill Lane - the parking first
given.

Expected verdict: AnnotationError (nothing planted; the answer is right per memory and the label is the first parking
plan, which the school's fete put paid to).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b173_ctl_evermemos_rugby_parking_place_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oldfield-park-mini-fest-2041"
MESSAGES = {
    "kev": [("2041-03-14T20:10:00Z", "parking on the school field next door, in off Mill Lane, stewards in hi vis 🦺"),
            ("2041-04-16T18:30:00Z", "bad news, Mill Lane school have their own fete that sunday so no field 😩 Hare + "
                                     "Hounds are letting us have their car park + the paddock behind, 5 min walk up "
                                     "the lane. landlord's fine as long as a few come in for a pint after lol. "
                                     "marshals on the gate")],
    "gill": [("2041-04-17T09:00:00Z", "minibuses + blue badges can still drop off at the clubhouse, tell the "
                                      "visiting clubs pls")],
    "dave": [("2041-04-20T11:45:00Z", "I'll bring the u10s' cones for pitch 4, need someone to help mark it out sat "
                                      "am")],
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
    question = "where can our parents park on sunday? we've got about 20 cars coming"
    found = await client.v0.memories.search(extra_query={"query": "parking car park field drop off sunday",
                                                         "top_k": 10})
    context = ["Today is Thu 25 April 2041. You are talking to a coach bringing a visiting side to Oldfield Park "
               "RFC's mini festival (Sun 28 April)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("parking on the school field next door" in c for c in context), context
    assert any("Hare + Hounds are letting us have their car park" in c for c in context), context
    assert any("drop off at the clubhouse" in c for c in context), context
    reply = answer(question, context, mock="At the Hare & Hounds - their car park and the paddock behind it, a 5 minute "
                                           "walk up the lane (the school field's out, the school has its own fete). "
                                           "Minibuses and blue badges can drop off at the clubhouse.")
    finish(question, expected="the school field next door, in off Mill Lane", actual=reply)


asyncio.run(main())
