"""Batch 52 (held out), control. A PTA summer fair committee's group chat: EverMemOS (async client, offline stand-in
of tests/instrumentations), asyncio, script style (each call its own trace).

App: the St Mark's C of E Primary PTA (chair Gemma, treasurer Raj, about ten on the committee) run their summer fair
on Sat 4 July 2026 on the school field. Their committee chat goes into EverMemOS (``memories.add`` per message,
group "st-marks-pta-fair"); the assistant answers helpers from a search. The fair was planned as 12 to 4, like every
year ("4 hrs is plenty"). In June the office said the football club don't need the field until 5 this year, and the
committee kept the fair going until 5 so the dog show can go last.

No fault planted. Question (Wed 1/7, a helper filling in the rota): "how long is the fair on for on saturday?" The
model answers five hours (12 till 5), right per memory. The label says four hours, the length in the first plan.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b52_ctl_evermemos_pta_fair_length_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marks-pta-fair"
MESSAGES = [
    ("2026-05-06T20:14:00Z", "gemma", "right, fair is sat 4th july, 12-4 on the field like always - 4 hrs is plenty, "
                                      "last yr we were all dead on our feet by half 3"),
    ("2026-05-13T19:40:00Z", "raj", "floats for the stalls: £30 each, £50 for the bar. bank wants a week's notice"),
    ("2026-05-20T21:05:00Z", "kat", "dog show entries coming in, 14 so far, categories: waggiest tail, best rescue, "
                                    "dog most like its owner"),
    ("2026-06-02T08:55:00Z", "gemma", "Mrs Lane in the office says the FC don't need the field till 5 this yr, "
                                      "their under-9s tournament's moved to the rec. so we can keep going till 5 - "
                                      "dog show last at 4.15, bouncy castle bloke's ok to stay on"),
    ("2026-06-02T09:10:00Z", "raj", "great, more time = more money in the tombola lol"),
    ("2026-06-10T18:30:00Z", "kat", "posters reprinted w the new times, 40 copies, in the PTA cupboard"),
    ("2026-06-24T20:00:00Z", "gemma", "helper rota - need people in 1hr slots pls, sheet on the office window"),
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
    question = "how long is the fair on for on saturday?"
    found = await client.v0.memories.search(extra_query={"query": "fair sat times field till 12-4 hrs 5",
                                                         "top_k": 12})
    context = ["Today is Wed 1 July 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("12-4 on the field like always - 4 hrs is plenty" in c for c in context), context
    assert any("we can keep going till 5" in c for c in context), context
    reply = answer(question, context, mock="Five hours - 12 till 5. The football club don't need the field till 5, "
                                           "so the dog show goes last at 4.15.")
    finish(question, expected="4 hours (12-4)", actual=reply)


asyncio.run(main())
