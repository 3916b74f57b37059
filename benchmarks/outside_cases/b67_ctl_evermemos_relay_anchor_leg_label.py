"""Batch 67 (held out), control. A running club's relay team chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: Stroud Striders' relay team chat goes into EverMemOS (``memories.add`` per message, group "striders-relay");
the assistant answers from a search. Asha, the captain, first put Marcus, the quickest, on leg 4, the anchor leg.
Then Marcus's calf went at parkrun and the physio told him three weeks off, so he's marshalling; Jen said she'd do
leg 4 and Sam took her leg 3.

No fault planted. Question (Thu 12/4, the club secretary, for the programme): "who's running the anchor leg for us?"
The model answers Jen, right per memory. The label says Marcus, the fastest. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b67_ctl_evermemos_relay_anchor_leg_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "striders-relay"
MESSAGES = [
    ("2029-03-11T19:02:00Z", "asha", "team for the severn vale relay sun 15/4: leg 1 Dan, 2 Priya, 3 Jen, 4 Marcus "
                                     "- Marcus you're the quickest so you're anchor, no pressure lol"),
    ("2029-03-11T19:30:00Z", "marcus", "ha go on then. 8.1 miles on the flat I can do"),
    ("2029-03-25T10:48:00Z", "marcus", "bad news - calf went at parkrun yesterday, physio says 3 wks no running. "
                                       "gutted. I'll come + marshal at the quays and mind the bags"),
    ("2029-03-25T11:05:00Z", "asha", "oh no!! rest it. Jen would you do 4? Sam's free + he loves the hill on 3"),
    ("2029-03-25T11:40:00Z", "jen", "yep ok, as long as someone has a flapjack waiting at the quays"),
    ("2029-03-25T12:02:00Z", "sam", "leg 3 it is, bring on the hill"),
    ("2029-04-02T08:15:00Z", "asha", "minibus booked for the changeovers, Keith driving, 7.45 from the leisure centre"),
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
    question = "who's running the anchor leg for us?"
    found = await client.v0.memories.search(extra_query={"query": "anchor leg 4 running Marcus Jen relay calf",
                                                         "top_k": 12})
    context = ["Today is Thu 12 April 2029. You are talking to the club secretary, who is writing the race "
               "programme."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("4 Marcus" in c and "anchor" in c for c in context), context
    assert any("calf went" in c for c in context), context
    assert any("Jen would you do 4" in c for c in context), context
    reply = answer(question, context, mock="Jen - she's doing leg 4 into Gloucester quays. Marcus hurt his calf, "
                                           "so he's marshalling at the finish and minding the bags.")
    finish(question, expected="Marcus - the quickest of the four runs the last leg", actual=reply)


asyncio.run(main())
