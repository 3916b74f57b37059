"""Batch 138 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the Crag End fell race committee's group chat (Sue the organiser, Pam on entries, Ged from the mountain rescue
team) goes into EverMemOS; the helper answers the committee from a search of it.

Memory: Sue, 2037-06-14T15:10: 46 entries on the day at £8, so £368 in the tin for EOD; Pam, 2037-06-15T09:05:
counted the tin at mine - 4 of those 46 were juniors on the short course and they only pay £4, so it's £352, not what
Sue said, banked at the Co-op; Ged: the MRT's bucket and the radios back. Question (Tue 16/6, Sue, doing the
accounts): "how much did we take in entries on the day? for the FRA return" The assistant says £352 (42 seniors at
£8 and 4 juniors at £4). The label says £368 - in memory, Sue's sum on the day, which had everyone at £8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b138_ctl_evermemos_fellrace_eod_entries_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "crag-end-fell-race-cttee"
MESSAGES = {
    "sue": [("2037-06-14T15:10:00Z", "what a day!! 46 EOD entries @ £8 so £368 in the tin for entries on the day. "
                                     "course record on the short too"),
            ("2037-06-14T18:40:00Z", "prizegiving done, trophies back in the cabinet, Jim wants the field flat by "
                                     "weds")],
    "pam": [("2037-06-15T09:05:00Z", "counted the EOD tin at mine - 4 of those 46 were juniors on the short course, "
                                     "they're only £4, so it's £352 not what Sue said. banked at the co-op this "
                                     "morning")],
    "ged": [("2037-06-14T20:15:00Z", "MRT bucket made £212, thanks all. radios all back, one needs a new aerial")],
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
    question = "how much did we take in entries on the day? for the FRA return"
    found = await client.v0.memories.search(extra_query={"query": "entries on the day EOD tin £ juniors counted "
                                                                  "banked", "top_k": 10})
    context = ["Today is Tue 16 June 2037. You are talking to Sue, who organised the Crag End fell race (Sun 14 June), "
               "doing the accounts."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("so £368 in the tin" in c for c in context), context
    assert any("only £4, so it's £352" in c for c in context), context
    reply = answer(question, context, mock="£352 - 46 entries on the day, but 4 were juniors at £4, so 42 at £8 "
                                           "(£336) plus £16. Pam banked it at the Co-op.")
    finish(question, expected="£368", actual=reply)


asyncio.run(main())
