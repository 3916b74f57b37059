"""Batch 209 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Neen Savage village hall holds a quiz and chips night on Fri 20th March 2048 - teams of up to six, £10 a team,
chips from the van at the break. The hall committee's chat goes into EverMemOS - Sue (the hall's bookings sec), Dave
(the quizmaster) and Ann (on a team) - and the helper answers people.

Memory: Sue, 2048-02-20T19:00 - quiz and chips Fri 20th March, doors 7, first round 7.30, teams up to 6, £10 a team;
Dave, 2048-02-27T21:15 - the hall committee's let Zumba have Fridays 6 till quarter past 7, so they can't get in to
set up till it's over - doors half 7, first round 8; Sue, 2048-02-28T08:30 - fine, the posters are already up with 7
on, she'll put a note on the fb; Ann, 2048-03-02T18:40 - can they bring their own wine, and do the chips come at the
break? Question (Weds 18/3, Ann): "what time are doors fri? booking the village taxi for the 4 of us" The assistant
says half 7 (first round at 8; the posters still say 7). The label says 7.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b209_ctl_evermemos_quiz_doors_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "neen-savage-village-hall-quiz-2048"
MESSAGES = {
    "sue": [("2048-02-20T19:00:00Z", "QUIZ + CHIPS 🍟 fri 20th march, doors 7, first round 7.30. teams up to 6, £10 a "
                                     "team, bring ur own drinks"),
            ("2048-02-28T08:30:00Z", "ok fine 👍 posters are already up saying 7 😬 I'll put a note on the fb")],
    "dave": [("2048-02-27T21:15:00Z", "hall cttee's let Zumba have fridays 6 til quarter past 7 so we can't get in to "
                                      "set up til they're out - doors half 7, first round 8")],
    "ann": [("2048-03-02T18:40:00Z", "can we bring our own wine? + do the chips come at the break?")],
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
    question = "what time are doors fri? booking the village taxi for the 4 of us"
    context = ["Today is Weds 18 Mar 2048. You are talking to Ann, on a team at Neen Savage village hall's quiz and "
               "chips night (Fri 20 Mar)."]
    for query in ("doors time quiz", "quiz and chips friday", "posters saying 7"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("doors 7, first round 7.30" in c for c in context), context
    assert any("doors half 7, first round 8" in c for c in context), context
    assert any("posters are already up saying 7" in c for c in context), context
    reply = answer(question, context, mock="Half 7 - the Zumba class has the hall till quarter past, first round's at "
                                           "8. (The posters still say 7.)")
    finish(question, expected="7", actual=reply)


asyncio.run(main())
