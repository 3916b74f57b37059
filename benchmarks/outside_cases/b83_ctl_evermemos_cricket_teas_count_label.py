"""Batch 83 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: Brockley Green CC's tea rota group chat goes into EverMemOS (``v0.memories.add`` per message, one group); the
app searches it to answer whoever's on teas.

Memory: Jan (on teas Sat 14/6 with Priya) says it's usually teas for 26 - both XIs, 2 umpires and the 2 scorers;
later the club captain passes on that Fordham's skipper can only raise 10 (exams), and then that their scorer
isn't coming, Dave will do the book for both sides. So 11 + 10 + 2 + 1 = 24. The assistant says 24. The label
gives 26.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b83_ctl_evermemos_cricket_teas_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brockley-green-teas"
MESSAGES = [
    ("2031-06-08T19:02:00Z", "jan", "me + Priya on teas sat 14th v Fordham. usually 26 - both XIs, 2 umps + the 2 "
                                    "scorers. I'll do the sarnies if Priya does cake?"),
    ("2031-06-08T19:30:00Z", "priya", "yes! lemon drizzle + a tray bake. need more squash"),
    ("2031-06-10T21:15:00Z", "kamal", "fordham's skipper says they can only raise 10 on sat, half of them have "
                                      "exams. we've got a full 11"),
    ("2031-06-11T08:40:00Z", "jan", "ok ta Kamal. urn's been playing up, will bring the flask as backup"),
    ("2031-06-12T18:05:00Z", "kamal", "and their scorer's not coming either, Dave's doing the book for both sides. "
                                      "Alan + Bob umpiring"),
    ("2031-06-13T12:00:00Z", "priya", "got 2 loaves + ham, cheese, egg. tin has £6.40 float"),
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
    question = "how many teas are we doing on saturday?"
    found = await client.v0.memories.search(extra_query={"query": "teas saturday how many players umpires scorer "
                                                                  "scorers sides Fordham 10 11 26", "top_k": 12})
    context = ["Today is Fri 13 June 2031. You are talking to Jan, on teas tomorrow."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("usually 26" in c for c in context), context
    assert any("only raise 10" in c for c in context), context
    assert any("their scorer's not coming" in c for c in context), context
    reply = answer(question, context, mock="24 - our 11 and Fordham's 10, Alan and Bob umpiring, and Dave scoring "
                                           "for both sides.")
    finish(question, expected="26", actual=reply)


asyncio.run(main())
