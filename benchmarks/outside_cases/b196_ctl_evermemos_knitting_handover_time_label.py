"""Batch 196 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: the Oswestry Tuesday Knitters have made blankets and hats for the children's ward at the Royal Shrewsbury this
autumn; they hand them over on Thu 26th Nov 2043 and the ward sister takes photos for the hospital newsletter. The
group's chat goes into EverMemOS - Brenda (who runs the group) and Val (who does the sewing up); the helper answers
the members.

Memory: Brenda, 2043-10-30T11:00 - hand-over Thurs 26th Nov, 2pm, at the children's ward, Sister Kerry taking photos
for their newsletter; Val, 2043-11-04T15:20 - 27 blankets done and 40 hats; Brenda, 2043-11-18T09:45 - Sister Kerry
rang, 2's when the consultants do their round and it's chaos, she'd rather we came after visiting, so half 3, still
the Thursday; Val, 2043-11-20T19:10 - she'll bring the big Ikea bags, meet in the multistorey 3.15? Question (Tue
24/11, Joan): "what time's the hand over at the hospital thurs? want to get my hair done first" The assistant says
half 3 (3.30pm) - 2 is the consultants' round. The label says 2pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b196_ctl_evermemos_knitting_handover_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oswestry-tuesday-knitters-rsh-2043"
MESSAGES = {
    "brenda": [("2043-10-30T11:00:00Z", "hand over thurs 26th nov 2pm at the children's ward 🧸 Sister Kerry's "
                                        "taking photos for their newsletter so wear something nice lol"),
               ("2043-11-18T09:45:00Z", "Sister Kerry rang - 2's when the consultants do their round, it's chaos, "
                                        "she'd rather we came after visiting so half 3. still the thurs")],
    "val": [("2043-11-04T15:20:00Z", "27 blankets sewn up!! + 40 hats, Pat's still doing the bobbles"),
            ("2043-11-20T19:10:00Z", "I'll bring the big ikea bags for the blankets. meet in the multistorey 3.15?")],
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
    question = "what time's the hand over at the hospital thurs? want to get my hair done first"
    context = ["Today is Tue 24 Nov 2043. You are talking to Joan, one of the Oswestry Tuesday Knitters; the "
               "blankets are handed over at the Royal Shrewsbury's children's ward on Thu 26 Nov."]
    for query in ("what time is the hand over", "hand over children's ward sister kerry"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("hand over thurs 26th nov 2pm" in c for c in context), context
    assert any("she'd rather we came after visiting so half 3" in c for c in context), context
    reply = answer(question, context, mock="Half 3 on Thursday - the ward sister asked us to come after visiting, "
                                           "as 2 is the consultants' round. Val's meeting people in the multistorey "
                                           "at 3.15.")
    finish(question, expected="2pm", actual=reply)


asyncio.run(main())
