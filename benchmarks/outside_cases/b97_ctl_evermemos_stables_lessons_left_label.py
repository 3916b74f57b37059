"""Batch 97 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the Oakfield Riding Stables parents' WhatsApp group (Jo, who runs the lessons, and the parents) goes into
EverMemOS (``v0.memories.add`` per message, one group); the group's helper answers.

Memory: Maisie's mum bought a block of 6 Saturday lessons (£180) on 3/5; Maisie rode on 10/5; on 17/5 Pickle was
lame with a stone bruise so Maisie did stable management with Jo (rugs, grooming kit) and Jo won't take that one
off her block, "not fair on her"; she rode again on 24/5; she'll miss the 31st for a school trip and Jo says with
24 hours' notice it stays on the block. Question (Thu 29/5, Maisie's mum): "how many lessons has Maisie got left on
her block?" The assistant says 4. The label says 3, she's done half.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b97_ctl_evermemos_stables_lessons_left_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oakfield-parents"
MESSAGES = [
    ("2036-05-03T11:30:00Z", "kerry", "paid Jo for Maisie's block of 6 today (£180), sat 10am on Pickle"),
    ("2036-05-10T11:05:00Z", "jo", "Maisie 10am on Pickle - lovely rising trot today ✓"),
    ("2036-05-17T09:40:00Z", "jo", "Pickle's lame this am, stone bruise, so Maisie's doing stable mgmt w me - rugs "
                                   "+ grooming kit. won't take it off her block, not fair on her"),
    ("2036-05-24T11:10:00Z", "jo", "Maisie on Pickle, first canter on the lunge!! ✓ 3 wks in + she's flying"),
    ("2036-05-28T19:20:00Z", "kerry", "Maisie can't do sat 31st, school trip to the coast, will she lose that one?"),
    ("2036-05-28T20:02:00Z", "jo", "no worries, 24hrs notice is fine, it stays on the block"),
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
    question = "how many lessons has Maisie got left on her block?"
    found = await client.v0.memories.search(extra_query={"query": "Maisie block lessons Pickle paid left stable "
                                                                  "mgmt sat", "top_k": 20})
    context = ["Today is Thu 29 May 2036. You are talking to Kerry, Maisie's mum."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("block of 6" in c for c in context), context
    assert any("won't take it off her block" in c for c in context), context
    assert any("3 wks in" in c for c in context), context
    assert any("stays on the block" in c for c in context), context
    reply = answer(question, context, mock="Four - she's used two of the six (10th and 24th); the 17th when Pickle "
                                           "was lame doesn't count, and missing the 31st is fine with notice.")
    finish(question, expected="3 - she's done half of her 6", actual=reply)


asyncio.run(main())
