"""Batch 243 (held out). A community choir's carol concert: EverMemOS async client (offline stand-in), asyncio -
each member's messages written by their own task (gathered), then the question's searches; the answer call has the
changed running order in its context and gives the first one.

App: Mytholmroyd Community Choir give their carol concert on Sat 16th Dec 2051 at St Michael's - two halves,
carols, readings, a couple of solos, mince pies in the interval and a collection at the end. The choir's chat goes
into EverMemOS - Gill (the musical director), Carol (the secretary) and Ian (a tenor) - and the helper answers
members' questions.

Planted fault (ResponseError, ignored sufficient context): the chat has Gill's 2051-10-30T20:00 running order for
the second half - Ding Dong Merrily, In the Bleak Midwinter (Sue's solo, v2), Carol of the Bells, Hark the Herald
with the audience; Carol's 2051-11-09T21:30 message about the collection and the mince pies; Gill's Thurs 30th Nov
message - a change to the 2nd half: Carol of the Bells isn't ready, it's dropped (sorry altos), Gaudete instead, and
Bleak Midwinter moves to the 1st half so Sue isn't sat waiting all night; and Ian's 2051-12-02T10:15 message about
the folders. Question (Thurs 14/12, Ian): "what's in the 2nd half now? printing my running order for the folder" ->
expected Ding Dong Merrily, Gaudete, Hark the Herald. The model lists Ding Dong Merrily, In the Bleak Midwinter,
Carol of the Bells and Hark the Herald.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first running order
and Gill's change are both in the context the model was given, and it answered from the first. Asserted: the context
has both the first running order and the Thurs 30th Nov change.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b243_evermemos_carol_concert_second_half_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mytholmroyd-choir-carols-2051"
MESSAGES = {
    "gill": [("2051-10-30T20:00:00Z", "CAROL CONCERT running order 2nd half 🎶 Ding Dong Merrily, In the Bleak "
                                      "Midwinter (Sue's solo v2), Carol of the Bells, Hark the Herald w/ the "
                                      "audience. 1st half to follow"),
             ("2051-11-30T21:40:00Z", "Thurs 30th Nov - change to the 2nd half!! Carol of the Bells isn't ready, "
                                      "we're dropping it (sorry altos 😬), Gaudete instead. + Bleak Midwinter moves "
                                      "to the 1st half so Sue isn't sat waiting about all night")],
    "carol": [("2051-11-09T21:30:00Z", "collection at the end for the food bank, buckets at the door. mince pies + "
                                       "mulled wine in the interval, Jean's bringing the urn")],
    "ian": [("2051-12-02T10:15:00Z", "anyone else's folder falling apart? I've got spare black ones £2, bring ur "
                                     "running order printed + in the front pocket")],
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
    question = "what's in the 2nd half now? printing my running order for the folder"
    context = ["Today is Thurs 14 December 2051. You are talking to Ian, a tenor in Mytholmroyd Community Choir "
               "(carol concert Sat 16 Dec)."]
    for query in ("2nd half running order", "carols in the second half", "change to the programme"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Ding Dong Merrily, In the Bleak Midwinter" in c and "Carol of the Bells" in c for c in context), \
        context
    assert any("we're dropping it" in c and "Gaudete instead" in c and "moves to the 1st half" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="2nd half: Ding Dong Merrily, In the Bleak Midwinter (Sue's solo), "
                                               "Carol of the Bells, then Hark the Herald with the audience.")
    finish(question, expected="Ding Dong Merrily, Gaudete, Hark the Herald (with the audience) - Carol of the Bells "
                              "is dropped and Bleak Midwinter's moved to the 1st half", actual=reply)


asyncio.run(main())
