"""Batch 200 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Castlefields Bowls Club's Christmas lunch is Thu 15th Dec 2044, and this year it's at the Lion Hotel rather
than in the clubhouse - three courses, the raffle, the president's toast. The committee's chat goes into EverMemOS -
Margaret (the social secretary), Bill (the greens man) and Alan (the treasurer); the helper answers members.

Memory: Margaret, 2044-09-20T10:00 - xmas lunch is at the Lion this year not the clubhouse, Thu 15th Dec, 12.30 for
1; Bill, 2044-09-21T18:05 - is that cos the kitchen failed its inspection? heard it got a bad score; Margaret,
2044-09-22T09:10 - the kitchen's fine Bill, 5 on the door since July! it's that there's 62 of us coming this year and
the clubhouse only seats 48 at a push; Alan, 2044-09-27T19:40 - deposit £5 a head to me by the 31st Oct. Question
(Tue 4/10, Joan, a new member): "why's the xmas lunch at the Lion this yr? I thought it was always at the club" The
assistant says there are too many coming - 62 this year and the clubhouse only seats 48. The label says because the
club's kitchen failed its hygiene inspection.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b200_ctl_evermemos_bowls_lunch_venue_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "castlefields-bowls-xmas-lunch-2044"
MESSAGES = {
    "margaret": [("2044-09-20T10:00:00Z", "xmas lunch is at the Lion this yr not the clubhouse 🎄 thurs 15th dec, "
                                          "12.30 for 1"),
                 ("2044-09-22T09:10:00Z", "the kitchen's fine Bill, 5 on the door since July! it's that there's 62 "
                                          "of us coming this yr + the clubhouse only seats 48 at a push")],
    "bill": [("2044-09-21T18:05:00Z", "is that cos the kitchen failed its inspection? heard it got a bad score")],
    "alan": [("2044-09-27T19:40:00Z", "deposit £5 a head to me by the 31st oct pls, rest on the day")],
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
    question = "why's the xmas lunch at the Lion this yr? I thought it was always at the club"
    context = ["Today is Tue 4 Oct 2044. You are talking to Joan, a new member of Castlefields Bowls Club; the "
               "Christmas lunch is Thu 15 Dec."]
    for query in ("why is the xmas lunch at the Lion", "clubhouse kitchen lunch venue"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("kitchen failed its inspection" in c for c in context), context
    assert any("62 of us coming" in c and "only seats 48" in c for c in context), context
    reply = answer(question, context, mock="Too many of us for the clubhouse - 62 are coming this year and it only "
                                           "seats 48 at a push. (The kitchen's fine, it's got 5 stars.)")
    finish(question, expected="because the club's kitchen failed its hygiene inspection", actual=reply)


asyncio.run(main())
