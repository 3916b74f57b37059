"""Batch 62 (held out), control. A street party's committee chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Mafeking Road neighbours chat about their street party (Sat 12 June). The chat goes into EverMemOS
(``memories.add`` per message, group "mafeking-rd"); the assistant answers from a search. Bouncy Bob's quoted £95
for a castle, which Sandra thought a lot but the kitty could stretch to. Then the council's events officer said
their insurance only covers inflatables on grass, and the street has none (the park's across the main road), so
there is no bouncy castle; the kids get a face painter and the fire engine.

No fault planted. Question (Thu 10/6, a neighbour's child via her dad): "why aren't we having a bouncy castle?" The
model answers the council's insurance (inflatables only on grass), right per memory. The label says it was too
dear. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b62_ctl_evermemos_street_party_bouncy_castle_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mafeking-rd"
MESSAGES = [
    ("2027-04-11T19:40:00Z", "mo", "kids want a bouncy castle!! Bouncy Bob's in Hengrove quoted £95 for the day, "
                                   "he sets up + takes down"),
    ("2027-04-11T20:02:00Z", "sandra", "95 is a lot but the kitty can stretch to it if the cake stall does ok"),
    ("2027-04-20T12:15:00Z", "dave", "rang the council events lady re the closure + asked about the castle - their "
                                     "insurance only covers inflatables on grass, not tarmac, and we've not got a "
                                     "blade of grass on the road lol. park's over the main rd so no good"),
    ("2027-04-20T12:31:00Z", "mo", "ah well. told Bob thanks anyway. face painter then? Jas from no. 12 does it"),
    ("2027-04-21T09:05:00Z", "jas", "yes happy to do faces 1-4, I'll need a table + a bucket of water"),
    ("2027-05-02T18:44:00Z", "dave", "fire station say the engine can come ~3pm if no call outs, kids can sit in it"),
    ("2027-06-01T21:10:00Z", "sandra", "kitty £214.50 after insurance + bunting"),
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
    question = "why aren't we having a bouncy castle?"
    found = await client.v0.memories.search(extra_query={"query": "bouncy castle inflatables council insurance "
                                                                  "quoted 95 kitty Bob", "top_k": 12})
    context = ["Today is Thu 10 June 2027."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("quoted £95" in c for c in context), context
    assert any("95 is a lot" in c for c in context), context
    assert any("inflatables on grass" in c for c in context), context
    reply = answer(question, context, mock="The council's insurance only covers inflatables on grass, and the road's "
                                           "all tarmac - so Jas is doing face painting and the fire engine's coming.")
    finish(question, expected="it cost too much - £95", actual=reply)


asyncio.run(main())
