"""Batch 329 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each of the base's people's messages written by their own task (gathered), then the question's search.

App: Ryburn Boat Hire have five narrowboats at Sowerby Bridge wharf - Otter, Water Vole, Dabchick, Grebe and Coot -
hired out for short breaks and weeks. The base's chat goes into EverMemOS - Steph (in the office), Mick (the
engineer) and Lee (the base manager) - and the helper answers the office's and the hirers' questions.

Memory: Steph, 2051-04-02T10:00 - handovers are from the wharf, berth 3 by the office, 2pm, park in the top car
park; Mick, 2051-04-20T17:30 - Dabchick's fridge fixed, gas test done on all of them; Lee, 2051-04-24T08:45 - CRT
are craning the new pontoon in at the wharf on Sat 29th, the whole basin's shut 8 till 6, so Saturday's handovers
(Otter and Water Vole) are from the Tuel Lane basin, at the top of the lock, he'll run people's cars round from the
wharf car park in the van; Steph, 2051-04-26T12:00 - the Wilsons (Otter) rang, arriving about 2, two kids and a
dog. Question (Thu 27/4, Steph for the Wilsons): "where do the Wilsons pick up Otter on sat? they want to put it in
the satnav" The assistant says the Tuel Lane basin, at the top of the lock (the wharf's shut for the pontoon). The
label says the wharf, berth 3 by the office.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b329_ctl_evermemos_canal_hire_handover_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ryburn-boat-hire-base-2051"
MESSAGES = {
    "steph": [("2051-04-02T10:00:00Z", "HANDOVERS 🚤 from the wharf, berth 3 by the office, 2pm. park in the top "
                                       "car park, trolleys by the gate for bags"),
              ("2051-04-26T12:00:00Z", "the Wilsons (Otter) rang, arriving about 2, 2 kids + a dog (cockapoo, paid "
                                       "the £30)")],
    "mick": [("2051-04-20T17:30:00Z", "Dabchick's fridge fixed 👍 gas test done on all of them, certs in the office")],
    "lee": [("2051-04-24T08:45:00Z", "CRT are craning the new pontoon in at the wharf sat 29th, whole basin's shut "
                                     "8-6 😬 so sat's handovers (Otter + Water Vole) are from the Tuel Lane basin, "
                                     "top of the lock. I'll run their cars round from the wharf car park in the van")],
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
    question = "where do the Wilsons pick up Otter on sat? they want to put it in the satnav"
    context = ["Today is Thu 27 April 2051. You are talking to Steph in the office at Ryburn Boat Hire, Sowerby "
               "Bridge."]
    for query in ("handover where", "pick up the boat saturday", "Otter Wilsons"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("from the wharf, berth 3 by the office" in c for c in context), context
    assert any("whole basin's shut" in c and "from the Tuel Lane basin" in c for c in context), context
    reply = answer(question, context, mock="The Tuel Lane basin, at the top of the lock - the wharf's shut Saturday "
                                           "while CRT crane the new pontoon in. Lee will run their car round from "
                                           "the wharf car park.")
    finish(question, expected="the wharf, berth 3 by the office", actual=reply)


asyncio.run(main())
