"""Batch 295 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Bradley Hall Golf Club hold their presentation night on Sat 14th Oct 2051 in the clubhouse - the season's
trophies, three courses, a raffle. The organisers' chat goes into EverMemOS - Keith (the captain), Sandra (the lady
captain) and Derek (sorting the caterers) - and the helper answers members' questions.

Memory: Keith, 2051-09-20T19:00 - presentation night Sat 14th Oct, 7.30 for 8, three courses, £32, dress smart,
all trophy winners please come; Sandra, 2051-09-28T12:00 - the ladies' trophies are back from the engravers;
Derek, 2051-10-04T18:30 - the caterers have a wedding in the afternoon so the soonest they can serve is 9, Keith
says make it 8.30 for 9 then, and the trophies after the main; Keith, 2051-10-09T20:00 - 68 booked, table plan up
Friday. Question (Weds 11/10, Brian, who won the seniors' cup): "what time do we need to be there on sat for the
presentation do? sorting a babysitter" The assistant says 8.30 for 9 (the caterers can't serve before 9). The label
says 7.30 for 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b295_ctl_evermemos_golf_presentation_night_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bradley-hall-gc-presentation-2051"
MESSAGES = {
    "keith": [("2051-09-20T19:00:00Z", "PRESENTATION NITE 🏆 sat 14th oct in the clubhouse, 7.30 for 8, 3 courses "
                                       "£32, dress smart. all trophy winners pls come!!"),
              ("2051-10-09T20:00:00Z", "68 booked 👍 table plan up fri, any requests to Derek")],
    "sandra": [("2051-09-28T12:00:00Z", "ladies' trophies back from the engravers, the Daisy Cup's got a wobbly handle "
                                        "😂 Sheila's husband's going to glue it")],
    "derek": [("2051-10-04T18:30:00Z", "caterers have got a wedding in the afternoon so the soonest they can serve is "
                                       "9 🙄 Keith says make it 8.30 for 9 then + we'll do the trophies after the "
                                       "main")],
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
    question = "what time do we need to be there on sat for the presentation do? sorting a babysitter"
    context = ["Today is Weds 11 October 2051. You are talking to Brian, a member of Bradley Hall Golf Club (he won "
               "the seniors' cup)."]
    for query in ("presentation night time", "what time does the presentation do start", "caterers serving time"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("7.30 for 8" in c for c in context), context
    assert any("soonest they can serve is 9" in c and "8.30 for 9" in c for c in context), context
    reply = answer(question, context, mock="8.30 for 9 - the caterers have a wedding first so they can't serve before "
                                           "9. Trophies after the main.")
    finish(question, expected="7.30 for 8", actual=reply)


asyncio.run(main())
