"""Batch 323 (held out). A model boat club on a park lake: EverMemOS async client (offline stand-in), asyncio - each
member's messages written by their own task (gathered), then the question's searches; the answer call has the
live-steam rule in its context and says yes anyway.

App: Shibden Park Model Boat Club sail on the boating lake in the park - Sunday mornings and Wednesday evenings,
scale boats, yachts, tugs, a few live steam launches. The club chat goes into EverMemOS - Geoff (the secretary),
Frank (the club's boiler inspector) and Maureen (the rescue boat) - and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): the messages are Geoff's 2051-03-10T19:00 - the council's
lake rules, electric and live steam only, no nitro, sailing Sun 9-12 and Weds 6 till dusk; Frank's
2051-04-02T20:15 - live steam boats on Weds nights only from now on, the insurance says every boiler has to be
signed off on the day by the club's boiler inspector, that's him, and he's only free Weds - Sundays are electric
only, sorry lads; Maureen's 2051-06-11T12:30 - the rescue boat's back with new oars; Geoff's 2051-07-02T13:00 -
Sundays are busy, six on the water max, take turns. Question (Fri 14/7, Dennis): "can I run my steam tug Kathleen on
sunday morning? first outing since I rebuilt her boiler 🤞" -> expected no - live steam is Weds evenings only, when
Frank can sign the boiler off (bring her Weds). The model says yes - electric and live steam are both allowed,
Sundays 9-12.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Frank's Weds-only rule for live steam next to the council's rules, and the model answered from the
council's rules alone. Asserted: the context has the council's rules and Frank's rule.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b323_evermemos_model_boat_club_steam_tug_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "shibden-park-mbc-2051"
MESSAGES = {
    "geoff": [("2051-03-10T19:00:00Z", "lake rules from the council 🦆 electric + live steam only, NO nitro (the "
                                       "noise complaints). sailing sun 9-12 + weds 6 till dusk, keep off the island"),
              ("2051-07-02T13:00:00Z", "sundays are getting busy!! 6 on the water max, take turns pls, 20 mins each "
                                       "if there's a queue")],
    "frank": [("2051-04-02T20:15:00Z", "live steam boats on weds nites only from now on - insurance says every "
                                       "boiler's got to be signed off on the day by the club boiler inspector + "
                                       "that's me, I'm only free weds. sundays electric only, sorry lads 🙁")],
    "maureen": [("2051-06-11T12:30:00Z", "rescue boat's back from the menders, new oars + a bailer. life jacket "
                                         "in the boathouse")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


QUESTION = "can I run my steam tug Kathleen on sunday morning? first outing since I rebuilt her boiler 🤞"


async def main() -> str:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    context = ["Today is Fri 14 July 2051. You are talking to Dennis, a member of Shibden Park Model Boat Club."]
    for query in ("live steam boats", "sunday sailing rules", "boiler sign off"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("electric + live steam only, NO nitro" in c for c in context), context
    assert any("live steam boats on weds nites only" in c and "sundays electric only" in c for c in context), context
    with fault():
        return answer(QUESTION, context, mock="Yes - the lake's electric and live steam only, so Kathleen's fine; "
                                              "sailing's 9 till 12 on Sunday. Good luck with the new boiler!")


reply = asyncio.run(main())
finish(QUESTION, expected="no - live steam's weds nights only now, when Frank can sign the boiler off; sundays are "
                          "electric only", actual=reply)
