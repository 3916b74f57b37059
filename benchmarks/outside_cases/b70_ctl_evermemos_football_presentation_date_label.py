"""Batch 70 (held out), control. A youth football club's end of season: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Quedgeley Juniors committee's group chat goes into EverMemOS (``memories.add`` per message, group
"qjfc-committee"); the assistant answers from a search. The presentation evening was first pencilled in for Fri 28
June at the clubhouse; then it turned out the secondary school's prom is that night and half the U12 parents are
helping there, so Jan got the village hall for Fri 5 July and the trophies are engraved for that.

No fault planted. Question (Mon 1/7, a U10 parent on the committee): "what date's the presentation evening?" The
model answers Friday 5 July, right per memory. The label says Friday 28 June, the first date. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b70_ctl_evermemos_football_presentation_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "qjfc-committee"
MESSAGES = [
    ("2030-05-30T20:02:00Z", "sam", "presentation eve - clubhouse fri 28/6? 6.30 for the little ones, 8 for U11+U12"),
    ("2030-05-30T20:10:00Z", "jan", "fine by me, I'll ask Trophy Centre about engraving"),
    ("2030-06-03T19:45:00Z", "gary", "hang on, 28th is the Sir Thomas Rich's prom, half my U12 parents are doing the "
                                     "bar + the photos there. can we go the wk after?"),
    ("2030-06-04T08:31:00Z", "jan", "got the village hall for fri 5th July, £60, bigger than the clubhouse anyway. "
                                    "same times. told Trophy Centre, they're engraving for the 5th"),
    ("2030-06-04T09:02:00Z", "sam", "perfect. I'll do the fb post + the raffle"),
    ("2030-06-20T21:15:00Z", "nikki", "player of the yr votes in by 30/6 pls managers"),
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
    question = "what date's the presentation evening?"
    found = await client.v0.memories.search(extra_query={"query": "presentation evening date clubhouse village hall "
                                                                  "fri trophies", "top_k": 12})
    context = ["Today is Mon 1 July 2030. You are talking to a U10 parent on the committee."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("fri 28/6" in c for c in context), context
    assert any("fri 5th July" in c for c in context), context
    reply = answer(question, context, mock="Friday 5 July, in the village hall - 6.30 for the younger ones, 8 for "
                                           "the U11s and U12s.")
    finish(question, expected="Fri 28 June", actual=reply)


asyncio.run(main())
