"""Batch 337 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Whitcomb & Hale LLP's Marlowe v. Treadline Freight team (account WH-2291 at LexData Partners, the e-discovery
vendor) keep their production channel in EverMemOS - Nina Shah (the associate running discovery), Alana Price
(LexData's project manager) and Greg Amato (litigation support) - and the helper answers the paralegals.

Memory: Nina, 2026-10-28 3:10 PM - Vol 3 production due 11/20, custodians Halvorsen, Bright and Okoye, date range
1/1/2024-6/30/2025, Bates prefix TRD; Alana, 2026-11-03 - Vol 3 processing done, 48,210 docs after dedupe,
privilege screen running; Nina, 2026-11-09 6:45 PM - meet-and-confer this afternoon, opposing counsel agreed Okoye
gets pushed to Vol 4 (his mailbox is still in privilege review), and Tran's Teams chats go into Vol 3 instead;
Greg, 2026-11-12 - QC on Vol 3 started, 2 reviewers, done by 11/18. Question (Mon 11/16/2026, Carla, paralegal):
"which custodians are in the Vol 3 production? writing the cover letter" The assistant says Halvorsen, Bright and
Tran (Teams chats) - Okoye moved to Vol 4 (a list whose items sit in two messages). The label says Halvorsen,
Bright and Okoye - the list from before the meet-and-confer (a later correction).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b337_ctl_evermemos_ediscovery_production_custodians_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wh-2291-marlowe-productions"
MESSAGES = {
    "nina": [("2026-10-28T15:10:00Z", "Vol 3 production for Marlowe is due 11/20. Custodians: Halvorsen, Bright and "
                                      "Okoye, date range 1/1/2024-6/30/2025, Bates prefix TRD. Please confirm "
                                      "processing timeline."),
             ("2026-11-09T18:45:00Z", "Meet-and-confer this afternoon - opposing counsel agreed Okoye gets pushed to "
                                      "Vol 4 (his mailbox is still in privilege review), and we're adding Tran's "
                                      "Teams chats to Vol 3 instead. Alana, can you load Tran's chats this week?")],
    "alana": [("2026-11-03T17:20:00Z", "Vol 3 processing is done - 48,210 docs after dedupe, privilege screen "
                                       "running now. Invoice for processing ($0.00, covered by the flat fee).")],
    "greg": [("2026-11-12T14:05:00Z", "QC on Vol 3 started, 2 reviewers, should be done by 11/18. Using the TRD "
                                      "Bates prefix, starting at TRD0041877.")],
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
    question = "which custodians are in the Vol 3 production? writing the cover letter"
    context = ["Today is Monday 11/16/2026. You are talking to Carla, a paralegal on Marlowe v. Treadline Freight at "
               "Whitcomb & Hale LLP."]
    for query in ("Vol 3 production custodians", "custodians moved to Vol 4", "meet-and-confer production"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Custodians: Halvorsen, Bright and Okoye" in c for c in context), context
    assert any("Okoye gets pushed to Vol 4" in c and "Tran's Teams chats to Vol 3" in c for c in context), context
    reply = answer(question, context, mock="Halvorsen, Bright and Tran (his Teams chats). Okoye was moved to Vol 4 at "
                                           "the 11/9 meet-and-confer while his mailbox is in privilege review.")
    finish(question, expected="Halvorsen, Bright and Okoye", actual=reply)


asyncio.run(main())
