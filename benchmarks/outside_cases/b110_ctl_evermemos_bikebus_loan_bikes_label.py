"""Batch 110 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the ride leaders' and parents' group chat of Hillside Primary's bike-to-school scheme goes into EverMemOS
(``v0.memories.add`` per message, one group); the helper answers ride leaders from a search of it.

Memory: Ravi's list of loan bikes for Friday's ride to the park - Ayaan (his was nicked from outside the shop),
Freya (outgrown hers), Leo K (back wheel buckled); then Leo's mum: his grandad sorted the wheel at the weekend and
he's good to go on his own bike on Friday; 4 loaners in the shed, 20in, all checked; the ride is 1.30, back for 3;
plus other messages. Question (Wed 25/11, Sophie, getting the loaners out): "which kids are on loan bikes for
fri?" The assistant says Ayaan and Freya. The label says Ayaan, Freya and Leo K.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b110_ctl_evermemos_bikebus_loan_bikes_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hillside-bike-bus"
MESSAGES = [
    ("2037-11-20T19:05:00Z", "ravi", "loan bikes for fri's ride to the park: Ayaan (his got nicked from outside the "
                                     "shop), Freya (outgrown hers), Leo K (back wheel buckled)"),
    ("2037-11-21T08:40:00Z", "sophie", "we've got 4 loaners in the shed, the 20in ones, all checked + pumped up"),
    ("2037-11-22T17:30:00Z", "leo-mum", "Leo's grandad sorted his wheel at the wknd, he's good to go on his own "
                                        "bike fri x"),
    ("2037-11-22T18:02:00Z", "ayaan-dad", "thank you so much, he's getting a new one for his bday in feb"),
    ("2037-11-23T07:55:00Z", "mr-hughes", "fri ride 1.30, back for 3. helmets + hi vis, no helmet no ride"),
    ("2037-11-24T21:15:00Z", "freya-mum", "Freya's fine on a 20in, she's tall for 8"),
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
    question = "which kids are on loan bikes for fri?"
    found = await client.v0.memories.search(extra_query={"query": "loan bikes friday ride kids own bike wheel",
                                                         "top_k": 10})
    context = ["Today is Wed 25 November 2037. You are talking to Sophie, a ride leader."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("loan bikes for fri's ride" in c and "Leo K" in c for c in context), context
    assert any("grandad sorted his wheel" in c for c in context), context
    reply = answer(question, context, mock="Two - Ayaan and Freya. Leo's back on his own bike now his wheel's "
                                           "fixed.")
    finish(question, expected="Ayaan, Freya and Leo K", actual=reply)


asyncio.run(main())
