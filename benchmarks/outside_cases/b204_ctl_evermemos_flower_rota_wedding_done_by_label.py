"""Batch 204 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: St Mary's, Bishop's Castle - the flower guild does the altar and the pedestal for weddings; the group chat about
one goes into EverMemOS - Margaret (who runs the flower rota), Rev Ann (the vicar) and Carol (the bride's mum); the
helper answers the arrangers.

Memory: Margaret, 2046-06-01T10:15 - the Pritchard wedding's Sat 16th June at 2, the family are doing the pew ends,
the guild does the altar and the pedestal; Rev Ann, 2046-06-04T09:00 - church open from 8 on the 16th, she'll unlock;
Carol, 2046-06-06T19:30 - the photographer wants to be in from half 11 to do his bits before anyone arrives, could
the flowers be done by then, sorry; Margaret, 2046-06-07T08:40 - no problem Carol, half 11 it is, she'll tell the
girls to come at 8. Question (Weds 13/6, Jean, an arranger): "what time do we need to be finished by on sat for the
wedding?" The assistant says half 11 (11.30), as the photographer's in from then - the church is open from 8. The
label says 2pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b204_ctl_evermemos_flower_rota_wedding_done_by_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marys-bishops-castle-flowers-pritchard-wedding"
MESSAGES = {
    "margaret": [("2046-06-01T10:15:00Z", "wedding sat 16th june at 2 💍 (the Pritchard girl). family are doing the "
                                          "pew ends, we do the altar + the pedestal as usual"),
                 ("2046-06-07T08:40:00Z", "no problem Carol, half 11 it is 👍 I'll tell the girls to come at 8")],
    "rev_ann": [("2046-06-04T09:00:00Z", "church open from 8 on the 16th, I'll unlock - Tony's doing the boiler first "
                                         "thing")],
    "carol": [("2046-06-06T19:30:00Z", "the photographer wants to be in from half 11 to do his bits before anyone "
                                       "arrives, could the flowers be done by then pls? sorry!! 🙈")],
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
    question = "what time do we need to be finished by on sat for the wedding?"
    context = ["Today is Weds 13 June 2046. You are talking to Jean, on St Mary's flower guild; the Pritchard wedding "
               "is Sat 16 June."]
    for query in ("wedding flowers done by", "what time is the wedding", "church open time saturday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("wedding sat 16th june at 2" in c for c in context), context
    assert any("could the flowers be done by then" in c for c in context), context
    assert any("half 11 it is" in c for c in context), context
    reply = answer(question, context, mock="By half 11 (11.30) - the photographer's in from then. The church is open "
                                           "from 8, so plenty of time.")
    finish(question, expected="2pm", actual=reply)


asyncio.run(main())
