"""Batch 300 (held out). A drama school for kids: EverMemOS async client (offline stand-in), asyncio - each sender's
messages written by their own task (gathered), then the question's searches; the answer call has the audition
change in its context and answers from the first message.

App: Calder Young Players (Saturday drama for 6 to 14 year olds, at St Mary's in Elland) are doing Oliver Jr in the
spring of 2053, with auditions on Sat 25th January. The parents' group chat goes into EverMemOS - Miss Carys (the
director), Dawn (the parent rep) and Mr Hughes (who runs the hall) - and the parents' helper answers questions.

Planted fault (ResponseError, ignored sufficient context): Miss Carys, 2053-01-09T18:30 - auditions Sat 25th Jan,
everyone sings 16 bars of any song, no lines to learn, come as you are; Dawn, 2053-01-14T20:05 - the costume swap
rail; Miss Carys, 2053-01-16T19:10 - update on auditions: if you're Year 5 or up and want a speaking part (Fagin,
Nancy, Dodger, Oliver, Mr Bumble) please learn the short speech on the sheet in the book bags as well as your song;
the little ones and the chorus still just the song; Mr Hughes, 2053-01-20T12:00 - the big hall, parents wait in the
café. Question (Thu 23/1, Nicola, mum of Maisie who's in Year 6): "does Maisie need to learn any lines for sat?
she's set her heart on Nancy 🙈" -> expected yes - the short speech on the sheet in her book bag, as well as her 16
bars. The model says no, just 16 bars of a song.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has both Miss Carys's first message and her update saying Year 5 and up going for a speaking part (Nancy is
named) learn the speech, and the model answered from the first one. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b300_evermemos_drama_school_audition_lines_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-young-players-parents"
MESSAGES = {
    "miss-carys": [
        ("2053-01-09T18:30:00Z", "AUDITIONS for Oliver Jr 🎩 sat 25th jan in class time. everyone sings 16 bars of any "
                                 "song they like, no lines to learn, just come as u are!! parts out by half term"),
        ("2053-01-16T19:10:00Z", "update on auditions - if ur yr 5 or up + want a speaking part (Fagin, Nancy, "
                                 "Dodger, Oliver, Mr Bumble) pls learn the short speech on the sheet in the book bags "
                                 "as well as ur song. little ones + chorus it's still just the song 😊"),
    ],
    "dawn": [("2053-01-14T20:05:00Z", "costume swap rail at the back of the hall from sat, bring anything "
                                      "Victorian-ish, waistcoats, shawls, flat caps. labels pls!!")],
    "mr-hughes": [("2053-01-20T12:00:00Z", "auditions are in the big hall on the 25th, parents wait in the café pls, "
                                           "not in the corridor")],
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
    question = "does Maisie need to learn any lines for sat? she's set her heart on Nancy 🙈"
    context = ["Today is Thu 23 January 2053. You are talking to Nicola, whose daughter Maisie (Year 6) is at Calder "
               "Young Players (Oliver Jr auditions Sat 25 Jan)."]
    for query in ("audition lines to learn", "what do they do at the audition", "speaking part Nancy"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("no lines to learn" in c for c in context), context
    assert any("want a speaking part (Fagin, Nancy" in c and "learn the short speech" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="No - everyone just sings 16 bars of any song they like, there are no "
                                               "lines to learn. She can come as she is.")
    finish(question, expected="yes - she's Year 6 going for Nancy, so the short speech on the sheet in her book bag "
                              "as well as her song", actual=reply)


asyncio.run(main())
