"""Batch 149 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Cragg Vale parish's spring litter pick (Karen the parish clerk, Mick from the
allotments, Shaz who does the parish Facebook) goes into EverMemOS; the helper answers volunteers from a search of
it.

Memory: Karen, 2037-03-14T09:20: the Great British Spring Clean pick is Sat 18th April, 10-12, meet at the
village hall, council sending bags and grabbers; Mick, 2037-04-02T19:05: just seen the Calder Valley 10k comes
through the village on the 18th and they shut the top road till 1 - so let's do Sun 19th, same times, he's rung the
council and the bags can go out Monday for the wagon; Shaz, 2037-04-03T08:10: ok with her, fb event's sorted, 22
signed up; Karen, 2037-04-09T12:45: 40 bags and 15 grabbers coming. Question (Tue 14/4, Jas, a volunteer): "which
day is the litter pick? need to swap my shift at Morrisons" The assistant says Sunday 19th April, 10-12. The label
says Saturday 18th April - in memory, Karen's date of 14/3, from before the 10k.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b149_ctl_evermemos_litter_pick_day_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cragg-vale-litter-pick-organisers"
MESSAGES = {
    "karen": [("2037-03-14T09:20:00Z", "Great British Spring Clean pick is sat 18th april 10-12, meet at the "
                                       "village hall. council sending bags + grabbers"),
              ("2037-04-09T12:45:00Z", "council confirmed 40 bags + 15 grabbers, dropping them at the hall the "
                                       "day before")],
    "mick": [("2037-04-02T19:05:00Z", "just seen the Calder Valley 10k comes thru the village on the 18th + they "
                                      "shut the top road till 1 - so lets do sun 19th, same times. rang the council, "
                                      "bags can go out mon for the wagon")],
    "shaz": [("2037-04-03T08:10:00Z", "ok w me, fb event's sorted. 22 signed up so far, the school's doing a poster "
                                      "competition for it")],
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
    question = "which day is the litter pick? need to swap my shift at Morrisons"
    found = await client.v0.memories.search(extra_query={"query": "litter pick day date saturday sunday 10k "
                                                                  "village hall", "top_k": 10})
    context = ["Today is Tue 14 April 2037. You are talking to Jas, a volunteer for Cragg Vale parish's litter "
               "pick."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("sat 18th april 10-12" in c for c in context), context
    assert any("10k comes thru the village on the 18th" in c and "sun 19th" in c for c in context), context
    reply = answer(question, context, mock="Sunday 19th April, 10 till 12, meeting at the village hall - it moved "
                                           "off the Saturday because of the Calder Valley 10k.")
    finish(question, expected="Saturday 18th April, 10-12", actual=reply)


asyncio.run(main())
