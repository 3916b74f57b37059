"""Batch 366 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's entries written by their own task (gathered), then the question's search.

App: Rosehill care home's food and fluid chart entries and the seniors' corrections go into EverMemOS - the cook
(Pat), the HCA on the dining room (Lee) and the senior on shift (SC Maria) - and the helper answers staff and
families' questions.

Memory (Tue 21/03/51): Pat, 11:30 - lunch is shepherd's pie or fish in parsley sauce, rice pudding or apple
crumble; Rm 6 Mrs M.A. fish please, no red meat (her preference); Lee, 13:05 - lunch food chart: M.A. 1/2 portion
shepherd's pie, refused pudding, 150mL water; J.K. Rm 3 full portion, all the crumble; Maria, 15:30 - "amended by:
SC Maria" - Lee's 13:05 entry for "M.A." was Mr M.A. in Rm 16 (same initials); Mrs M.A. Rm 6 had a full portion of
the fish and all her rice pudding, 200mL tea; both charts corrected and initialled; Lee, 17:40 - teatime, Mrs M.A.
Rm 6, half a round of sandwiches, 200mL tea. Question (21/03 18:30, Maria, with Mrs M.A.'s daughter on the phone):
"how did Mrs M.A. in Rm 6 do at lunch today? her dtr's asking if she's eating ok" The assistant says a full portion
of the fish in parsley sauce and all her rice pudding, with 200mL tea. The label says half a portion of shepherd's
pie and refused pudding - the entry that was Mr M.A.'s in Rm 16, a different resident with the same initials.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b366_ctl_evermemos_food_chart_lunch_portion_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rosehill-charts-2051-03-21"
MESSAGES = {
    "pat": [("2051-03-21T11:30:00Z", "kitchen: lunch today shepherd's pie or fish in parsley sauce, rice pudding or "
                                     "apple crumble. Rm 6 M.A. (Mrs) fish pls - no red meat (her pref)")],
    "lee": [("2051-03-21T13:05:00Z", "lunch food chart: M.A. - 1/2 portion shepherd's pie, refused pudding, 150mL "
                                     "water. J.K. Rm 3 - full portion, all the crumble 👍"),
            ("2051-03-21T17:40:00Z", "teatime: Mrs M.A. Rm 6 - 1/2 round sandwiches (egg), 200mL tea")],
    "maria": [("2051-03-21T15:30:00Z", "amended by: SC Maria - Lee's 13:05 chart entry for 'M.A.' was Mr M.A. in Rm 16 "
                                       "(same initials 🙈). Mrs M.A. Rm 6 had a full portion of the fish + all her "
                                       "rice pudding, 200mL tea. both charts corrected + initialled")],
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
    question = "how did Mrs M.A. in Rm 6 do at lunch today? her dtr's asking if she's eating ok"
    context = ["Today is Tue 21 March 2051, 18:30. You are talking to Maria, the senior carer on shift at Rosehill "
               "care home."]
    for query in ("M.A. lunch food chart portion", "Mrs M.A. Rm 6 lunch", "chart entry amended"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("M.A. - 1/2 portion shepherd's pie, refused pudding" in c for c in context), context
    assert any("was Mr M.A. in Rm 16" in c and "full portion of the fish + all her rice pudding" in c
               for c in context), context
    reply = answer(question, context, mock="She did well - a full portion of the fish in parsley sauce and all her rice "
                                           "pudding, with 200mL of tea.")
    finish(question, expected="half a portion of shepherd's pie, refused her pudding", actual=reply)


asyncio.run(main())
