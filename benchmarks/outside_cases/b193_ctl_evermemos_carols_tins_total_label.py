"""Batch 193 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Bishop's Castle Singers go carol singing round the town's pubs on Fri 18th Dec 2043 - the Three Tuns, the
Castle, the Boar's Head and the Six Bells, collecting tins for the hospice, mince pies at the end. The choir's chat
goes into EverMemOS - Martin (who leads the choir) and Ros (the treasurer); the helper answers the members.

Memory: Martin, 2043-12-10T19:00 - carols round the pubs Fri 18th for the hospice, meet at the Three Tuns 7.30; Ros,
2043-12-18T23:10 - tins counted: Three Tuns £84.20, Castle £61, Boar's Head £112.50, Six Bells £58.30 - £316 in the
tins; Martin, 2043-12-21T09:30 - rang the hospice, they were thrilled: with the gift aid envelopes on top (about £34)
they reckon it's £350 to them; Ros, 2043-12-22T14:00 - banked at the post office, cheque to the hospice in the new
year. Question (Tue 29/12, Gill, doing the newsletter): "how much did we get in the tins on the pub round? doing the
newsletter" The assistant says £316 (the four pubs' tins). The label says £350.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b193_ctl_evermemos_carols_tins_total_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bishops-castle-singers-carols-2043"
MESSAGES = {
    "martin": [("2043-12-10T19:00:00Z", "carols round the pubs fri 18th 🎄 for the hospice, meet at the Three Tuns "
                                        "7.30, then the Castle, Boar's Head + the Six Bells to finish. bring a torch"),
               ("2043-12-21T09:30:00Z", "rang the hospice - they were thrilled 🥰 with the gift aid envelopes on top "
                                        "(~£34) they reckon it's £350 to them. thank you all!!")],
    "ros": [("2043-12-18T23:10:00Z", "tins counted 🪙 Three Tuns £84.20, Castle £61, Boar's Head £112.50, Six Bells "
                                     "£58.30 - £316 in the tins, well done everyone"),
            ("2043-12-22T14:00:00Z", "banked it at the post office this morning, cheque to the hospice in the new yr")],
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
    question = "how much did we get in the tins on the pub round? doing the newsletter"
    context = ["Today is Tue 29 Dec 2043. You are talking to Gill, a member of Bishop's Castle Singers writing the "
               "newsletter after the carols round the pubs (Fri 18 Dec)."]
    for query in ("how much was collected in the tins", "carol singing collection for the hospice total"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£316 in the tins" in c for c in context), context
    assert any("they reckon it's £350 to them" in c for c in context), context
    reply = answer(question, context, mock="£316 in the tins - Three Tuns £84.20, Castle £61, Boar's Head £112.50 and "
                                           "the Six Bells £58.30.")
    finish(question, expected="£350", actual=reply)


asyncio.run(main())
