"""Batch 236 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Sowerby Cricket Club hold their quiz night on Fri 2nd Dec 2050 in the clubhouse - teams of up to six, eight
rounds and a picture round, a curry from the Balti House, a raffle. The organisers' chat goes into EverMemOS - Raj
(the club captain, running it), Phil (the quizmaster) and Mandy (sorting the food) - and the helper answers members'
questions.

Memory: Raj, 2050-10-20T19:00 - quiz night Fri 2nd Dec, 7.30 for 8, curry at the half-way break, about 9; Phil,
2050-11-08T21:15 - 8 rounds plus the picture round, no phones; Mandy, 2050-11-23T18:40 - she's spoken to the Balti
House, they're flat out on a Friday so the only time the van can get to us is quarter past 8, so we'll eat after
round 3 and Phil can do the picture round while everyone's eating; Raj, 2050-11-28T20:00 - 13 teams, tables out
Thursday. Question (Weds 30/11, Kath): "what time's the curry? I'm coming straight from work, wondering if I need
to eat first" The assistant says about 8.15, after round 3 (with the picture round while people eat), so no need to
eat first. The label says about 9, at the half-way break.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b236_ctl_evermemos_cricket_quiz_curry_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-cc-quiz-night-2050"
MESSAGES = {
    "raj": [("2050-10-20T19:00:00Z", "QUIZ NITE 🏏 fri 2nd dec clubhouse 7.30 for 8, teams up to 6, £3 a head. curry "
                                     "at the half way break, about 9"),
            ("2050-11-28T20:00:00Z", "13 teams in 💪 tables out thurs after nets, need 3 volunteers")],
    "phil": [("2050-11-08T21:15:00Z", "8 rounds + the picture round, no phones!! answers on the sheets, I'm marking "
                                      "at the bar")],
    "mandy": [("2050-11-23T18:40:00Z", "spoke to the Balti House - they're flat out on a fri so the only time the van "
                                       "can get to us is quarter past 8 🙄 so we'll eat after round 3 + Phil can do "
                                       "the picture round while everyone's eating")],
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
    question = "what time's the curry? I'm coming straight from work, wondering if I need to eat first"
    context = ["Today is Weds 30 November 2050. You are talking to Kath, who's in a team at Sowerby Cricket Club's "
               "quiz night (Fri 2 Dec)."]
    for query in ("curry time", "when do we eat at the quiz", "Balti House van"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("curry at the half way break, about 9" in c for c in context), context
    assert any("quarter past 8" in c and "eat after round 3" in c for c in context), context
    reply = answer(question, context, mock="About 8.15 - the Balti House van can only get there then, so you'll eat "
                                           "after round 3, during the picture round. No need to eat first.")
    finish(question, expected="about 9, at the half-way break", actual=reply)


asyncio.run(main())
