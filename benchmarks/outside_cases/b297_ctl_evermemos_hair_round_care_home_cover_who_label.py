"""Batch 297 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each hairdresser's messages written by their own task (gathered), then the question's search.

App: three mobile hairdressers around Halifax in 2053 - Kerry, Jade and Donna - cover each other's rounds for
holidays. Their group chat goes into EverMemOS, and the care homes on Kerry's round ask the helper who's coming.

Memory: Kerry, 2053-05-20T21:10 - she's away w/c 9th June (Tenerife), Jade's said she'll do the Oakwood ladies on
the Tuesday; Jade, 2053-05-29T08:35 - sorry Kerry, her car's going in for its MOT and a new clutch that week, so she
can't do Oakwood, she's asked Donna; Donna, 2053-05-29T12:50 - yes she'll do Oakwood Tue 10th, 1 till 4, send her
the list, she's got her own trolley and dryers; Kerry, 2053-05-30T19:00 - the Oakwood list's done on the Monday,
bill to the home. Question (Mon 2/6, Sue, Oakwood's activities lady): "who's coming to do the ladies' hair on tues
10th while Kerry's away? want to put it on the board" The assistant says Donna (Jade's car's in that week). The
label says Jade.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b297_ctl_evermemos_hair_round_care_home_cover_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-mobile-hair-cover-2053"
MESSAGES = {
    "kerry": [("2053-05-20T21:10:00Z", "away w/c 9th june 🌴 Tenerife!! Jade's said she'll do the Oakwood ladies on "
                                       "the tues for me, ta Jade xx"),
              ("2053-05-30T19:00:00Z", "Oakwood do their list on the mon, bill to the home not the ladies. Mrs "
                                       "Priestley likes her set tight")],
    "jade": [("2053-05-29T08:35:00Z", "soz Kerry 😩 my car's going in for its MOT + a new clutch that wk so I can't "
                                      "do Oakwood after all. asked Donna, she's ok for it")],
    "donna": [("2053-05-29T12:50:00Z", "yep I'll do Oakwood tues 10th, 1 till 4, send me the list hun. got my own "
                                       "trolley + dryers")],
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
    question = "who's coming to do the ladies' hair on tues 10th while Kerry's away? want to put it on the board"
    context = ["Today is Mon 2 June 2053. You are talking to Sue, the activities lady at Oakwood care home, on "
               "Kerry's round."]
    for query in ("who is covering Oakwood", "Kerry away cover", "Oakwood tues 10th"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Jade's said she'll do the Oakwood ladies" in c for c in context), context
    assert any("MOT + a new clutch" in c and "asked Donna" in c for c in context), context
    assert any("I'll do Oakwood tues 10th, 1 till 4" in c for c in context), context
    reply = answer(question, context, mock="Donna - she's doing Oakwood on Tue 10th, 1 till 4, with her own trolley "
                                           "and dryers. (Jade was going to, but her car's in for its MOT that week.)")
    finish(question, expected="Jade", actual=reply)


asyncio.run(main())
