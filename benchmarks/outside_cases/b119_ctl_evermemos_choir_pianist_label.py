"""Batch 119 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Millford Community Choir's committee group chat goes into EverMemOS; the helper answers members' questions
from a search of it.

Memory: Jan posted the summer concert plan - Alan accompanying as usual, Ian conducting, the brass for the Rutter;
later Alan wrote that his daughter's booked them flights to Calgary, cheaper if they go mid-June, so he'll miss the
concert, and Ruth from St Peter's (she played for the carol service) has said she'll do it; Ian thanked him and set
the first rehearsal with Ruth. Question (Tue 16/6, Maureen, a new alto): "who's on piano for us on the 20th?" The
assistant says Ruth from St Peter's. The label says Alan, the usual accompanist - in memory, but he's in Canada.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b119_ctl_evermemos_choir_pianist_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "millford-choir-committee"
MESSAGES = [
    ("2037-05-02T19:40:00Z", "jan", "summer concert sat 20th june sorted: Rutter, Goodall, Abba medley. Alan "
                                    "accompanying as usual, Ian conducting, the brass for the Rutter"),
    ("2037-05-06T08:15:00Z", "sheila", "tickets on sale from today, £12 / £10 concs, library desk has a float"),
    ("2037-05-19T21:03:00Z", "alan", "bit of news - our daughter's booked us flights out to Calgary, way cheaper if we "
                                     "go mid-June so I'll miss the concert, sorry all :( Ruth from St Peter's says "
                                     "she'll play, she did the carol service for us"),
    ("2037-05-19T21:30:00Z", "ian", "thanks Alan - enjoy it!! Ruth's brilliant. first rehearsal w her Tue 26th, "
                                    "I'll send her the parts"),
    ("2037-06-09T10:12:00Z", "jan", "seating: sops + altos on the chancel steps, men on the staging"),
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
    question = "who's on piano for us on the 20th?"
    found = await client.v0.memories.search(extra_query={"query": "piano accompanist summer concert Alan Ruth",
                                                         "top_k": 10})
    context = ["Today is Tue 16 June 2037. You are talking to Maureen, who joined the altos in May."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Alan accompanying as usual" in c for c in context), context
    assert any("Ruth from St Peter's says she'll play" in c for c in context), context
    reply = answer(question, context, mock="Ruth from St Peter's - Alan's away in Canada, so she's playing for the "
                                           "concert.")
    finish(question, expected="Alan, the choir's usual accompanist", actual=reply)


asyncio.run(main())
