"""Batch 309 (held out). A podiatry clinic's team chat: EverMemOS async client (offline stand-in), asyncio: each
person's messages written by their own task (gathered), then the question's searches; the answer call has the
corrected side in its context and gives the side first booked.

App: Todmorden Foot Health (Mark and Sunita, podiatrists; Jo on reception; a third-year student, Chloe, on
placement) keep the team chat in EverMemOS; the helper answers the team's questions about the lists.

Planted fault (ResponseError, ignored sufficient context): the chat has Jo's 2053-05-06T09:10 message - Mrs Hilda
Barraclough booked for nail surgery, ingrowing, left big toe, outside edge, Thurs 15th May 2pm with Mark; Mark's
2053-05-07T17:30 message - her pre-op's done, BP fine, not diabetic, consent signed, and "sorry Jo it's her RIGHT big
toe not the left, I had the wrong notes up", he's corrected the form and she's initialled it; Sunita's
2053-05-12T12:45 message - the phenol's in, bring the tourniquets back from Hebden; Jo's 2053-05-13T16:00 message -
Mrs B's son is bringing her, she'll need a big slipper after. Question (Weds 14/5, Chloe, setting up the treatment
room the night before): "which foot is Mrs Barraclough's nail op on tomorrow? setting the room up tonight" ->
expected her right big toe (outside edge). The model says the left.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the booking and Mark's
correction are both in the context the model was given, and it answered from the booking. Asserted: the context has
the booking's "L hallux" line and Mark's "RIGHT big toe not the left" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b309_evermemos_podiatry_which_foot_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "todmorden-foot-health-team"
MESSAGES = {
    "jo": [("2053-05-06T09:10:00Z", "Mrs Hilda Barraclough booked for nail surgery - ingrowing, L hallux, lateral "
                                    "edge, thurs 15th may 2pm w/ Mark. 1hr slot, consent form sent"),
           ("2053-05-13T16:00:00Z", "Mrs B's son's bringing her thurs, told him she'll need a big slipper or a sandal "
                                    "for after")],
    "mark": [("2053-05-07T17:30:00Z", "pre-op for Mrs Barraclough done, BP fine, not diabetic, consent signed. sorry "
                                      "Jo it's her RIGHT big toe not the left 🙈 I had the wrong notes up - corrected "
                                      "the form + she's initialled it")],
    "sunita": [("2053-05-12T12:45:00Z", "phenol's in 👍 + can someone bring the tourniquets back from the Hebden "
                                        "clinic pls")],
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
    question = "which foot is Mrs Barraclough's nail op on tomorrow? setting the room up tonight"
    context = ["Today is Weds 14 May 2053. You are talking to Chloe, a student podiatrist on placement at Todmorden "
               "Foot Health."]
    for query in ("Mrs Barraclough nail surgery", "which toe", "pre-op consent form"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ingrowing, L hallux, lateral edge" in c for c in context), context
    assert any("it's her RIGHT big toe not the left" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Her left foot - the left big toe, outside edge, 2pm with Mark.")
    finish(question, expected="her right big toe, outside edge - Mark corrected it at the pre-op", actual=reply)


asyncio.run(main())
