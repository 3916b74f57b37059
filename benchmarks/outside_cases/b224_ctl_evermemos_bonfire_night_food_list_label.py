"""Batch 224 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Cleobury Mortimer's bonfire night is Fri 5th November 2049 on the playing field - the bonfire at 7, fireworks
at half 7, food from the pavilion hatch. The committee's chat goes into EverMemOS - Jan (who runs it), Dai and Sal
- and the helper answers them.

Memory: Jan, 2049-10-01T19:00 - food: hot dogs, jacket spuds done in the embers, parkin and toffee apples, £2 each;
Dai, 2049-10-20T21:10 - the WI have offered to do soup, leek and potato, from the hatch; Jan, 2049-10-27T08:30 -
forget the spuds this year, last year's were raw in the middle and half went in the bin, Ron says the fire's never
hot enough by 7; Sal, 2049-10-29T17:00 - first aid and the St John's people. Question (Tue 2/11, Sal, doing the
signs): "what food are we doing fri? doing the signs for the hatch" The assistant says hot dogs, parkin, toffee
apples and the WI's leek and potato soup. The label says hot dogs, jacket potatoes, parkin and toffee apples (Jan's
first list).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b224_ctl_evermemos_bonfire_night_food_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cleobury-bonfire-2049"
MESSAGES = {
    "jan": [("2049-10-01T19:00:00Z", "BONFIRE 🔥 food - hot dogs, jacket spuds done in the embers, parkin + toffee "
                                      "apples, £2 each, from the pavilion hatch"),
            ("2049-10-27T08:30:00Z", "forget the spuds this yr 🥔 last yr's were raw in the middle + half went in the "
                                      "bin, Ron says the fire's never hot enough by 7")],
    "dai": [("2049-10-20T21:10:00Z", "WI have offered to do soup!! leek + potato, from the hatch, they'll bring their "
                                      "own urn")],
    "sal": [("2049-10-29T17:00:00Z", "first aid - St John's are sending 2, they'll be by the pavilion door, I've got "
                                      "the burns kit + a box of plasters")],
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
    question = "what food are we doing fri? doing the signs for the hatch"
    context = ["Today is Tue 2 November 2049. You are talking to Sal, on the committee for Cleobury Mortimer's "
               "bonfire night (Fri 5 November), who's doing the signs for the food hatch."]
    for query in ("what food is there at the bonfire", "soup", "spuds"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("jacket spuds done in the embers" in c for c in context), context
    assert any("forget the spuds this yr" in c for c in context), context
    assert any("WI have offered to do soup" in c for c in context), context
    reply = answer(question, context, mock="Hot dogs, parkin, toffee apples and the WI's leek and potato soup - no "
                                           "jacket spuds this year.")
    finish(question, expected="hot dogs, jacket potatoes, parkin and toffee apples", actual=reply)


asyncio.run(main())
