"""Batch 95 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: Aldbury Green CC's members' WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one group);
the club helper answers members.

Memory: Jen's teas rota for May has Sal on 9/5 and 30/5; the fixtures card has the 1sts away at Aldbury Rovers on
Sat 9/5 and at home to Tring Park on 30/5; Roger reminds everyone the club only lays on teas for home games, the
away side gets fed at theirs. Question (Thu 7/5, Sal): "am I on teas this saturday?" The assistant says no: it's
away at Aldbury Rovers, so there's no tea to do; her first one is 30/5. The label says yes, she's on the rota
for the 9th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b95_ctl_evermemos_cricket_teas_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "aldbury-green-members"
MESSAGES = [
    ("2036-04-18T19:20:00Z", "jen", "teas rota May (1sts sats): 2/5 Jen, 9/5 Sal, 16/5 Priya's mum, 23/5 Jen, "
                                    "30/5 Sal. swap amongst yrselves if needed x"),
    ("2036-04-20T08:02:00Z", "dave", "1sts card 2036 - 2/5 Wendover (H), 9/5 @ Aldbury Rovers, 16/5 Tring Park "
                                     "(H), 23/5 @ Wigginton, 30/5 Tring Park (H) for the cup"),
    ("2036-04-22T21:45:00Z", "roger", "for the new lot - we only lay on teas when we're at home, away side gets "
                                      "fed at theirs. so no sandwiches for away wkends!"),
    ("2036-05-03T18:30:00Z", "sal", "can someone tell me which wkends I'm on teas, my diary's a disaster lol"),
    ("2036-05-05T12:10:00Z", "sam", "nets tonight 6-8, new balls arrived"),
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
    question = "am I on teas this saturday?"
    found = await client.v0.memories.search(extra_query={"query": "Sal teas rota saturday 9/5 home away fixtures",
                                                         "top_k": 10})
    context = ["Today is Thu 7 May 2036. You are talking to Sal."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("9/5 Sal" in c for c in context), context
    assert any("9/5 @ Aldbury Rovers" in c for c in context), context
    assert any("only lay on teas when we're at home" in c for c in context), context
    reply = answer(question, context, mock="No - Saturday's away at Aldbury Rovers and they feed us there. Your "
                                           "first one's the cup game on the 30th.")
    finish(question, expected="yes - she's down on the rota for the 9th", actual=reply)


asyncio.run(main())
