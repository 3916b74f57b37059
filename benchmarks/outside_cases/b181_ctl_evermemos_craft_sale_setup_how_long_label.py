"""Batch 181 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Ketley Bank village hall's craft and cake sale is Sat 16th May 2043, doors open at 10 - craft stalls, the WI's
cakes, a raffle, teas. The hall committee's chat goes into EverMemOS - Pat (the committee's secretary), Karen (Brown
Owl, who has the hall the night before) and Gwen (treasurer); the helper answers stallholders from a search.

Memory: Pat, 2043-04-20T19:15: stallholders can set up from 8, doors at 10 - loads of time; Karen, 2043-05-09T09:30:
the Brownies have the hall Friday night for their sleepover, the girls will be packed up and gone by 9 Saturday,
promise; Pat, 2043-05-10T18:45: ok, stallholders in from 9 then, she's told them all on the WhatsApp, tables will
already be out from the Brownies; Gwen, 2043-05-11T20:00: floats in the safe. Question (Thurs 14/5, Bob, who does
wood turning): "how long will I have to set up on the sat? the lathe takes a while to get level" The assistant says
an hour - in from 9 once the Brownies are out, doors at 10. The label says 2 hours, 8 till 10.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b181_ctl_evermemos_craft_sale_setup_how_long_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ketley-bank-hall-2043"
MESSAGES = {
    "pat": [("2043-04-20T19:15:00Z", "craft + cake sale sat 16th may 🎨 stallholders can set up from 8, doors at 10 - "
                                     "loads of time"),
            ("2043-05-10T18:45:00Z", "ok stallholders in from 9 then 👍 told them all on the WhatsApp, tables will "
                                     "already be out from the Brownies")],
    "karen": [("2043-05-09T09:30:00Z", "Brownies have got the hall fri night for the sleepover 🙈 girls'll be packed "
                                       "up + gone by 9 sat, promise!!")],
    "gwen": [("2043-05-11T20:00:00Z", "floats in the safe, £20 cakes + £20 teas, raffle tin separate")],
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
    question = "how long will I have to set up on the sat? the lathe takes a while to get level"
    context = ["Today is Thurs 14 May 2043. You are talking to Bob, who has a wood turning stall at Ketley Bank "
               "village hall's craft and cake sale (Sat 16 May, doors at 10)."]
    for query in ("setting up time for stallholders", "when can we get into the hall saturday morning"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("set up from 8, doors at 10" in c for c in context), context
    assert any("gone by 9 sat" in c for c in context), context
    assert any("stallholders in from 9 then" in c for c in context), context
    reply = answer(question, context, mock="About an hour - stallholders are in from 9 once the Brownies have gone, "
                                           "and doors open at 10.")
    finish(question, expected="2 hours - 8 till 10", actual=reply)


asyncio.run(main())
