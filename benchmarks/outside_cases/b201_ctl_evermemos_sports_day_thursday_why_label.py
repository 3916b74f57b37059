"""Batch 201 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Hanwood CE Primary's sports day is usually a Wednesday; this year it's Thu 13th July 2045, 1.30pm on the field,
the rain day Fri 14th. The parents' chat with the school goes into EverMemOS - Mrs Evans (the head), Gareth (a dad)
and Claire (the PTA's chair); the helper answers parents.

Memory: Mrs Evans, 2045-05-15T16:00 - sports day is Thu 13th July this year, not the Weds like usual, rain day Fri
14th; Gareth, 2045-05-15T18:20 - is that cos the council are cutting the field weds? they did it the morning of
sports day last year; Mrs Evans, 2045-05-16T08:45 - ha no Gareth, I've had words with the council about that! it's
that the Y6s are at the high school all day Weds for their transition day, and it's their last sports day here so
we weren't doing it without them; Claire, 2045-05-20T19:30 - PTA ice lollies at the end, volunteers for the tuck
table pls. Question (Mon 22/5, Anna, a new parent): "why's sports day on a thurs this yr? I'd booked the weds off
work" The assistant says the Year 6s are at the high school on the Wednesday for their transition day and it's their
last sports day, so it was moved to keep them in it. The label says because the council are cutting the field on
the Wednesday.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b201_ctl_evermemos_sports_day_thursday_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hanwood-ce-primary-sports-day-2045"
MESSAGES = {
    "mrs-evans": [("2045-05-15T16:00:00Z", "sports day is thurs 13th july this yr, not the weds like usual 🏃 rain "
                                           "day fri 14th"),
                  ("2045-05-16T08:45:00Z", "ha no Gareth, I've had words with the council about that! it's that the "
                                           "Y6s are at the high school all day weds for their transition day + it's "
                                           "their last sports day here so we weren't doing it without them")],
    "gareth": [("2045-05-15T18:20:00Z", "is that cos the council are cutting the field weds? they did it the morning "
                                        "of sports day last yr 🙄")],
    "claire": [("2045-05-20T19:30:00Z", "PTA doing ice lollies at the end, need volunteers for the tuck table pls, "
                                        "1-3.30ish")],
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
    question = "why's sports day on a thurs this yr? I'd booked the weds off work"
    context = ["Today is Mon 22 May 2045. You are talking to Anna, a new parent at Hanwood CE Primary; sports day "
               "is Thu 13 July."]
    for query in ("why is sports day on a Thursday", "sports day Wednesday field council"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("council are cutting the field weds" in c for c in context), context
    assert any("high school all day weds for their transition day" in c for c in context), context
    reply = answer(question, context, mock="Because the Year 6s are at the high school all day Wednesday for their "
                                           "transition day, and it's their last sports day at the school, so it "
                                           "was moved to Thursday so they don't miss it.")
    finish(question, expected="because the council are cutting the field on the Wednesday", actual=reply)


asyncio.run(main())
