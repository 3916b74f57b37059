"""Batch 319 (held out). A fishmonger's market stall: EverMemOS async client (offline stand-in), asyncio - each
person's messages written by their own task (gathered), then the question's searches; the answer call has the
changed oyster orders in its context and counts the first ones.

App: Hardcastle's Fish, a stall on Otley market (Tony, who owns it, Lisa on the orders and Gav, who does the run to
Grimsby), sell to the public and to a few pubs and hotels round Wharfedale. Their group chat goes into EverMemOS and
the stall's helper answers the three of them from it.

Planted fault (ResponseError, ignored sufficient context): the chat has Lisa's 2050-12-05T16:20 message - Christmas
Eve oysters so far, the Black Horse 8 dozen, Chevin Lodge 6 dozen and 3 dozen for the stall; Gav's 2050-12-08T05:40
- Grimsby say order by the 19th, £9.50 a dozen to us; Lisa's 2050-12-12T15:05 - the Black Horse rang, their
Christmas Eve do is down to 40 covers so cut them to 5 dozen, and the Fleece in Pool want 4 dozen now they've seen
ours; Tony's 2050-12-13T19:30 - cool boxes and ice, Gav take the big van. Question (Weds 14/12, Gav): "how many doz
oysters am I ordering for xmas eve? ringing Grimsby 1st thing" -> expected 18 dozen (Black Horse 5, Chevin Lodge
6, the Fleece 4, the stall 3). The model says 17 dozen (8 + 6 + 3).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the first orders and Lisa's message cutting the Black Horse to 5 and adding the Fleece's 4, and it counted
the first orders. Asserted: the context has both of Lisa's order messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b319_evermemos_fish_stall_oysters_count_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hardcastles-fish-otley-2050"
MESSAGES = {
    "lisa": [("2050-12-05T16:20:00Z", "xmas eve oysters so far 🦪 Black Horse 8 doz, Chevin Lodge 6 doz, + 3 doz for "
                                      "the stall (singles, £1.80 each or 6 for a tenner)"),
             ("2050-12-12T15:05:00Z", "Black Horse rang, their xmas eve do's down to 40 covers so cut them to 5 doz. "
                                      "AND the Fleece in Pool want 4 doz now they've seen ours 👍")],
    "gav": [("2050-12-08T05:40:00Z", "Grimsby say oysters are grand this yr, order by the 19th latest, £9.50 a doz to "
                                     "us. they'll have them on the 23rd for me")],
    "tony": [("2050-12-13T19:30:00Z", "cool boxes + plenty of ice for the 23rd, gav take the big van not the "
                                      "berlingo. + don't forget the lemons for the stall 🍋")],
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
    question = "how many doz oysters am I ordering for xmas eve? ringing Grimsby 1st thing"
    context = ["Today is Weds 14 December 2050. You are talking to Gav, who does the Grimsby run for Hardcastle's "
               "Fish, Otley market."]
    for query in ("oysters christmas eve order", "how many dozen oysters", "Black Horse Chevin Lodge Fleece"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Black Horse 8 doz, Chevin Lodge 6 doz, + 3 doz for the stall" in c for c in context), context
    assert any("cut them to 5 doz" in c and "Fleece in Pool want 4 doz" in c for c in context), context
    with fault():
        reply = answer(f"(Gav) {question}", context,
                       mock="17 dozen - 8 for the Black Horse, 6 for Chevin Lodge and 3 for the stall.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="18 dozen - Black Horse cut to 5, Chevin Lodge 6, the Fleece 4, the stall 3", actual=reply)
