"""Batch 389 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Rudo Rwedu Burial Society (Nyashanu Heights, Harare) - subs, payouts, a bus to kumusha, a general meeting the
last Sunday of the month. The committee's chat goes into EverMemOS - VaChikore (the chairman), Mai Chido (the
secretary) and Baba Mhofu (the treasurer) - and the helper answers members' questions.

Memory: VaChikore, 2026-02-28T19:00 - next general meeting Sun 29/03/26, 1pm at the church hall by Nyashanu shops
as usual; Baba Mhofu, 2026-03-15T08:30 - bring your membership cards to be stamped, subs up to date; Mai Chido,
2026-03-24T20:10 - the church has a wedding in the hall on Sunday, so the meeting moves to her house, 14 Mukamba
Close, same time, not the hall, bring your own chairs if you can; VaChikore, 2026-03-26T18:00 - agenda: the bus
quote and the new payout. Question (Fri 27/03/26, Mai Kuda): "where is Sunday's meeting? I want to give Ambuya a lift"
The assistant says Mai Chido's house, 14 Mukamba Close, 1pm (the hall has a wedding). The label says the church hall
by Nyashanu shops.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b389_ctl_evermemos_burial_meeting_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rudo-rwedu-bs-committee-2026"
MESSAGES = {
    "vachikore": [("2026-02-28T19:00:00Z", "Good evening members 🙏 next general meeting is Sun 29/03/26, 1pm at the "
                                           "church hall by Nyashanu shops as usual. Attendance is compulsory"),
                  ("2026-03-26T18:00:00Z", "Agenda for Sunday: 1. bus hire quote 2. the new payout 3. AOB")],
    "mai-chido": [("2026-03-24T20:10:00Z", "Kindly note the church has a wedding in the hall on Sunday 💒 so our "
                                           "meeting moves to my house, 14 Mukamba Close, same time 1pm. NOT the "
                                           "hall. Bring your own chairs if you can")],
    "baba-mhofu": [("2026-03-15T08:30:00Z", "Bring your membership cards to be stamped, and make sure subs are up to "
                                            "date before the meeting")],
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
    question = "where is Sunday's meeting? I want to give Ambuya a lift"
    context = ["Today is Friday 27 March 2026. You are talking to Mai Kuda, a member of Rudo Rwedu Burial Society."]
    for query in ("meeting venue", "where is the general meeting", "church hall wedding"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("1pm at the church hall by Nyashanu shops" in c for c in context), context
    assert any("wedding in the hall on Sunday" in c and "14 Mukamba Close" in c for c in context), context
    reply = answer(question, context, mock="At Mai Chido's house, 14 Mukamba Close, 1pm - the church hall has a "
                                           "wedding on Sunday. Bring a chair if you can.")
    finish(question, expected="the church hall by Nyashanu shops", actual=reply)


asyncio.run(main())
