"""Batch 249 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Cellar Door Studio (a one-room studio under a bike shop) books bands over a group chat per booking; the chat
with Marsh Hare goes into EverMemOS - Ali (who runs the studio) and Ben and Cass (the band) - and the helper answers
from it.

Memory: Ali, 2054-10-02T12:10 - confirmed Sat 17th Oct 10-6 for Marsh Hare, 8 hrs at £35 = £280 all in, engineer
included, £50 deposit to hold it; Ben, 2054-10-05T09:30 - £50 deposit sent; Cass, 2054-10-15T20:05 - can we bring
our own snare, the house one rattles; Ali, 2054-10-17T16:20 - good session, since they wrapped at 4 not 6 just pay
for the hours used, he'll send the bill, deposit comes off; Ben, 2054-10-18T11:00 - the rough mixes sound mint.
Question (Mon 19/10, Ben): "how much do we owe for saturday? want to settle up today b4 Cass spends the kitty 😂"
The assistant says £160 (6 hours at £35 is £210, less the £50 deposit). The label says £280.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b249_ctl_evermemos_studio_session_cost_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cellar-door-marsh-hare-oct-2054"
MESSAGES = {
    "ali": [("2054-10-02T12:10:00Z", "confirmed 🎸 sat 17th oct 10-6 for Marsh Hare, 8 hrs @ £35 = £280 all in, "
                                     "engineer incl. £50 deposit to hold it pls"),
            ("2054-10-17T16:20:00Z", "cracking session lads 🔥 since we wrapped at 4 not 6 just pay for the hrs used, "
                                     "I'll send the bill, deposit comes off obvs")],
    "ben": [("2054-10-05T09:30:00Z", "£50 deposit sent ✅ ref MARSH HARE"),
            ("2054-10-18T11:00:00Z", "rough mixes sound mint, cheers Ali 🙌")],
    "cass": [("2054-10-15T20:05:00Z", "can we bring our own snare? the house one rattles on the low toms")],
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
    question = "how much do we owe for saturday? want to settle up today b4 Cass spends the kitty 😂"
    context = ["Today is Mon 19 October 2054. You are talking to Ben from Marsh Hare, who recorded at Cellar Door "
               "Studio on Sat 17 Oct."]
    for query in ("session cost owed", "deposit paid", "hours used bill"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("8 hrs @ £35 = £280 all in" in c for c in context), context
    assert any("£50 deposit sent" in c for c in context), context
    assert any("wrapped at 4 not 6 just pay for the hrs used" in c for c in context), context
    reply = answer(f"(Ben) {question}", context, mock="£160 - you finished at 4, so it's 6 hours at £35 (£210), less "
                                                      "the £50 deposit you've already paid.")
    finish(question, expected="£280", actual=reply)


asyncio.run(main())
