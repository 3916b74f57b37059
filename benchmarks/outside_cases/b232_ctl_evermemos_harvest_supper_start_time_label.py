"""Batch 232 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Sowerby Bridge parish church hold their harvest supper on Sat 15th October 2050 in the church hall - a drink
and the produce table when the doors open, cottage pie and a pudding, an auction after. The organisers' chat goes
into EverMemOS - Jean (running it), Bill (tickets) and Pam (the kitchen) - and the helper answers people's
questions.

Memory: Jean, 2050-09-10T19:00 - doors 6.30 for a drink and a look at the produce table, supper's served at 7
sharp, auction about 8; Bill, 2050-09-25T18:00 - tickets printed, they only say 6.30pm on them, he'd no room for
both times, tell folk; Pam, 2050-10-03T10:15 - cottage pie x 8 trays, ovens on at 5, helpers in for half 5; Jean,
2050-10-11T20:30 - the Co-op's giving the wine for the auction. Question (Thu 13/10, Margaret, a guest): "what time
does the supper actually start? don't want mum sat about too long, she gets tired" The assistant says the food's
served at 7 (doors are 6.30 for a drink and the produce table). The label says 6.30pm (the doors time, the only
one printed on the tickets).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b232_ctl_evermemos_harvest_supper_start_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-br-harvest-supper-2050"
MESSAGES = {
    "jean": [("2050-09-10T19:00:00Z", "HARVEST SUPPER 🌾 sat 15th oct, doors 6.30 for a drink + a look at the "
                                      "produce table, supper's served at 7 sharp, auction about 8"),
             ("2050-10-11T20:30:00Z", "Co-op's giving the wine for the auction 🍷 + Hinchliffe's a meat voucher")],
    "bill": [("2050-09-25T18:00:00Z", "tix printed - they only say 6.30pm on them, I'd no room for both times 🙄 tell "
                                      "folk. 58 gone")],
    "pam": [("2050-10-03T10:15:00Z", "cottage pie x 8 trays + 2 veggie, ovens on at 5, helpers in for half 5 pls, "
                                     "apple crumble + custard for afters")],
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
    question = "what time does the supper actually start? don't want mum sat about too long, she gets tired"
    context = ["Today is Thu 13 October 2050. You are talking to Margaret, who's bringing her mum to Sowerby Bridge "
               "parish church's harvest supper (Sat 15 October)."]
    for query in ("what time is supper served", "doors open time", "time on the tickets"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("supper's served at 7 sharp" in c for c in context), context
    assert any("they only say 6.30pm on them" in c for c in context), context
    reply = answer(question, context, mock="The food's served at 7 o'clock - doors open at 6.30 for a drink and the "
                                           "produce table, so you could come for nearer 7 if your mum tires.")
    finish(question, expected="6.30pm", actual=reply)


asyncio.run(main())
