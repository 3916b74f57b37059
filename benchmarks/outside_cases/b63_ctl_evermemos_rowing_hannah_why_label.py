"""Batch 63 (held out), control. A rowing club's crew chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Avonside Rowing Club women's four chat about Bedford Regatta (Sat 8 May 2027). The chat goes into EverMemOS
(``memories.add`` per message, group "avonside-w4"); the assistant answers from a search. Hannah, the stroke, had a
sore wrist in April, but the physio found nothing wrong beyond grumpy tendons and she is fine to row with it
strapped. Then her sister's wedding landed on 8 May (the venue had a gap) and Hannah's a bridesmaid, so Meg from the
novices sits in at 3 and Lou moves up to stroke.

No fault planted. Question (Tue 4/5, Mike the coach): "why isn't Hannah in the four at Bedford?" The model answers
her sister's wedding (she's a bridesmaid), right per memory. The label says her wrist. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b63_ctl_evermemos_rowing_hannah_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "avonside-w4"
MESSAGES = [
    ("2027-04-12T20:14:00Z", "hannah", "wrist's playing up again after sat's outing :( booked the physio for thurs"),
    ("2027-04-15T18:30:00Z", "hannah", "physio says nothing torn, just tendons being grumpy - strap it + carry on, "
                                       "I'm good to row. phew"),
    ("2027-04-19T07:55:00Z", "kath", "bow seat's sticking again, can someone bring wd40 weds"),
    ("2027-04-26T21:02:00Z", "hannah", "ugh guys. my sister's wedding is now 8th may - venue had a gap + they "
                                       "grabbed it - and I'm a bridesmaid so I can't do Bedford. SO sorry"),
    ("2027-04-26T21:20:00Z", "lou", "no worries H, enjoy it!! I'll ask Meg from the novices to sit in at 3, I'll "
                                    "stroke"),
    ("2027-04-27T08:10:00Z", "meg", "yes please!!! first regatta eek"),
    ("2027-05-01T12:40:00Z", "tilly", "Meg + Lou outing weds 6am to get used to the new order, Priya can you "
                                      "make it"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "why isn't Hannah in the four at Bedford?"
    found = await client.v0.memories.search(extra_query={"query": "Hannah Bedford can't row wrist physio wedding "
                                                                  "sister Meg sit in", "top_k": 12})
    context = ["Today is Tue 4 May 2027. You are talking to Mike, the coach."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("wrist's playing up" in c for c in context), context
    assert any("good to row" in c for c in context), context
    assert any("sister's wedding is now 8th may" in c for c in context), context
    reply = answer(question, context, mock="It's her sister's wedding that day and she's a bridesmaid - Meg's "
                                           "sitting in at 3 and Lou's stroking.")
    finish(question, expected="her wrist's still bad", actual=reply)


asyncio.run(main())
