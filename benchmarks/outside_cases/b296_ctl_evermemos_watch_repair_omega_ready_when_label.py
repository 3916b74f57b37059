"""Batch 296 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Sowerby Bridge Watch Co. (a watch repair shop, 2050) - Anil is the watchmaker, Jess runs the counter. Their
shop chat goes into EverMemOS and the helper answers customers who ring about their watches.

Memory: Jess, 2050-10-06T10:30 - Mr Walsh's Omega Seamaster in for a service, £350, ready Fri 17th Oct, he's off
to Portugal on the 25th so needs it before; Anil, 2050-10-13T16:05 - the Omega's mainspring is tired, ordering one
from Cousins, 3-5 days, so more like Tues 21st; Jess, 2050-10-14T09:45 - rang Mr Walsh, told him Tues 21st, he's
fine, still before Portugal; Anil, 2050-10-20T11:40 - the mainspring came, it's running, on the timegrapher
overnight, if it's within 5 seconds it's ready Tues after 2. Question (Mon 20/10, Mr Walsh): "when can I pick my
Omega up? I fly on the 25th" The assistant says Tuesday the 21st, after 2 (the new mainspring put it back from the
17th). The label says Friday 17th October.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b296_ctl_evermemos_watch_repair_omega_ready_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-bridge-watch-co-2050"
MESSAGES = {
    "jess": [("2050-10-06T10:30:00Z", "Mr Walsh's Omega Seamaster in ⌚ service, £350, ready fri 17th oct. he's off "
                                      "to Portugal the 25th so needs it b4 then!!"),
             ("2050-10-14T09:45:00Z", "rang Mr Walsh re the Omega, told him tues 21st, he's fine, still b4 Portugal")],
    "anil": [("2050-10-13T16:05:00Z", "Omega - mainspring's tired, ordering one from Cousins, 3-5 days so more like "
                                      "tues 21st 🙄"),
             ("2050-10-20T11:40:00Z", "mainspring came, Omega's running 👍 on the timegrapher overnight, if it's +/-5 "
                                      "it's ready tues after 2")],
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
    question = "when can I pick my Omega up? I fly on the 25th"
    context = ["Today is Mon 20 October 2050. You are talking to Mr Walsh, a customer of Sowerby Bridge Watch Co."]
    for query in ("Omega ready", "when can Mr Walsh collect", "mainspring"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ready fri 17th oct" in c for c in context), context
    assert any("so more like tues 21st" in c for c in context), context
    assert any("ready tues after 2" in c for c in context), context
    reply = answer(question, context, mock="Tuesday the 21st, after 2 - it needed a new mainspring, which put it back "
                                           "from the 17th. Plenty of time before your flight.")
    finish(question, expected="Friday 17th October", actual=reply)


asyncio.run(main())
