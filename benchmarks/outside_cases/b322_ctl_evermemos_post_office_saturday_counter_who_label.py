"""Batch 322 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Luddendenfoot Post Office is a counter at the back of the village shop - one position, open six days,
Saturday mornings the busiest. The staff chat goes into EverMemOS - Sunita (the postmistress, who does the rota),
Janet and Mo (who share the counter) - and the helper answers the shop staff's questions.

Memory: Sunita, 2050-10-28T18:00 - the November rota's up, Saturdays: 5th Mo, 12th Janet, 19th Mo, 26th Janet;
Janet, 2050-11-07T12:30 - she can't do Saturday the 12th, it's her grandson's christening in Leeds, Mo said he'll
do it if she does his Thursday, Sunita's OK'd it; Mo, 2050-11-08T09:10 - the Post Office's new label printer's
come, it's set up; Sunita, 2050-11-09T17:45 - the Christmas last posting dates poster's up. Question (Thurs 10/11,
Dawn in the shop): "who's on the post office counter this sat? need to know who's got the safe keys" The
assistant says Mo - he swapped with Janet (her grandson's christening), she's doing his Thursday. The label says
Janet.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b322_ctl_evermemos_post_office_saturday_counter_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "luddendenfoot-po-staff-2050"
MESSAGES = {
    "sunita": [("2050-10-28T18:00:00Z", "NOV ROTA 📮 sats - 5th Mo, 12th Janet, 19th Mo, 26th Janet. weekdays as "
                                        "usual, shout if there's a problem"),
               ("2050-11-09T17:45:00Z", "xmas last posting dates poster's up by the scales, pls point people at it "
                                        "before they ask 😅")],
    "janet": [("2050-11-07T12:30:00Z", "can't do sat 12th after all, it's our Liam's christening in Leeds 👶 Mo said "
                                       "he'll do it if I do his thurs - Sunita ok'd it")],
    "mo": [("2050-11-08T09:10:00Z", "new label printer's come, set up + working. old one's in the back for "
                                    "collection")],
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
    question = "who's on the post office counter this sat? need to know who's got the safe keys"
    context = ["Today is Thurs 10 November 2050. You are talking to Dawn, who works in the village shop that has "
               "Luddendenfoot Post Office counter in it."]
    for query in ("saturday counter rota", question, "can't do sat 12th, swap"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("12th Janet" in c for c in context), context
    assert any("can't do sat 12th after all" in c and "Mo said he'll do it" in c for c in context), context
    reply = answer(question, context, mock="Mo - he's swapped with Janet for this Saturday (it's her grandson's "
                                           "christening), and she's doing his Thursday.")
    finish(question, expected="Janet", actual=reply)


asyncio.run(main())
