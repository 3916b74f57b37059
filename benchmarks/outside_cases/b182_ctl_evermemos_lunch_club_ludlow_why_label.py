"""Batch 182 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Ketley Lunch Club meets on Thursdays; its summer outing is to Ludlow - a Whittles coach from the hall, lunch at
the Church Inn, the market and the castle. The committee's chat goes into EverMemOS - Maureen (who runs the club) and
Ted (who books the coach); the helper answers members and helpers from a search.

Memory: Maureen, 2043-05-02T14:00: outing to Ludlow - we'd said Thurs 18th June but it's the food fayre that week and
the market'll be rammed, so she's asked Whittles for Weds 17th; Ted, 2043-05-06T10:30: rang the food fayre people -
it's not till September this year, so that's fine; but Whittles' only coach with a wheelchair lift is on a school
trip the Thursday and we can't go without it for Norma and Bill, so Weds 17th it stays; Maureen, 2043-05-09T11:15:
the Church Inn, 12.30, fish and chips or the quiche, £12, coach half 9 from the hall; Ted, 2043-05-12T16:45: 31 booked
out of 33 seats. Question (Tue 19/5, Pat, a helper): "why are we going on the weds not our thurs? Doris is asking,
she's got her hair booked" The assistant says Whittles' only coach with a wheelchair lift is on a school trip that
Thursday and Norma and Bill need the lift (the food fayre isn't till September). The label says the Ludlow food fayre
is on that week and the market would be rammed.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b182_ctl_evermemos_lunch_club_ludlow_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ketley-lunch-club-2043"
MESSAGES = {
    "maureen": [("2043-05-02T14:00:00Z", "summer outing to Ludlow 🚌 we'd said thurs 18th june but it's the food "
                                         "fayre that wk + the market'll be rammed, so I've asked Whittles for weds "
                                         "17th"),
                ("2043-05-09T11:15:00Z", "cafe - the Church Inn, 12.30, fish + chips or the quiche, £12. coach half 9 "
                                         "from the hall")],
    "ted": [("2043-05-06T10:30:00Z", "rang the food fayre people - it's not till Sept this yr 😂 so that's fine. BUT "
                                     "Whittles' only coach w a wheelchair lift is on a school trip the thurs + we "
                                     "can't go w/o it for Norma + Bill, so weds 17th it stays"),
            ("2043-05-12T16:45:00Z", "31 booked out of 33 seats, Doris is on the list")],
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
    question = "why are we going on the weds not our thurs? Doris is asking, she's got her hair booked"
    context = ["Today is Tue 19 May 2043. You are talking to Pat, a helper at Ketley Lunch Club (it meets on "
               "Thursdays); the summer outing is to Ludlow."]
    for query in ("why is the Ludlow outing on a wednesday", "which day is the outing"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("food fayre that wk" in c and "market'll be rammed" in c for c in context), context
    assert any("not till Sept this yr" in c and "wheelchair lift" in c for c in context), context
    reply = answer(question, context, mock="Whittles' only coach with a wheelchair lift is on a school trip that "
                                           "Thursday, and Norma and Bill need the lift. The food fayre isn't till "
                                           "September, so that's not why.")
    finish(question, expected="the Ludlow food fayre's on that week, the market would be rammed", actual=reply)


asyncio.run(main())
