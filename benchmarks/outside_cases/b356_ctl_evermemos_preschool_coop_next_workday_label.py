"""Batch 356 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each parent's messages written by their own task (gathered), then the question's search.

App: Sunnyside Cooperative Nursery School runs on parent workdays - each co-op family works in the classroom two
mornings a month (8:45-12:15). The co-op group chat goes into EverMemOS - Heather (the workday coordinator), Kim and
Jess (co-op parents) and Deb (the teacher) - and the co-op's helper answers parents' questions.

Memory: Heather, 2050-09-28T19:00 - October workdays are up on the fridge + the Google sheet: Kim P Tue 10/4 + Fri
10/21, Marisol Mon 10/3 + Wed 10/19, Priya Wed 10/5 + Mon 10/24, the rest on the sheet; Deb, 2050-10-10T15:30 -
fire drill Thursday, workday parents the exit is the Blue Room door; Kim, 2050-10-11T08:30 (a Tuesday) - she and
Jess swapped, she's doing Jess's Thursday THIS week and Jess is taking her Fri 10/21, can Heather fix the sheet;
Heather, 2050-10-11T12:10 - done, sheet's updated. Question (Wed 10/12, Kim): "when's my next workday? need to ask my
boss for the morning off" -> the assistant says tomorrow, Thursday 10/13 ("Thursday this week" in her message of
Tuesday 10/11), 8:45-12:15 - she swapped with Jess. The label says Fri 10/21: that date is in memory, but she gave
it to Jess in the swap.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b356_ctl_evermemos_preschool_coop_next_workday_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sunnyside-coop-nursery-2050"
MESSAGES = {
    "heather": [("2050-09-28T19:00:00Z", "October workdays are up on the fridge + the Google sheet 🍎 Kim P: Tue 10/4 + "
                                         "Fri 10/21. Marisol: Mon 10/3 + Wed 10/19. Priya: Wed 10/5 + Mon 10/24. rest "
                                         "are on the sheet. 8:45-12:15, pls be on time for circle!"),
                ("2050-10-11T12:10:00Z", "done, sheet's updated 👍")],
    "deb": [("2050-10-10T15:30:00Z", "fire drill Thursday morning! workday parents - our exit is the Blue Room door, "
                                     "meet at the fence")],
    "kim": [("2050-10-11T08:30:00Z", "Jess and I swapped - I'm doing her Thursday THIS week and she's taking my Fri "
                                     "10/21. Heather can you fix the sheet? thank you!!")],
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
    question = "when's my next workday? need to ask my boss for the morning off"
    context = ["Today is Wednesday, October 12, 2050. You are talking to Kim P, a parent at Sunnyside Cooperative "
               "Nursery School."]
    for query in ("Kim workday", "swapped my workday", "which Thursday or Friday this week", "October workdays schedule"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Kim P: Tue 10/4 + Fri 10/21" in c for c in context), context
    assert any("I'm doing her Thursday THIS week and she's taking my Fri 10/21" in c for c in context), context
    reply = answer(f"(Kim P) {question}", context,
                   mock="Tomorrow - Thursday 10/13, 8:45-12:15. You swapped with Jess, so she's doing your Friday "
                        "10/21.")
    finish(question, expected="Friday 10/21", actual=reply)


asyncio.run(main())
