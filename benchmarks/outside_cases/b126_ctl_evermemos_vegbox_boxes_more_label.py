"""Batch 126 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Hollins Farm Shop's veg box group chat (Shaz in the shop, Ted and Dan on the rounds, Pat who packs) goes into
EverMemOS; the helper answers whoever's asking about the Thursday round from a search of it.

Memory: Dan, Thu 14 May: 42 boxes out today, all delivered by 4; Shaz, 15/5: 3 new ones from the farm open day -
the Parkers' neighbours at no 6, the vicarage, the Old School House - starting next thurs; Shaz, 18/5: the Hendrys
are in Filey till the 30th, nothing for them for a fortnight, and Ted's mum's in hospital so hers is off too, he'll
let us know; Pat, 19/5: label printer's out of ink, doing them by hand. Question (Weds 20/5, Pat, ordering the
boxes): "how many more boxes than last thurs am i packing? need to order cardboard" The assistant says 1 more (43:
42 + 3 new - the Hendrys and Ted's mum). The label says 3 - in memory, the number of new sign-ups.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b126_ctl_evermemos_vegbox_boxes_more_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollins-vegbox"
MESSAGES = [
    ("2037-05-14T16:10:00Z", "dan", "42 boxes out today, all done by 4. Mill Lane's potholes are getting worse, "
                                    "mind the eggs"),
    ("2037-05-15T09:20:00Z", "shaz", "3 new ones off the open day!! the Parkers' neighbours at no 6, the vicarage + "
                                     "the Old School House. all mediums, starting next thurs, paying monthly"),
    ("2037-05-18T11:45:00Z", "shaz", "the Hendrys are in Filey till the 30th so nothing for them for a fortnight. + "
                                     "Ted's mum's in hospital (hip), hers is off too, he'll let us know"),
    ("2037-05-19T08:05:00Z", "pat", "label printer's out of ink, doing them by hand this wk. rhubarb's going over, "
                                    "last bunches thurs"),
    ("2037-05-19T17:30:00Z", "ted", "ta for the flowers for mum. she's home tues hopefully"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how many more boxes than last thurs am i packing? need to order cardboard"
    found = await client.v0.memories.search(extra_query={"query": "boxes thurs round new customers off away hospital",
                                                         "top_k": 10})
    context = ["Today is Weds 20 May 2037. You are talking to Pat, who packs the Hollins Farm Shop veg boxes."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("42 boxes out today" in c for c in context), context
    assert any("3 new ones off the open day" in c for c in context), context
    assert any("Hendrys are in Filey till the 30th" in c and "hers is off too" in c for c in context), context
    reply = answer(question, context, mock="Just 1 more - 43 this week: last Thursday's 42, plus the 3 new ones, less "
                                           "the Hendrys (in Filey) and Ted's mum's.")
    finish(question, expected="3", actual=reply)


asyncio.run(main())
