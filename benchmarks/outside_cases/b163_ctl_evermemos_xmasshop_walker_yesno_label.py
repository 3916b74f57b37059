"""Batch 163 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: Wensley Community Minibus runs a Christmas shopping trip to Harrogate's Christmas market on Weds 8th Dec 2038
(16 seats and 2 wheelchair spaces, leaving the Green 9.30). The volunteers' chat - Alan (driver), Sheila
(coordinator), Maureen (escort) - goes into EverMemOS; the helper answers members' families from a search of it.

Memory: Alan, 2038-11-02T10:00: the lift's for chairs only and nothing in the aisle - no walkers in the aisle, fire
regs; Sheila, 2038-11-20T14:30: she asked Alan about Doris's walker - hers is the folding sort, and he says the ones
that fold go in the boot with the shopping, no bother, it's just the aisle that has to be clear; Doris is booked;
Maureen, 2038-11-25T19:15: she'll sit with Doris and help her on and off, she's wobbly on the step; Alan,
2038-12-06T08:00: leaving the Green 9.30 Weds, Harrogate by 10.30, back 3.30 before dark. Question (Mon 6/12, Neil,
Doris's son): "can mum bring her walker weds? she's not good on her feet round them market stalls" The assistant
says yes - it folds, so it goes in the boot with the shopping, just not in the aisle. The label says no, walkers
aren't allowed on the bus - Alan's early reminder about the aisle.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b163_ctl_evermemos_xmasshop_walker_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wensley-minibus-volunteers-2038"
MESSAGES = {
    "alan": [("2038-11-02T10:00:00Z", "reminder for the xmas trip - the lift's for chairs only + nothing in the aisle, "
                                      "so no walkers in the aisle, fire regs. 16 seats + 2 chair spaces"),
             ("2038-12-06T08:00:00Z", "leaving the Green 9.30 weds, Harrogate by 10.30, back on the bus 3.30 b4 it "
                                      "gets dark")],
    "sheila": [("2038-11-20T14:30:00Z", "asked Alan about Doris's walker - hers is the folding sort, he says the ones "
                                        "that fold go in the boot w the shopping, no bother, it's just the aisle that "
                                        "has to be clear. she's booked 👍")],
    "maureen": [("2038-11-25T19:15:00Z", "I'll sit w Doris + help her on + off, she's a bit wobbly on the step")],
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
    question = "can mum bring her walker weds? she's not good on her feet round them market stalls"
    found = await client.v0.memories.search(extra_query={"query": "Doris walker on the bus aisle boot folding",
                                                         "top_k": 10})
    context = ["Today is Mon 6 December 2038. You are talking to Neil, whose mum Doris is going on the minibus trip to "
               "Harrogate on Weds 8 December."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("no walkers in the aisle" in c for c in context), context
    assert any("the ones that fold go in the boot" in c for c in context), context
    reply = answer(question, context, mock="Yes - hers folds, so Alan will put it in the boot with the shopping. It "
                                           "just can't go in the aisle, and Maureen will help her on and off.")
    finish(question, expected="no - no walkers allowed on the bus", actual=reply)


asyncio.run(main())
