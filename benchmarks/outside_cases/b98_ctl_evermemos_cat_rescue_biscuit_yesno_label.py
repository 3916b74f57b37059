"""Batch 98 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: Ivel Valley Cat Rescue's fosterers' WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one
group); the group's helper answers volunteers.

Memory: Biscuit (ginger, 2, FIV+) went up on the website on 2/4; Jan, his fosterer, had two enquiries, one a flat
with a balcony, not right for him; then Jan: he's been asleep on Rob's lap every night for a month, they've talked
and they're keeping him; Nicola: paperwork signed Saturday, no fee for fosterers as always, Jan's "foster fail
no. 3", she'll take him off the site this week. Question (Tue 15/4, Sue, who does the Facebook posts): "is biscuit
still up for adoption? someone's asked on fb" The assistant says no, Jan's keeping him. The label says yes, he's
still on the website.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b98_ctl_evermemos_cat_rescue_biscuit_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ivel-fosterers"
MESSAGES = [
    ("2036-04-02T19:10:00Z", "nicola", "Biscuit (ginger, 2yrs, FIV+) up on the website today w Jan's lovely pics, "
                                       "indoor only home needed"),
    ("2036-04-05T10:30:00Z", "jan", "2 enquiries for Biscuit, one's a 3rd floor flat w a balcony, not right for "
                                    "him, other one never rang back"),
    ("2036-04-09T21:45:00Z", "jan", "honestly I think he's found his home already - asleep on Rob's lap every "
                                    "night for a month, we've talked and we're keeping him"),
    ("2036-04-13T09:15:00Z", "nicola", "Biscuit paperwork signed sat, no fee for fosterers as always. Jan's "
                                       "foster fail no.3 haha. I'll take him off the site this wk"),
    ("2036-04-14T17:00:00Z", "priya", "Mabel's 4 all eating solids, ready for 1st vaccs 16/5"),
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
    question = "is biscuit still up for adoption? someone's asked on fb"
    found = await client.v0.memories.search(extra_query={"query": "Biscuit adoption website Jan keeping "
                                                                  "paperwork enquiries", "top_k": 10})
    context = ["Today is Tue 15 April 2036. You are talking to Sue, who does the Facebook posts."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("up on the website today" in c for c in context), context
    assert any("we're keeping him" in c for c in context), context
    assert any("Biscuit paperwork signed sat" in c for c in context), context
    reply = answer(question, context, mock="No - Jan and Rob are keeping him; the paperwork was signed on Saturday "
                                           "and Nicola's taking him off the website this week.")
    finish(question, expected="yes - he's still on the website", actual=reply)


asyncio.run(main())
