"""Batch 188 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each leader's messages written by their own task (gathered), then the question's search.

App: 3rd Oakengates Guides' summer camp is Fri 17th to Sun 19th July 2043 at the Ercall Wood campsite - the girls go
up in the minibus on the Friday, the kit goes in Dave's trailer. The leaders' chat goes into EverMemOS - Becky (the
Guide leader) and Jo (her assistant); the helper answers parents.

Memory: Becky, 2043-06-20T19:30: the minibus leaves the church hall Fri 5.30 sharp, kit in the trailer by 5 please,
Dave towing; Jo, 2043-07-01T20:10: Dave can only do Thursday night for the trailer, so the kit drop's Thu 7-8 at the
hall instead, he'll take it up and pitch the mess tent; Becky, 2043-07-02T08:15: if the kit's already up there
there's no sense dragging them all back to the hall - they'll go straight from school, minibus at 4.15 from the
school gates, parents to let the office know; Jo, 2043-07-09T21:00: menus and flag break. Question (Tue 14/7,
Kirsty, a parent): "what time's the minibus going fri? Amber's dad was going to drop her at the hall after work" The
assistant says 4.15 from the school gates - they're going straight from school now. The label says 5.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b188_ctl_evermemos_guides_camp_minibus_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "3rd-oakengates-guides-camp-2043"
MESSAGES = {
    "becky": [("2043-06-20T19:30:00Z", "minibus leaves the church hall fri 5.30 sharp 🚐 kit in the trailer by 5 pls, "
                                       "Dave towing"),
              ("2043-07-02T08:15:00Z", "ah ok - if the kit's already up there there's no sense dragging them all back "
                                       "to the hall, we'll go straight from school. minibus at 4.15 from the school "
                                       "gates, parents pls let the office know")],
    "jo": [("2043-07-01T20:10:00Z", "Becky, Dave can only do thurs night for the trailer 🙈 so kit drop's thurs 7-8 at "
                                    "the hall instead, he'll take it up + pitch the mess tent"),
           ("2043-07-09T21:00:00Z", "menus done - patrols cooking sat tea, flag break 8.30 sat, pancakes sun")],
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
    question = "what time's the minibus going fri? Amber's dad was going to drop her at the hall after work"
    context = ["Today is Tue 14 July 2043. You are talking to Kirsty, whose daughter Amber is going to 3rd "
               "Oakengates Guides' summer camp (Fri 17 to Sun 19 July)."]
    for query in ("what time does the minibus leave on friday", "kit drop at the hall"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("minibus leaves the church hall fri 5.30 sharp" in c for c in context), context
    assert any("minibus at 4.15 from the school" in c for c in context), context
    reply = answer(question, context, mock="4.15 from the school gates - they're going straight from school now the "
                                           "kit's gone up on Thursday, so not the hall. Let the school office know.")
    finish(question, expected="5.30", actual=reply)


asyncio.run(main())
