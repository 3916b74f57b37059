"""Batch 100 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the Ashwell Village Show committee's WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one
group); the show's helper answers exhibitors and helpers.

Memory: the printed schedule says entries are 50p a class or 3 for £1.20, forms and money in the box at the post
office by Wed 3/9; then Ken (treasurer): the parish council's £300 grant came through and it's to pay every
exhibitor's entries this year, so people can put in as many classes as they like without it costing them a penny;
Janet: she'll stick a note on the post office box, "just the forms, no cash". Question (Mon 1/9, Doreen, entering
6 classes): "do i need to put money in with my entry forms? doing 6 classes this yr" The assistant says no, the
parish council grant is paying for the entries. The label says yes, £2.40 (two lots of 3 for £1.20).

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b100_ctl_evermemos_show_entry_fee_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashwell-show-committee"
MESSAGES = [
    ("2036-07-28T20:05:00Z", "janet", "schedules back from the printers! entries 50p a class or 3 for £1.20, forms "
                                      "+ money in the box at the post office by weds 3/9"),
    ("2036-08-04T18:30:00Z", "geoff", "marquee from Hire-it going up thurs 4th, need 6 bodies at 5pm"),
    ("2036-08-11T21:10:00Z", "ken", "good news - parish council grant came thru, £300, and they want it spent on "
                                    "paying everyone's entries this yr. so folk can put in as many classes as they "
                                    "like and it won't cost them a penny"),
    ("2036-08-12T08:45:00Z", "janet", "brilliant! I'll stick a note on the PO box - just the forms, no cash"),
    ("2036-08-20T19:00:00Z", "sheila", "jam class judging - Mrs Okafor wants the lids off by 9.30"),
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
    question = "do i need to put money in with my entry forms? doing 6 classes this yr"
    found = await client.v0.memories.search(extra_query={"query": "entry forms money classes entries grant post "
                                                                  "office box", "top_k": 10})
    context = ["Today is Mon 1 September 2036. You are talking to Doreen, an exhibitor."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("entries 50p a class or 3 for £1.20" in c for c in context), context
    assert any("won't cost them a penny" in c for c in context), context
    assert any("just the forms, no cash" in c for c in context), context
    reply = answer(question, context, mock="No - the parish council's grant is paying everyone's entries this "
                                           "year, so just put your forms in the box at the post office by Wednesday.")
    finish(question, expected="yes, £2.40 - two lots of 3 for £1.20", actual=reply)


asyncio.run(main())
