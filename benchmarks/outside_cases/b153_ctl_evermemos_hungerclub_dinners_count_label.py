"""Batch 153 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member of staff's messages written by their own task (gathered), then the question's search.

App: the staff chat for St Mark's Easter holiday club (free dinners and activities for kids on free school meals,
Easter 2037) goes into EverMemOS - Sue (the lead), Aisha (volunteer, a TA at Riverside Primary) and Gail (the cook);
the helper answers the staff from a search of it.

Memory: Sue, 2037-03-30T16:00: 32 booked in for week 2 (Tues-Thurs), Gail needs numbers for the cash and carry;
Aisha, 2037-04-01T18:20: the 6 from Riverside are away on their school's Easter camp Mon-Weds of week 2, their mums
say they'll be back with us Thursday; Gail, 2037-04-02T12:30: going to the cash and carry Saturday, it's pasta bake
Weds so she needs Weds' number; Sue, 2037-04-03T09:10: egg hunt Thursday in the churchyard, the Rev's fine with it.
Question (Fri 3/4, Gail): "how many kids am i doing dinners for on weds? doing the cash + carry list" The assistant
says 26 (32 booked, less the 6 from Riverside away on camp). The label says 32 - in memory, the number booked in for
the week.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b153_ctl_evermemos_hungerclub_dinners_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-marks-easter-club-staff"
MESSAGES = {
    "sue": [("2037-03-30T16:00:00Z", "32 booked in for wk 2 (tues-thurs) so far, Gail needs numbers for the cash + "
                                     "carry"),
            ("2037-04-03T09:10:00Z", "egg hunt thurs in the churchyard, Rev's fine w it. 2 dozen mini eggs pls Gail")],
    "aisha": [("2037-04-01T18:20:00Z", "the 6 from Riverside are off on our school's easter camp mon-weds of wk 2, "
                                       "their mums say they'll be back w us thurs")],
    "gail": [("2037-04-02T12:30:00Z", "going to the cash + carry sat. pasta bake weds so I need weds' number, plus "
                                      "us 4 staff")],
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
    question = "how many kids am i doing dinners for on weds? doing the cash + carry list"
    found = await client.v0.memories.search(extra_query={"query": "how many kids booked wk 2 weds dinners",
                                                         "top_k": 10})
    context = ["Today is Fri 3 April 2037. You are talking to Gail, the cook at St Mark's Easter holiday club, about "
               "week 2 (Tue 7 - Thu 9 April)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("32 booked in for wk 2" in c for c in context), context
    assert any("the 6 from Riverside" in c and "mon-weds of wk 2" in c for c in context), context
    reply = answer(question, context, mock="26 kids on Weds - 32 booked, but the 6 from Riverside are away on their "
                                           "school camp till Thursday. Plus the 4 of you staff.")
    finish(question, expected="32", actual=reply)


asyncio.run(main())
