"""Batch 166 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Thornbury Park Bowls Club's charity day for St Cuthbert's Hospice (Sat 13th August 2039 -
open triples on the green, raffle, teas in the clubhouse) goes into EverMemOS - Pauline (secretary), Ken (captain) and
Brenda (teas); the helper answers members and the hospice's volunteers from a search of it.

Memory: Pauline, 2039-07-20T14:30: the raffle's drawn at 4 after the final on rink 3, prizes on the table in the
clubhouse; Ken, 2039-08-05T19:10: the hospice minibus has to have the residents back for their own teas by half 4, so
Pauline says we'll draw it in the middle of ours, at half 3 - they'll want to see who gets the hamper; Brenda,
2039-08-08T11:00: teas from 3, scones and jam, two urns; Ken, 2039-08-10T21:45: 14 rinks in, first end half 9. Question
(Thu 11/8, a hospice volunteer): "what time's the raffle being drawn? a few of our residents have bought tickets" The
assistant says half 3, during the teas, so the residents are there before the minibus takes them back. The label says
4pm - the time Pauline first put out in July.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b166_ctl_evermemos_bowls_raffle_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "thornbury-park-bowls-charity-day-2039"
MESSAGES = {
    "pauline": [("2039-07-20T14:30:00Z", "raffle's drawn at 4 after the final on rink 3, prizes on the table in the "
                                         "clubhouse, tickets £1 a strip")],
    "ken": [("2039-08-05T19:10:00Z", "hospice minibus has to have the residents back for their own teas by half 4 so "
                                     "Pauline says we'll draw it in the middle of ours, half 3 - they'll want to see "
                                     "who gets the hamper"),
            ("2039-08-10T21:45:00Z", "14 rinks in!! first end half 9, woods in by quarter past")],
    "brenda": [("2039-08-08T11:00:00Z", "teas from 3, scones + jam, 2 urns (Joan's bringing hers)")],
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
    question = "what time's the raffle being drawn? a few of our residents have bought tickets"
    found = await client.v0.memories.search(extra_query={"query": "raffle drawn time hospice residents",
                                                         "top_k": 10})
    context = ["Today is Thu 11 August 2039. You are talking to a volunteer from St Cuthbert's Hospice about "
               "Thornbury Park Bowls Club's charity day (Sat 13 August)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("raffle's drawn at 4 after the final" in c for c in context), context
    assert any("draw it in the middle of ours, half 3" in c for c in context), context
    reply = answer(question, context, mock="Half 3, during the teas - so your residents can see who wins before the "
                                           "minibus takes them back.")
    finish(question, expected="4pm", actual=reply)


asyncio.run(main())
