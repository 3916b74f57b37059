"""Batch 283 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each parent's messages written by their own task (gathered), then the question's search.

App: three families in Mytholmroyd share the morning run to Riverside Junior School - Claire, Dave and Amira take
turns. Their group chat goes into EverMemOS and the helper answers questions, including from parents joining.

Memory: Claire, 2050-09-02T20:30 - school run leaving 8.15 from the bottom of Church Lane, gates shut 8.50; Dave,
2050-09-20T18:05 - roadworks on the A646 from Mon 26th for 6 weeks, temporary lights at Mytholm, it'll add 20
mins at least, so let's say 7.55 from Church Lane while they're on; Amira, 2050-09-27T09:10 - 7.55 was fine, got
there 8.35 even with the lights; Claire, 2050-10-10T21:00 - reminder, inset day Fri 21st, no run. Question (Tue
11/10, Ben, whose daughter Ruby starts with them on Monday): "what time do u all leave in the mornings? Ruby's
starting with u on mon, want her ready" The assistant says 7.55 from the bottom of Church Lane while the A646
roadworks are on (normally 8.15). The label says 8.15.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b283_ctl_evermemos_school_run_leave_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mytholmroyd-school-run-2050"
MESSAGES = {
    "claire": [("2050-09-02T20:30:00Z", "new term 🎒 school run leaving 8.15 from the bottom of Church Lane, gates "
                                        "shut 8.50. Mon me, tues Dave, weds Amira, thurs me, fri Dave"),
               ("2050-10-10T21:00:00Z", "reminder inset day fri 21st so no run 👍")],
    "dave": [("2050-09-20T18:05:00Z", "heads up - roadworks on the A646 from mon 26th for 6 wks, temp lights at "
                                      "Mytholm 🚧 the ones last yr added 20 mins at least so let's say 7.55 from Church "
                                      "Lane while they're on?")],
    "amira": [("2050-09-27T09:10:00Z", "7.55 was fine this morning, got there 8.35 even with the lights. kids "
                                       "starving by 10 tho 😂")],
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
    question = "what time do u all leave in the mornings? Ruby's starting with u on mon, want her ready"
    context = ["Today is Tue 11 October 2050. You are talking to Ben, whose daughter Ruby joins the Mytholmroyd "
               "school run on Mon 17 Oct."]
    for query in ("what time the school run leaves", "leaving time Church Lane", "roadworks A646"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("school run leaving 8.15 from the bottom of Church Lane" in c for c in context), context
    assert any("7.55 from Church Lane while they're on" in c for c in context), context
    reply = answer(question, context, mock="7.55 from the bottom of Church Lane at the moment - it's usually 8.15, "
                                           "but the A646 roadworks are adding 20 minutes.")
    finish(question, expected="8.15", actual=reply)


asyncio.run(main())
