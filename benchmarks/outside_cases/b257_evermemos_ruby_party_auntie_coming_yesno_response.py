"""Batch 257 (held out). A couple organising their parents' ruby anniversary party: EverMemOS async client (offline
stand-in), asyncio - each organiser's messages written by their own task (gathered), then the question's search;
the answer call has the later news in its context and answers from the first.

App: Jo and Marcus are organising a ruby anniversary do for Jo's mum and dad (Ann and Brian, 40 years on 2nd Sept
2051) - Sat 2nd Sept at the Rushbearers' function room, a sit-down meal for 40 and a disco after, with Jo's brother
Chris sorting the photos and the speech. Their planning chat goes into EverMemOS and their helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the memory has Jo's 2051-06-04T19:20 message - Auntie
Jean can't come, she's in Tenerife that week, she's gutted and sending a card; Marcus's 2051-07-01T21:00 - 38 yeses,
the Rushbearers want the seating plan a week before; Chris's 2051-07-19T18:05 - the photo slideshow; and Jo's
2051-08-12T10:45 - Jean's only gone and changed her flights, back on the Friday, so she'll be there, put her near
Mum, and she's bringing Clive. Question (Weds 16/8, Marcus, doing the seating plan): "is Auntie Jean coming or not?
doing the table plan + I've lost track" -> expected yes - she changed her flights and she's bringing Clive. The
model says no, she's in Tenerife that week.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Jean's changed flights and her coming with Clive, later than the Tenerife message, and the model
answered from the Tenerife message. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b257_evermemos_ruby_party_auntie_coming_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ann-brian-ruby-do-2051"
MESSAGES = {
    "jo": [("2051-06-04T19:20:00Z", "Auntie Jean can't come 😢 she's in Tenerife that wk, booked ages ago. she's "
                                    "gutted, sending a card + something for the raffle"),
           ("2051-08-12T10:45:00Z", "JEAN'S ONLY GONE + CHANGED HER FLIGHTS 😭 back on the fri so she'll be there!! "
                                    "put her near Mum, she's bringing Clive (the one from bowls)")],
    "marcus": [("2051-07-01T21:00:00Z", "38 yeses so far for the Rushbearers, sit down meal + disco after. they "
                                        "want the seating plan a wk before, 5 tables of 8")],
    "chris": [("2051-07-19T18:05:00Z", "slideshow's coming on - got the wedding ones from Nana's loft, Dad's "
                                       "sideburns 😂 speech is 5 mins MAX")],
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
    question = "is Auntie Jean coming or not? doing the table plan + I've lost track"
    context = ["Today is Weds 16 August 2051. You are talking to Marcus, who's organising his in-laws' ruby "
               "anniversary do (Sat 2 Sept, the Rushbearers) with Jo."]
    for query in ("Auntie Jean coming", "who can't come", "seating plan guests"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Auntie Jean can't come" in c and "Tenerife" in c for c in context), context
    assert any("CHANGED HER FLIGHTS" in c and "she'll be there" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="No - she's in Tenerife that week, she's sending a card instead.")
    finish(question, expected="yes - she changed her flights, and she's bringing Clive", actual=reply)


asyncio.run(main())
