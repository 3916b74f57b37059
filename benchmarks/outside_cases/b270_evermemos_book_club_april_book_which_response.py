"""Batch 270 (held out). A book club's meetings and picks: EverMemOS (stand-in server, async client), asyncio; the
answer call has the swap of picks in its context and gives the book of the member who swapped out.

App: Sowerby Bookworms meet on the last Tuesday of the month at the Church Stile; members pick the book in turn.
Their WhatsApp group is copied into EverMemOS (``v0.memories.add`` per message, one group); the club's helper
answers from ``v0.memories.search``.

Planted fault (ResponseError, ignored sufficient context): the memories have Helen's 2051-01-05 rota (Jan Pat, Feb
Ann, Mar Jackie, Apr Linda, May Sue); Linda's 2051-02-01 message that when it's her turn she fancies Demon
Copperhead ("it's a chunky one so give everyone a few wks"); Linda's 2051-03-02 message that she's in Portugal all
of April with her sister and can someone swap; Sue's 2051-03-02 reply that she'll swap - she'll do April and Linda
has May - and her pick is Tom Lake by Ann Patchett; and Jackie's 2051-03-29 message about the March meet. Question
(Sat 1/4, Pat): "what are we reading for april? want to get my name down at the library" -> expected Tom Lake by
Ann Patchett (Sue's pick - she swapped with Linda, who's in Portugal). The model says Demon Copperhead.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Linda's away message and Sue's swap with her pick, and the model gave Linda's book. Asserted: the
context has Linda's Demon Copperhead message, her Portugal message and Sue's swap to Tom Lake.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b270_evermemos_book_club_april_book_which_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-bookworms-2051"
MESSAGES = {
    "helen": [("2051-01-05T20:10:00Z", "ROTA 📚 jan Pat, feb Ann, mar Jackie, apr Linda, may Sue. last tues of the "
                                       "month, Church Stile back room 7.30")],
    "linda": [("2051-02-01T19:45:00Z", "when it's my go I fancy Demon Copperhead - it's a chunky one so give "
                                       "everyone a few wks!!"),
              ("2051-03-02T12:05:00Z", "bad news I'm in Portugal ALL of april w/ our Carol 🇵🇹 can someone swap w/ "
                                       "me?")],
    "sue": [("2051-03-02T13:30:00Z", "I'll swap Linda - I'll do april + u have may. my pick's Tom Lake, Ann "
                                     "Patchett, nice and summery 🍒 library's got 4 copies")],
    "jackie": [("2051-03-29T22:15:00Z", "good meet tonight, even Ann liked the Maggie O'F in the end 😂 25th april "
                                        "next")],
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
    question = "what are we reading for april? want to get my name down at the library"
    context = ["Today is Sat 1 April 2051. You are talking to Pat, a member of Sowerby Bookworms (next meet Tue 25 "
               "April)."]
    for query in ("april book pick", "whose turn to pick", "swap picks rota", "what book when it's my go"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("I fancy Demon Copperhead" in c for c in context), context
    assert any("I'm in Portugal ALL of april" in c for c in context), context
    assert any("I'll do april + u have may" in c and "Tom Lake" in c for c in context), context
    with fault():
        reply = answer(f"(Pat) {question}", context,
                       mock="Demon Copperhead - it's Linda's pick for April, and it's a chunky one so get your name "
                            "down soon.")
    finish(question, expected="Tom Lake by Ann Patchett - Sue swapped with Linda, who's in Portugal in April",
           actual=reply)


asyncio.run(main())
