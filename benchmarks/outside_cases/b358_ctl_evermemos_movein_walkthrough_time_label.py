"""Batch 358 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Maple Court Apartments run a move-in group chat per new lease - the leasing agent (Raj), the property manager
(Lena Ortiz) and the incoming resident - and it goes into EverMemOS; the resident helper answers from it.

Memory: Raj, 2051-07-27T16:10 - 12D move in is set for tue 8/1, keys + move-in walkthrough at 3pm with me, bring
the checklist; Raj, 2051-07-28T09:05 - elevator pads up 8/1 all day, service elevator reserved 12-4 for 12D's movers;
Lena, 2051-07-29T11:00 - Raj is out Tuesday for training, she'll do the 12D walkthrough herself and has moved it to
11:00 AM the same day since she has a showing at 3, resident notified by text; Sam Reyes (12D), 2051-07-30T20:41 -
got the text from lena 11 works, movers come at 12. Question (Mon 7/31, Sam): "what time do i need to be at the
building tomorrow for the walkthrough" The assistant says 11 AM tomorrow (Tue 8/1), with Lena. The label says 3 PM
with Raj - the first booking, before Raj was out and Lena moved it.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b358_ctl_evermemos_movein_walkthrough_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "maple-court-movein-12D-2051"
MESSAGES = {
    "raj": [("2051-07-27T16:10:00Z", "12D move in is set for tue 8/1 - keys + move-in walkthrough at 3pm w me at the "
                                     "leasing office, bring the move in checklist we emailed"),
            ("2051-07-28T09:05:00Z", "elevator pads going up 8/1 all day, service elevator reserved 12-4 for 12D "
                                     "movers. COI from the moving co needed by fri")],
    "lena": [("2051-07-29T11:00:00Z", "Raj is out Tuesday for training. I will handle the Unit 12D walkthrough "
                                      "myself and have moved it to 11:00 AM the same day, as I have a showing at 3. "
                                      "Resident notified by text. - Lena Ortiz, Property Manager")],
    "sam": [("2051-07-30T20:41:00Z", "got the text from lena 11 works. movers come at 12 so thats perfect actually")],
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
    question = "what time do i need to be at the building tomorrow for the walkthrough"
    context = ["Today is Mon 31 July 2051. You are talking to Sam Reyes, moving into Unit 12D at Maple Court "
               "Apartments on Tue 1 August."]
    for query in ("walkthrough time", "move-in keys and walkthrough", "who is doing the 12D walkthrough"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("walkthrough at 3pm w me" in c for c in context), context
    assert any("moved it to 11:00 AM the same day" in c for c in context), context
    reply = answer(question, context, mock="11 AM tomorrow (Tue 8/1) - Lena's doing your walkthrough since Raj is "
                                           "out; your movers' elevator slot is 12-4.")
    finish(question, expected="3 PM with Raj at the leasing office", actual=reply)


asyncio.run(main())
