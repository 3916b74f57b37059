"""Batch 145 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: the staff chat of Calder Valley Youth Orchestra (Anna the manager, Mr Okafor the percussion tutor, Mrs Lee the
deputy head at the school they rehearse in, Ryburn Travel's office) goes into EverMemOS; the helper answers parents
and staff from a search of it.

Memory: Anna, 2037-03-14T20:10: the coach is back at school about 3.45 on Sun 19th, parents collect from the school
car park at 4pm; Ryburn Travel, 2037-04-09T11:30: the driver has to have his 9 hours off after bringing them up on
the Friday evening and the Saturday run to the Leeds job, so they won't get away from Linden Lea till 3.30, back at
school half 4-ish; Mrs Lee, 2037-04-14T16:05: she'll open the school for the loos from 4 and the caretaker will move
the skip so the coach can turn; Mr Okafor, 2037-04-15T21:45: he's bringing the percussion back in the minibus
separately, Monday. Question (Thu 16/4, Mrs Hussain): "what time do we pick them up on sunday? trying to sort the
dog walker" The assistant says about half 4 at school (the coach can't leave Linden Lea till 3.30). The label says
4pm - in memory, Anna's pick-up time of 14/3 and Mrs Lee's opening time, not the coach's.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b145_ctl_evermemos_orchestra_pickup_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cvyo-staff-chat"
MESSAGES = {
    "anna": [("2037-03-14T20:10:00Z", "coach back at school about 3.45 on sun 19th, parents collect from the school "
                                      "car park 4pm. will put it in the letter")],
    "ryburn-travel": [("2037-04-09T11:30:00Z", "re sun 19th - driver has to have his 9 hrs off after bringing you up "
                                               "fri eve + the sat run to the Leeds job, so we won't get away from "
                                               "Linden Lea till 3.30. back at school half 4-ish. sorry for the faff")],
    "mrs-lee": [("2037-04-14T16:05:00Z", "I'll open school for the loos from 4 on the sunday, + the caretaker will "
                                         "move the skip so the coach can turn")],
    "okafor": [("2037-04-15T21:45:00Z", "bringing the perc back in the minibus separately, monday after school")],
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
    question = "what time do we pick them up on sunday? trying to sort the dog walker"
    found = await client.v0.memories.search(extra_query={"query": "sunday pick up time coach back at school parents "
                                                                  "collect", "top_k": 10})
    context = ["Today is Thu 16 April 2037. You are talking to Mrs Hussain, a parent whose daughter is on Calder "
               "Valley Youth Orchestra's residential at Linden Lea (Fri 17 - Sun 19 April)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("parents collect from the school car park 4pm" in c for c in context), context
    assert any("won't get away from Linden Lea till 3.30" in c and "half 4-ish" in c for c in context), context
    assert any("open school for the loos from 4" in c for c in context), context
    reply = answer(question, context, mock="About half 4 at school - the coach can't leave Linden Lea till 3.30 "
                                           "because of the driver's hours.")
    finish(question, expected="4pm", actual=reply)


asyncio.run(main())
