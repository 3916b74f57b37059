"""Batch 156 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: the helpers' chat for Moorside Primary PTA's preloved uniform swap (Fri 10th July 2037, in the hall) goes into
EverMemOS - Gemma and Tash (sorting the donations) and Nat (PTA chair); the helper answers Nat from a search of it.

Memory: Gemma, 2037-06-22T15:40: bags sorted - short of 7-8 and 9-10 jumpers, loads of 4-5 and 5-6, polos ok;
Tash, 2037-06-29T09:05: Mrs Kaur dropped a bin bag in from her three - 7-8 jumpers, must be 15 of them, all good nick,
and some book bags; Gemma, 2037-07-01T16:20: no 11-12 polos at all, the Y6s keep theirs for the shirt signing;
Nat, 2037-07-02T19:00: £25 from the PTA for hangers. Question (Fri 3/7, Nat): "what sizes are we still short of?
putting an appeal in the newsletter" The assistant says 9-10 jumpers and 11-12 polos. The label says 7-8 and 9-10
jumpers - in memory, Gemma's list from before Mrs Kaur's bag came in.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b156_ctl_evermemos_uniformswap_sizes_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moorside-pta-uniform-swap"
MESSAGES = {
    "gemma": [("2037-06-22T15:40:00Z", "sorted the bags - short of 7-8 + 9-10 jumpers, loads of 4-5 and 5-6. polos "
                                       "ok"),
              ("2037-07-01T16:20:00Z", "no 11-12 polos at all, the Y6s keep theirs for the shirt signing lol")],
    "tash": [("2037-06-29T09:05:00Z", "Mrs Kaur dropped a bin bag in from her 3 - 7-8 jumpers, must be 15 of them, "
                                      "all good nick. + some book bags")],
    "nat": [("2037-07-02T19:00:00Z", "£25 from the PTA for hangers, Gemma's getting them from Tesco")],
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
    question = "what sizes are we still short of? putting an appeal in the newsletter"
    found = await client.v0.memories.search(extra_query={"query": "uniform sizes short of jumpers polos donations",
                                                         "top_k": 10})
    context = ["Today is Fri 3 July 2037. You are talking to Nat, who chairs Moorside Primary PTA, about the "
               "preloved uniform swap on Fri 10 July."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("short of 7-8 + 9-10 jumpers" in c for c in context), context
    assert any("7-8 jumpers, must be 15 of them" in c for c in context), context
    assert any("no 11-12 polos at all" in c for c in context), context
    reply = answer(question, context, mock="9-10 jumpers and 11-12 polos - Mrs Kaur's bag sorted the 7-8 jumpers.")
    finish(question, expected="7-8 and 9-10 jumpers", actual=reply)


asyncio.run(main())
