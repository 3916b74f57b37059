"""Batch 125 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: St Michael's lunch club's helpers' WhatsApp group (Mavis the organiser, Brenda the cook, the drivers) goes into
EverMemOS; the helper answers whoever asks about the lunches from a search of it.

Memory: Mavis, 2037-03-14: spring dates, every other Thursday - 26 Mar, 9 Apr, 23 Apr, 7 May, 21 May, 12 for 12.30,
£4.50; Brenda, 22/3: birthdays for a cake; Mavis, 2037-04-20: 7th May's the elections and the hall's the polling
station all day - Rev Di says we can have it the day after, the Friday, same time, drivers can you all do Fri 8th?;
Sheila and Doug: Friday's fine. Question (Mon 4/5, Joan): "when's the next lunch club? want to bring my sister" The
assistant says Fri 8th May, 12 for 12.30 (the hall's a polling station on the Thursday). The label says "Thu 7th May"
- in memory, the date on the spring list.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b125_ctl_evermemos_lunchclub_next_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-michaels-lunch-helpers"
MESSAGES = [
    ("2037-03-14T10:05:00Z", "mavis", "lunch club dates for spring - every other thurs: 26 mar, 9 apr, 23 apr, 7 may, "
                                      "21 may. 12 for 12.30 as usual, £4.50 a head. pls put them in your diaries"),
    ("2037-03-22T18:20:00Z", "brenda", "if anyone's got a birthday coming up tell me and I'll do a cake. Joan's is "
                                       "the 23rd I think?"),
    ("2037-04-20T09:45:00Z", "mavis", "7th may's the elections and the hall's the polling station all day :( Rev Di "
                                      "says we can have it the day after, the friday, same time. drivers can you "
                                      "all do fri 8th??"),
    ("2037-04-20T12:10:00Z", "sheila", "fri's fine for me x"),
    ("2037-04-21T08:30:00Z", "doug", "fine, I'll tell Joan + Mr Patel"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "when's the next lunch club? want to bring my sister"
    found = await client.v0.memories.search(extra_query={"query": "next lunch club date thurs may friday polling",
                                                         "top_k": 10})
    context = ["Today is Mon 4 May 2037. You are talking to Joan, who comes to St Michael's lunch club."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("every other thurs: 26 mar, 9 apr, 23 apr, 7 may" in c for c in context), context
    assert any("the day after, the friday, same time" in c for c in context), context
    reply = answer(question, context, mock="Friday 8th May, 12 for 12.30 - the hall's a polling station on the "
                                           "Thursday. Your sister's very welcome, it's £4.50.")
    finish(question, expected="Thu 7th May", actual=reply)


asyncio.run(main())
