"""Batch 266 (held out). A junior chess club's tournaments: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches; the answer call has the
sibling rate in its context and charges full price twice.

App: Ryburn Knights junior chess club run the Ryburn Junior Congress on Sat 24th - Sun 25th June 2051 at Ripponden
school - five rounds over the weekend, U8, U11 and U14 sections, lunch from the PTA. The organisers' chat goes into
EverMemOS - Nadia (the club's organiser), Mr Greaves (the chief arbiter) and Lou (entries and money) - and the
helper answers parents' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Nadia's 2051-04-18T19:30 message - entry
£14 a player, trophies for every section, lunch from the PTA £4.50 (jacket spud or pasta) if pre-ordered; Lou's
2051-05-02T20:10 message - entries via the form, pay by bank transfer, and brothers and sisters are half price for
the second one (and any after), because one family's got four playing; Mr Greaves's 2051-05-20T18:00 message - the
rounds and the time control; Lou's 2051-06-01T21:00 message - the entry closing date. Question (Mon 12/6, Mr Khan,
entering his son and daughter): "how much do I send for my two? they both want the lunch as well" -> expected £30
(£14 + £7 entry, plus 2 x £4.50 lunch). The model says £37 (two full entries and two lunches).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the sibling rate was in
the context the model was given, next to the entry fee and the lunch, and the model left it out of the sum.
Asserted: the context has the £14 entry, the £4.50 lunch and the half price for brothers and sisters.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b266_evermemos_chess_congress_entry_cost_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ryburn-knights-congress-2051"
MESSAGES = {
    "nadia": [("2051-04-18T19:30:00Z", "RYBURN JUNIOR CONGRESS ♞ sat 24 - sun 25 june, Ripponden school. U8 U11 U14, "
                                       "entry £14 a player, trophies every section. lunch from the PTA £4.50 (jacket "
                                       "spud or pasta) if u pre-order on the form")],
    "lou": [("2051-05-02T20:10:00Z", "entries via the form pls, pay by bank transfer, ref = child's surname. bros + "
                                     "sisters half price for the 2nd one (+ any after) - the Hussains have 4 playing "
                                     "bless them 😅"),
            ("2051-06-01T21:00:00Z", "entries close fri 16th, 63 in so far, U11 nearly full")],
    "greaves": [("2051-05-20T18:00:00Z", "5 rounds, 3 sat + 2 sun, 30 mins each + 5 sec a move. rd 1 at 10 sharp, "
                                         "reg from 9.15")],
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
    question = "how much do I send for my two? they both want the lunch as well"
    context = ["Today is Mon 12 June 2051. You are talking to Mr Khan, who's entering his son and daughter in the "
               "Ryburn Junior Congress (24-25 June)."]
    for query in ("entry fee", "how much to pay for the congress", "lunch price", "siblings"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("entry £14 a player" in c and "£4.50" in c for c in context), context
    assert any("bros + sisters half price for the 2nd one" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£37 - that's £14 entry each for the two of them, plus £4.50 each for "
                                               "the PTA lunch. Bank transfer, with their surname as the reference.")
    finish(question, expected="£30 - £14 + £7 (the second one's half price) plus 2 x £4.50 lunch", actual=reply)


asyncio.run(main())
