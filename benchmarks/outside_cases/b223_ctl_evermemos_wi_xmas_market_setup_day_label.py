"""Batch 223 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Bucknell WI hold their Christmas market on Sat 27th November 2049 in the village hall, 10-2 - stalls, mulled
wine, carols with the chapel choir at 12. The committee's chat goes into EverMemOS - Margaret (the president), Di
(the hall rep) and Sheila (mulled wine) - and the helper answers them.

Memory: Margaret, 2049-10-20T10:00 - market Sat 27th Nov 10-2, set up Fri 26th from 6pm, tables out and the lights
up; Di, 2049-11-10T19:30 - Brown Owl's got the hall on the Friday night for the Brownies' Christmas disco, booked
since the spring and she wasn't budging, so setting up is first thing Saturday, 7.30am, doors at 10 as planned;
Sheila, 2049-11-15T21:05 - the mulled wine; Margaret, 2049-11-22T09:40 - the chapel choir at 12. Question (Weds
24/11, Sheila): "what day are we setting up the hall? need to book the afternoon off work if it's fri" The assistant
says Saturday 27th, first thing, 7.30am (the Brownies have the hall on the Friday night). The label says Fri 26th
Nov from 6pm (from Margaret's first message).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b223_ctl_evermemos_wi_xmas_market_setup_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bucknell-wi-xmas-market-2049"
MESSAGES = {
    "margaret": [("2049-10-20T10:00:00Z", "XMAS MARKET 🎄 sat 27th nov, village hall 10-2. set up fri 26th from 6pm, "
                                          "tables out + the lights up, many hands pls"),
                 ("2049-11-22T09:40:00Z", "carols - chapel choir at 12 by the stage, Jean on the piano, words on "
                                          "sheets")],
    "di": [("2049-11-10T19:30:00Z", "Brown Owl's got the hall fri night for the Brownies' xmas disco 🙈 booked since "
                                    "the spring + she wasn't budging lol. so setting up first thing sat, 7.30am, "
                                    "doors 10 as planned")],
    "sheila": [("2049-11-15T21:05:00Z", "mulled wine - I'll bring the big pan + the hob, cloves + oranges from the "
                                        "Spar, need 6 bottles of red. £2 a cup?")],
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
    question = "what day are we setting up the hall? need to book the afternoon off work if it's fri"
    context = ["Today is Weds 24 November 2049. You are talking to Sheila, on the Bucknell WI committee, about the "
               "Christmas market (Sat 27 November)."]
    for query in ("setting up the hall", "when is set up", "hall booked friday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("set up fri 26th from 6pm" in c for c in context), context
    assert any("so setting up first thing sat, 7.30am" in c for c in context), context
    reply = answer(question, context, mock="Saturday 27th, first thing - 7.30am. Brown Owl has the hall on the Friday "
                                           "night for the Brownies' disco, so no need to take Friday off.")
    finish(question, expected="Fri 26th Nov from 6pm", actual=reply)


asyncio.run(main())
