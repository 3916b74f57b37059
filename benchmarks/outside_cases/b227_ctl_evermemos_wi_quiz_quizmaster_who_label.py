"""Batch 227 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Brampton Bryan WI's quiz night is Fri 14th October 2050 in the village hall, 7.30 - eight rounds, teams of 6,
chilli half way, scores up on a flipchart. The committee's chat goes into EverMemOS - Kath (who writes the quiz
every year), Pam (the president) and Ann (the treasurer) - and the helper answers the members.

Memory: Kath, 2050-09-05T10:00 - she'll do the questions again this year, all 8 rounds, and be quizmaster on the
night as usual; Pam, 2050-09-19T19:30 - 10 teams so far, she's doing her chilli for supper; Kath,
2050-10-04T11:15 - had her throat op on Monday and her voice is a croak, so she's written all the rounds but Rev Tony's
said he'll read them out on the night, he did the harvest one; Ann, 2050-10-06T20:00 - Ann's doing the scores on the
flipchart, £5 a head on the door. Question (Mon 10/10, Jean, doing the WI newsletter): "who's reading the questions
out fri? want to put it in the newsletter" The assistant says Rev Tony (Kath's written the rounds but her voice has
gone since her op). The label says Kath (the quizmaster as usual, in September).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b227_ctl_evermemos_wi_quiz_quizmaster_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brampton-bryan-wi-quiz-2050"
MESSAGES = {
    "kath": [("2050-09-05T10:00:00Z", "QUIZ 🧠 I'll do the questions again this yr, all 8 rounds, + be quizmaster on "
                                       "the night as usual"),
             ("2050-10-04T11:15:00Z", "had my throat op mon, voice is a croak 🐸 so I've written all the rounds but "
                                       "Rev Tony's said he'll read them out on the night, he did the harvest one")],
    "pam": [("2050-09-19T19:30:00Z", "10 teams so far!! I'm doing my chilli for supper, + a veggie one")],
    "ann": [("2050-10-06T20:00:00Z", "I'll do the scores on the flipchart, £5 a head on the door, float's sorted")],
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
    question = "who's reading the questions out fri? want to put it in the newsletter"
    context = ["Today is Mon 10 October 2050. You are talking to Jean, who does Brampton Bryan WI's newsletter, about "
               "the WI quiz night (Fri 14 October)."]
    for query in ("who is the quizmaster", "reading out the questions", "quiz night rounds"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("be quizmaster on the night as usual" in c for c in context), context
    assert any("Rev Tony's said he'll read them out on the night" in c for c in context), context
    reply = answer(question, context, mock="Rev Tony - Kath's written all the rounds, but her voice has gone since her "
                                           "throat op, so he's reading them out on the night.")
    finish(question, expected="Kath", actual=reply)


asyncio.run(main())
