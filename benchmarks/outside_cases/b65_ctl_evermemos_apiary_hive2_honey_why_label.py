"""Batch 65 (held out), control. A beekeeping association's members' chat: EverMemOS (async client, offline stand-in
of tests/instrumentations), asyncio, one root span per message.

App: Wyre Forest Beekeepers chat about the Millfield apiary in a group that goes into EverMemOS
(``memories.add`` per message, group "wyre-millfield"); the assistant answers from a search. Hive 2 is a swarm Ray
caught in late June, so it has had no time to build up: Lorna wants every drop of its honey left on so it gets
through the winter. In passing, the chat also says hive 2 is the bad-tempered one (Ray got stung through his
gloves).

No fault planted. Question (Sat 9/9, a beginner helping at the late-summer take-off): "why aren't we taking any
honey off hive 2?" The model answers that it's a late swarm that needs all its stores for the winter, right per
memory. The label says because the bees are too aggressive. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b65_ctl_evermemos_apiary_hive2_honey_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "wyre-millfield"
MESSAGES = [
    ("2028-06-27T19:05:00Z", "ray", "caught a cracking swarm off the garden centre fence tonight!! in the spare "
                                    "box at Millfield as hive 2 now (old 2 died out in feb remember)"),
    ("2028-07-15T12:30:00Z", "lorna", "looked in hive 2 - queen laying well but only 3 frames drawn. they're "
                                      "starting from nothing, feeding 1:1 syrup for now"),
    ("2028-07-15T12:41:00Z", "ray", "hive 2's a stroppy lot aren't they, got me 3 times through the gloves. "
                                    "smoker next time"),
    ("2028-08-20T10:02:00Z", "lorna", "late summer take-off sat 9th sept, hives 1 + 4 only. hive 2 we leave "
                                      "alone, a swarm that late needs every drop it's got to see it through to "
                                      "march. 3's still small too"),
    ("2028-08-20T10:15:00Z", "marj", "agree. and varroa treatment on all of them straight after, apiguard's in "
                                     "the shed"),
    ("2028-09-02T17:48:00Z", "bob", "sat - I'll bring the clearer boards + the cake. new member Priti coming to "
                                    "help, she's got her own suit"),
    ("2028-09-08T20:10:00Z", "lorna", "forecast's fine for tomorrow. 10am at Millfield, park by the polytunnels"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "why aren't we taking any honey off hive 2?"
    with turn_span("question Sat 9/9"):
        found = await client.v0.memories.search(extra_query={"query": "hive 2 honey take off leave why swarm "
                                                                      "stroppy", "top_k": 12})
        context = ["Today is Sat 9 Sept 2028. You are talking to Priti, a new member helping at the take-off."]
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
        assert any("needs every drop" in c for c in context), context
        assert any("stroppy lot" in c for c in context), context
        reply = answer(question, context, mock="Hive 2 is a swarm that was only caught at the end of June, so it "
                                               "needs all the honey it's made to get through the winter.")
    finish(question, expected="the bees in that one are too aggressive", actual=reply)


asyncio.run(main())
