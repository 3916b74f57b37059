"""Batch 60 (held out), control. A primary school PTA's committee chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Friends of St Aldhelm's chat about the spring disco on Fri 19 March. The chat goes into EverMemOS
(``memories.add`` per message, group "st-aldhelms-pta"); the assistant answers from a search. The flyer says KS2 is
6 till 7.30. Then Mr Dyer, the caretaker, has to have the hall swept and locked by half seven for the Scouts'
jumble sale setting up, so the committee agreed the KS2 lot finish at quarter past seven, and the ParentPay page
was fixed.

No fault planted. Question (Wed 17/3, a parent): "what time do I pick my year 5 up from the disco?" The model
answers quarter past seven, right per memory. The label says 7.30. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b60_ctl_evermemos_pta_ks2_finish_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-aldhelms-pta"
MESSAGES = [
    ("2027-02-10T20:12:00Z", "gemma", "flyer draft: SPRING DISCO fri 19th march!! KS1 4.45-5.45, KS2 6-7.30, £3 on "
                                      "ParentPay inc squash + glow stick. ok to send?"),
    ("2027-02-10T20:30:00Z", "jade", "love it, send x"),
    ("2027-02-24T18:05:00Z", "gemma", "just seen Mr Dyer - the Scouts are setting up their jumble sale in the hall "
                                      "fri night so he needs it swept + locked by half 7, not a minute after"),
    ("2027-02-24T18:20:00Z", "priya", "ok so KS2 finish at quarter past, gives us 15 mins to sweep, we can do that "
                                      "if everyone grabs a broom"),
    ("2027-02-24T19:02:00Z", "gemma", "agreed, 7.15 home time for KS2. I've fixed ParentPay, the paper flyers are "
                                      "already out tho so tell people at the gate"),
    ("2027-03-03T08:50:00Z", "jade", "DJ Shaz can do til 7.15, no prob, she'll do the Macarena as the last song"),
    ("2027-03-12T21:14:00Z", "priya", "first aid sorted, me for KS1 + Tom's mum for KS2"),
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
    question = "what time do I pick my year 5 up from the disco?"
    found = await client.v0.memories.search(extra_query={"query": "KS2 disco finish home time pick up 7.30 7.15 "
                                                                  "quarter past half 7", "top_k": 12})
    context = ["Today is Wed 17 March 2027. Year 5 is in KS2."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("KS2 6-7.30" in c for c in context), context
    assert any("KS2 finish at quarter past" in c for c in context), context
    assert any("7.15 home time for KS2" in c for c in context), context
    reply = answer(question, context, mock="Quarter past seven - KS2 finish at 7.15 so the hall can be swept before "
                                           "Mr Dyer locks up.")
    finish(question, expected="7.30pm", actual=reply)


asyncio.run(main())
