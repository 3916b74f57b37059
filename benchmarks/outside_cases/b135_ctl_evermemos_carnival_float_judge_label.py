"""Batch 135 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the Thornby carnival committee's group chat (Sharon the secretary, Derek the chair, Ian who does the programme)
goes into EverMemOS; the helper answers the committee from a search of it.

Memory: Sharon, 2037-05-02: the mayor, Cllr Patel, said yes to opening the carnival and judging the floats, 2pm at
the rec; Derek, 2037-06-19: the mayor's office rang - he's in Portugal that week for his daughter's wedding, so
they're sending the deputy, Cllr Hughes, and she's happy to judge the floats as well, she used to do the Brownies'
float; Ian on the programme's print deadline and the ads. Question (Mon 22/6, Ian): "who's judging the floats? need
a name for the programme by weds" The assistant says Cllr Hughes, the deputy mayor (the mayor's away at his
daughter's wedding). The label says Cllr Patel, the mayor - in memory, who said yes in May.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b135_ctl_evermemos_carnival_float_judge_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "thornby-carnival-committee"
MESSAGES = {
    "sharon": [("2037-05-02T19:40:00Z", "great news, the mayor (Cllr Patel) has said yes to opening the carnival "
                                        "AND judging the floats, 2pm at the rec. I'll send him the route")],
    "derek": [("2037-06-19T11:15:00Z", "mayor's office rang - he's in Portugal that week for his daughter's wedding, "
                                       "so they're sending the deputy, Cllr Hughes. she's happy to judge the floats "
                                       "too, she used to do the Brownies' float years ago"),
              ("2037-06-20T09:05:00Z", "first aid sorted, St John's 12-6, they want a gazebo by the gate")],
    "ian": [("2037-06-15T20:30:00Z", "programme to the printer weds 24th, 500 copies, 8 ads sold so far (£15 a "
                                     "quarter page). still need the judges + the running order"),
            ("2037-06-18T21:00:00Z", "running order - procession 1.30, judging 2, dog show 3, tug of war 4.30")],
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
    question = "who's judging the floats? need a name for the programme by weds"
    found = await client.v0.memories.search(extra_query={"query": "judging the floats mayor deputy Cllr",
                                                         "top_k": 10})
    context = ["Today is Mon 22 June 2037. You are talking to Ian, who does the programme for the Thornby carnival "
               "committee."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("the mayor (Cllr Patel) has said yes" in c for c in context), context
    assert any("sending the deputy, Cllr Hughes" in c and "happy to judge the floats" in c for c in context), context
    reply = answer(question, context, mock="Cllr Hughes, the deputy mayor - Cllr Patel's away in Portugal for his "
                                           "daughter's wedding that week.")
    finish(question, expected="Cllr Patel, the mayor", actual=reply)


asyncio.run(main())
