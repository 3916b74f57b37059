"""Batch 184 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Wrockwardine WI runs the jams and preserves at the village show, Sat 5th Sept 2043, in the village hall - jars
staged in the morning, judged before lunch, the public in from 2. The committee's chat goes into EverMemOS - Hilary
(the show secretary) and Margaret (who has the hall keys); the helper answers members who are entering.

Memory: Hilary, 2043-08-10T19:00: show Sat 5th Sept, jams + preserves staging 9-11 at the village hall, judging 11.30,
doors to the public at 2; Margaret, 2043-08-18T14:40: the hall's let the Zumba lot have it Saturday mornings till 10
for the summer, so nobody can get in before then - still got to be done by 11, judging's not moving; Hilary,
2043-08-24T09:15: 27 jars entered across 5 classes; Margaret, 2043-08-28T16:05: doilies and the jam pot covers from the
cupboard, washed. Question (Thu 3/9, Pam, entering two jams): "what time can I bring my jars in sat? I'm working at
12" The assistant says from 10 - the Zumba class has the hall till then - and they need to be in by 11. The label says
9am.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b184_ctl_evermemos_wi_jam_drop_off_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wrockwardine-wi-show-2043"
MESSAGES = {
    "hilary": [("2043-08-10T19:00:00Z", "show sat 5th sept 🍓 jams + preserves staging 9-11 at the village hall, "
                                        "judging 11.30, doors to the public at 2"),
               ("2043-08-24T09:15:00Z", "27 jars entered so far across the 5 classes, 2 more promised")],
    "margaret": [("2043-08-18T14:40:00Z", "hall's let the Zumba lot have it sat mornings till 10 for the summer 💃 so "
                                          "nobody can get in b4 then - still got to be done by 11 tho, judging's not "
                                          "moving"),
                 ("2043-08-28T16:05:00Z", "doilies + the jam pot covers from the cupboard, I've washed them")],
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
    question = "what time can I bring my jars in sat? I'm working at 12"
    context = ["Today is Thu 3 Sept 2043. You are talking to Pam, a Wrockwardine WI member entering two jams at the "
               "village show (Sat 5 Sept, village hall)."]
    for query in ("what time is staging for the jams", "when can we get in the hall sat"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("staging 9-11" in c for c in context), context
    assert any("Zumba lot have it sat mornings till 10" in c for c in context), context
    reply = answer(question, context, mock="From 10 - the Zumba class has the hall till then - and the jars need to be "
                                           "in by 11 for the judging at 11.30.")
    finish(question, expected="9am", actual=reply)


asyncio.run(main())
