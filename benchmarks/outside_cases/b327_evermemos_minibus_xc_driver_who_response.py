"""Batch 327 (held out). A school minibus rota: EverMemOS async client (offline stand-in), asyncio: each member of
staff's messages written by their own task (gathered), then the question's searches; the answer call has the new
driver in its context and names the one who can't drive now.

App: Moorside Junior School's 16-seater minibus takes the cross country team to the Calderdale schools' league on
Saturdays. The staff minibus chat goes into EverMemOS - Mr Okafor (PE lead), Mrs Grant (school business manager)
and Mr Baines (Y6 teacher) - and the helper answers parents' and staff questions.

Planted fault (ResponseError, ignored sufficient context): the context has Mr Okafor's 2051-01-09T16:20 message - XC
league round 4 Sat 21st Jan at Shibden Park, the minibus leaves school 8.15, back about 1, he'll drive, Mr Baines
2nd adult; Mrs Grant's 2051-01-16T09:05 message - the insurance renewal has tightened it, drivers need D1 on their
licence now, not just the MiDAS course, Mr O passed his test in 2003 so has no D1, so Mr Baines is driving Saturday
(he's got D1 from the army) and Mr O can follow in his own car with the kit and the flags; Mr Baines's reply that
that's fine, he'll do the walk-round check Friday; and Mr Okafor's team sheet message. Question (Thu 19/1, Mrs
Lund, a parent): "who's driving the minibus to the cross country on sat? Josh gets travel sick so I want to let
them know" -> expected Mr Baines (Mr Okafor has no D1 for the new insurance, he's following in his car). The model
says Mr Okafor, with Mr Baines as the second adult.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Mr Okafor's first plan and Mrs Grant's change of driver (with Mr Baines's OK), and the model gave the
first plan. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b327_evermemos_minibus_xc_driver_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moorside-jnr-minibus"
MESSAGES = {
    "mr-okafor": [("2051-01-09T16:20:00Z", "XC league rd 4 🏃 sat 21st jan at Shibden Park. minibus leaves school "
                                           "8.15, back about 1. I'll drive, Mr Baines 2nd adult. 14 kids max"),
                  ("2051-01-18T15:45:00Z", "team sheet's up on the PE board, 13 going. packed lunch + spare socks "
                                           "+ a bin bag for muddy stuff!!")],
    "mrs-grant": [("2051-01-16T09:05:00Z", "minibus insurance renewal came thru - they've tightened it, drivers need "
                                           "D1 on their licence now, not just the MiDAS. Mr O passed his test in "
                                           "2003 so no D1 😬 so Mr Baines is driving sat (he's got D1 from the "
                                           "army), Mr O can follow in his own car w/ the kit + flags")],
    "mr-baines": [("2051-01-17T12:30:00Z", "fine by me 👍 I'll do the walk round check fri after school, someone "
                                           "remind me re the fuel card")],
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
    question = "who's driving the minibus to the cross country on sat? Josh gets travel sick so I want to let them know"
    context = ["Today is Thu 19 January 2051. You are talking to Mrs Lund, whose son Josh is in Moorside Junior "
               "School's cross country team."]
    for query in ("minibus driver cross country", "who is driving saturday", "XC league Shibden Park"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("I'll drive, Mr Baines 2nd adult" in c for c in context), context
    assert any("so Mr Baines is driving sat" in c and "no D1" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Mr Okafor's driving, with Mr Baines as the second adult - I'd let "
                                               "Mr Okafor know about Josh, and maybe sit him near the front.")
    finish(question, expected="Mr Baines - Mr Okafor hasn't got D1 for the new insurance, he's following in his car",
           actual=reply)


asyncio.run(main())
