"""Batch 123 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Moorside Removals' group chat (Dave the boss, Tracey in the office, Stu, Lee and Mo on the crews) goes into
EverMemOS; the helper answers whoever's asking about the jobs from a search of it.

Memory: Tracey, 2037-04-27: Fri 1st May, the Patels, 4 bed Menston -> Harrogate, both vans - Stu driving the 7.5t,
Lee the luton, Mo + Dave on the packing; Stu, 04-28: his C1 medical's run out and the DVLA still haven't sent it
back, he rang them, 6-8 weeks "if you're lucky"; Dave, 04-28: right, he's not allowed on the 7.5t till it comes -
Dave'll drive it fri himself, Stu can go in the luton w Lee and do the packing crates; Lee, 04-29: luton's tyre is
done. Question (Thu 30/4, Mo, sorting who's picking up who): "who's driving the big van on the patels job
tmrw?" The assistant says Dave. The label says Stu - in memory, the driver Tracey put down before his medical lapsed.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b123_ctl_evermemos_removals_driver_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moorside-removals-crew"
MESSAGES = [
    ("2037-04-27T08:15:00Z", "tracey", "Fri 1st May Patels J-2302 - 4 bed detached Menston -> Harrogate. both vans: "
                                       "Stu driving the 7.5t, Lee the luton, Mo + Dave packing. 7.30 at the yard, "
                                       "£1,650 paid up front"),
    ("2037-04-28T12:40:00Z", "stu", "bad news - my C1 medical's run out and DVLA still haven't sent it back. rang "
                                    "them, 6-8 wks 'if you're lucky' ffs"),
    ("2037-04-28T13:05:00Z", "dave", "right you can't go on the 7.5t till it comes then, insurance won't have it. "
                                     "I'll drive it fri myself. Stu you go in the luton w Lee and do the crates"),
    ("2037-04-29T17:20:00Z", "lee", "luton tyre done, £96, receipt in the glovebox"),
    ("2037-04-29T18:02:00Z", "tracey", "Mrs Patel asks can we bring 20 extra wardrobe boxes fri, I've said yes, £2 "
                                       "each on the invoice"),
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
    question = "who's driving the big van on the patels job tmrw? sorting lifts"
    found = await client.v0.memories.search(extra_query={"query": "who drives the 7.5t Patels fri, Stu C1 medical",
                                                         "top_k": 10})
    context = ["Today is Thu 30 April 2037. You are talking to Mo, on the crew at Moorside Removals."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Stu driving the 7.5t" in c for c in context), context
    assert any("I'll drive it fri myself" in c for c in context), context
    assert any("C1 medical's run out" in c for c in context), context
    reply = answer(question, context, mock="Dave's driving the 7.5t himself - Stu's C1 medical has lapsed, so he's "
                                           "in the luton with Lee doing the crates. 7.30 at the yard.")
    finish(question, expected="Stu", actual=reply)


asyncio.run(main())
