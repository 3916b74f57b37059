"""Batch 277 (held out). A dog walkers' rota: EverMemOS async client (offline stand-in), asyncio - each walker's
messages written by their own task (gathered), then the question's searches; the answer call has where the dog is
staying in its context and gives her usual address.

App: Muddy Paws (Kerry, who runs it, and Sam, with Jo just started) walk dogs round Birchencliffe and Lindley. The
walkers' group chat goes into EverMemOS and the helper answers the walkers' questions from it.

Planted fault (ResponseError, ignored sufficient context): the context has Kerry's 2053-03-03T08:00 message - new
client Luna (husky x), Mr Novak, 14 Bankfield Rd, key under the frog by the back door, walks Tue + Fri 11-12;
Sam's 2053-03-11T13:05 message - Luna's an escape artist, check the gate twice; Kerry's 2053-03-16T19:20 message -
Mr Novak's having the kitchen ripped out this week and next so Luna's stopping at his mum's, 3 Ivy Cottages on
Birchencliffe Hill Rd, pick up and drop off there till the 28th, his mum's in so just knock, no key; and Sam's
2053-03-18T12:40 message - walked Luna from his mum's today, she was a star. Question (Thu 20/3, Jo, covering
Friday): "where do I pick Luna up from tmrw? first time I've done her" -> expected from Mr Novak's mum's, 3 Ivy
Cottages, Birchencliffe Hill Rd (knock, she's in) - his kitchen's being done till the 28th. The model says 14
Bankfield Rd, key under the frog.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Luna at his mum's until the 28th, and Sam walking her from there on Tuesday, and the model gave her
home address. Asserted: the context has the Bankfield Rd message and the Ivy Cottages message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b277_evermemos_dog_walkers_luna_pickup_where_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "muddy-paws-walkers-2053"
MESSAGES = {
    "kerry": [("2053-03-03T08:00:00Z", "new client!! Luna (husky x, v fluffy 🐺) Mr Novak, 14 Bankfield Rd. key's "
                                       "under the frog by the back door. walks tues + fri 11-12, solo"),
              ("2053-03-16T19:20:00Z", "Mr Novak's having his kitchen ripped out this wk + next so Luna's stopping "
                                       "at his mum's - 3 Ivy Cottages, Birchencliffe Hill Rd. pick up + drop off "
                                       "there till the 28th, his mum's in so just knock, no key")],
    "sam": [("2053-03-11T13:05:00Z", "Luna's an escape artist 😅 check the gate TWICE, she can open the latch w/ her "
                                     "nose"),
            ("2053-03-18T12:40:00Z", "walked Luna from his mum's today, she was a star, mum gave me a brew ☕")],
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
    question = "where do I pick Luna up from tmrw? first time I've done her"
    context = ["Today is Thu 20 March 2053 (tomorrow is Friday). You are talking to Jo, a new walker at Muddy Paws "
               "covering Friday's walks."]
    for query in ("Luna pick up address", "where is Luna staying", "Luna key"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("14 Bankfield Rd" in c and "under the frog" in c for c in context), context
    assert any("3 Ivy Cottages" in c and "till the 28th" in c for c in context), context
    with fault():
        reply = answer(f"(Jo) {question}", context,
                       mock="From Mr Novak's at 14 Bankfield Rd - the key's under the frog by the back door. Walk's "
                            "11 till 12, and check the gate twice!")
    finish(question, expected="his mum's, 3 Ivy Cottages on Birchencliffe Hill Rd (knock, she's in) - Mr Novak's "
                              "kitchen is being done till the 28th", actual=reply)


asyncio.run(main())
