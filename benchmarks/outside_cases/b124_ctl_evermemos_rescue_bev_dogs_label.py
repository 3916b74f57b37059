"""Batch 124 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Moorside Dog Rescue's fosters' group chat (Carol the coordinator, the fosters, Phil the driver) goes into
EverMemOS; the helper answers whoever's asking about which dog is where from a search of it.

Memory: Carol, 1/6: fosters update - Bev's got 2 in atm, Biscuit + Nell; Liz has Mo (lurcher); Dev has the 3 pups;
Bev, 6/6: Nell went to the Hardcastles this morning, home check all fine, bawled my eyes out, house v quiet; Carol,
9/6: Liz's mum's poorly so she's off to Wales for a fortnight - Bev's having Mo till she's back; Dev, 10/6: pups had
their 2nd jabs, and he's struggling with three so Bev's taking the little black one off him weds. Question (Fri
12/6, Phil, picking up Bev's food order): "which dogs has bev got now? getting her food in" The assistant says
Biscuit, Mo and the little black pup. The label says Biscuit and Nell - in memory, the two she had at the start of
the month.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b124_ctl_evermemos_rescue_bev_dogs_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moorside-fosters"
MESSAGES = [
    ("2037-06-01T08:30:00Z", "carol", "fosters update: Bev's got 2 in atm, Biscuit + Nell. Liz has Mo (lurcher). Dev "
                                      "has the 3 pups. Jan's got Pepper. shout if you need food/meds"),
    ("2037-06-06T11:15:00Z", "bev", "Nell went to the Hardcastles this morning, home check all fine - bawled my eyes "
                                    "out. house v quiet now, Biscuit's looking for her"),
    ("2037-06-09T19:40:00Z", "carol", "Liz's mum's poorly so she's off to Wales for a fortnight - Bev's said she'll "
                                      "have Mo till she's back. ta Bev xx"),
    ("2037-06-10T07:05:00Z", "dev", "pups had 2nd jabs, £96, all good. tbh struggling w 3 + work, Bev's taking the "
                                    "little black one off me weds"),
    ("2037-06-11T16:50:00Z", "phil", "can do the food run fri, Pets at Home, send me what you need. Bev's is the "
                                     "senior kibble + puppy stuff now"),
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
    question = "which dogs has bev got now? getting her food in"
    found = await client.v0.memories.search(extra_query={"query": "Bev foster dogs got Biscuit Nell Mo pup",
                                                         "top_k": 10})
    context = ["Today is Fri 12 June 2037. You are talking to Phil, Moorside's volunteer driver."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Bev's got 2 in atm, Biscuit + Nell" in c for c in context), context
    assert any("Nell went to the Hardcastles" in c for c in context), context
    assert any("Bev's said she'll have Mo" in c for c in context), context
    assert any("Bev's taking the little black one" in c for c in context), context
    reply = answer(question, context, mock="Three: Biscuit, Mo the lurcher (while Liz is in Wales) and the little "
                                           "black pup from Dev's litter.")
    finish(question, expected="Biscuit and Nell", actual=reply)


asyncio.run(main())
