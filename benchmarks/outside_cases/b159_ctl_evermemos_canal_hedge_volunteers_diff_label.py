"""Batch 159 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: the work party chat of Brinklow & Yarnfield Canal Society goes into EverMemOS - Sue (work party organiser),
Anne, Pete and Ray; the helper answers them from a search of it. The October job is laying the hedge by the top
lock with Geoff, the hedge layer the society hires.

Memory: Sue, 2037-10-06T19:00: hedge laying Sat 24th by the top lock, Geoff wants 10 of us, names so far me, Ray,
Pete, Dave, Maureen and Kev = 6, so we need 4 more, shout up; Anne, 2037-10-09T08:15: me and Bill please, he's got
his own billhook; Pete, 2037-10-12T20:30: can't do the 24th after all, sorry, our Jess's wedding's been moved to
that weekend, cross me off; Ray, 2037-10-15T18:00: bacon butties from Maureen, yeah? Question (Fri 16/10, Sue):
"how many more do we need for the hedge laying sat wk?" The assistant says 3 more - 7 down now (the 6, plus Anne and
Bill, less Pete). The label says 4 - Sue's own count, from before Anne and Bill put their names down and Pete
dropped out.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b159_ctl_evermemos_canal_hedge_volunteers_diff_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "byc-work-party-chat"
MESSAGES = {
    "sue": [("2037-10-06T19:00:00Z", "hedge laying sat 24th by the top lock. Geoff (the hedge bloke) wants 10 of us. "
                                     "names so far: me, Ray, Pete, Dave, Maureen + Kev = 6, so we need 4 more, shout "
                                     "up!")],
    "anne": [("2037-10-09T08:15:00Z", "me + Bill pls, he's got his own billhook (don't ask)")],
    "pete": [("2037-10-12T20:30:00Z", "can't do the 24th after all sorry, our Jess's wedding's been moved to that "
                                      "wknd. cross me off")],
    "ray": [("2037-10-15T18:00:00Z", "bacon butties from Maureen yeah? asking for a friend (me)")],
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
    question = "how many more do we need for the hedge laying sat wk?"
    found = await client.v0.memories.search(extra_query={"query": "hedge laying volunteers names 24th count me in",
                                                         "top_k": 10})
    context = ["Today is Fri 16 October 2037. You are talking to Sue, who organises Brinklow & Yarnfield Canal "
               "Society's work parties; the hedge laying is on Sat 24 October."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("so we need 4 more" in c for c in context), context
    assert any("me + Bill pls" in c for c in context), context
    assert any("can't do the 24th after all" in c for c in context), context
    reply = answer(question, context, mock="3 more - you're at 7 now: the 6, plus Anne and Bill, but Pete can't make "
                                           "it.")
    finish(question, expected="4", actual=reply)


asyncio.run(main())
