"""Batch 344 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each partner's emails written by their own task (gathered), then the question's search.

App: Jess and Owen Adeyemi are taking a sabbatical year in Valencia from September 2027 with Kofi (8) and Ada (5) -
a flat, a school, a budget spreadsheet, renting out their house in Leeds. Their email thread goes into EverMemOS
(one sender each) and the helper answers their questions.

Memory: Jess, 2027-04-03T21:10 - found THE flat in Ruzafa, three bedrooms and a terrace, €1,600, five minutes from
the school; Owen, 2027-04-05T08:30 (quoting Jess's "it's €1,600!!") - he rang the agency: €1,600 is the price per
fortnight for the summer holiday lets ("quincena" on the listing, they'd both missed it); for a long let from
September to July it's €1,350 a month, bills not included; Jess, 2027-04-11T19:00 - the school's said yes, Kofi in
3º de primaria, Ada in infantil; Owen, 2027-04-20T22:15 - deposit paid, two months, €2,700. Question (Jess,
Tuesday the fourth of May, doing the budget): "what's the monthly rent on the Valencia flat? putting it in the budget
spreadsheet" The assistant says €1,350 a month, bills on top. The label says €1,600 a month - the listing's
fortnightly summer-let price, read as monthly (a unit mix-up Owen corrected).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b344_ctl_evermemos_sabbatical_flat_rent_unit_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "adeyemi-valencia-sabbatical-2027"
MESSAGES = {
    "jess": [
        ("2027-04-03T21:10:00Z", "Owen!! I've found THE flat. Ruzafa, three bedrooms, a little terrace with a lemon "
                                 "tree, five minutes' walk from the school, and it's €1,600!! That's less than we "
                                 "thought. Can you ring the agency tomorrow, my Spanish isn't up to a phone call yet. "
                                 "Also, Ada has announced she's only going if there's a swimming pool. Love you, J x"),
        ("2027-04-11T19:00:00Z", "Hi love - the school have said yes! Kofi goes into 3º de primaria and Ada into "
                                 "infantil, uniforms from the shop on Calle Sueca. The head's English is better than "
                                 "my Spanish, which is a relief. I've booked us a fortnight of lessons in August. "
                                 "J xx"),
    ],
    "owen": [
        ("2027-04-05T08:30:00Z", "Morning - rang the agency. Bad news and good news. The €1,600 on the listing is "
                                 "per fortnight - it's the summer holiday-let price, it says 'quincena' right next to "
                                 "it and we both missed it. For a long let, September to July, they want €1,350 a "
                                 "month, bills not included. Still fine for the budget I think? > On Sat 3 Apr 2027, "
                                 "Jess wrote: > it's €1,600!! That's less than we thought. O x"),
        ("2027-04-20T22:15:00Z", "Deposit paid - two months, €2,700 - so we are officially renters in Valencia! "
                                 "Letting agent in Leeds says the family for our house can move in mid-August. "
                                 "Going to bed before I panic. O"),
    ],
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
    question = "what's the monthly rent on the Valencia flat? putting it in the budget spreadsheet"
    context = ["Today is Tuesday 4 May 2027. You are talking to Jess Adeyemi, who with Owen is taking Kofi and Ada "
               "to Valencia for a sabbatical year from September."]
    for query in ("flat rent per month", "Ruzafa flat price", "deposit for the flat"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("and it's €1,600!!" in c for c in context), context
    assert any("is per fortnight" in c and "€1,350 a month" in c for c in context), context
    reply = answer(question, context, mock="€1,350 a month, bills on top - the €1,600 on the listing was the "
                                           "fortnightly summer-let price.")
    finish(question, expected="€1,600 a month", actual=reply)


asyncio.run(main())
