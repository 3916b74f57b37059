"""Batch 391 (held out). A Baptist church's homecoming: EverMemOS async client (offline stand-in), asyncio - each
member's messages written by their own task (gathered), then the question's search; the answer call has the
Ladies' Aid's change in its context and answers from the older post.

App: Bear Fork Baptist Church hold homecoming on Sun 10/15/2051 - preaching at 10:30, dinner on the grounds after,
gospel singing in the afternoon. The church's group chat goes into EverMemOS - Sister Glenda Mullins (homecoming
chair), Imogene Persinger (Ladies' Aid secretary) and Pastor Clyde Bragg - and the helper answers members'
questions.

Planted fault (ResponseError, ignored sufficient context): Glenda, 2051-08-20T19:00 - homecoming Sun 10/15, bring a
covered dish and your own plates and silverware like always, the church ain't got enough to go around; Imogene,
2051-09-17T20:15 - the Ladies' Aid voted tonight to buy paper plates, cups, napkins and plastic forks out of the
bake sale money so nobody has to haul their own, just bring your dish and a serving spoon; Pastor Clyde,
2051-09-24T13:00 - the Calloway Family singing at 1:30p; Glenda, 2051-10-01T18:30 - tables Saturday 10/14 at 9a.
Question (Wed 10/11, Sister Nell Cogar): "do I need to bring my own plates + forks to homecoming? or just my dish"
-> expected no - the Ladies' Aid bought the paper goods; just the dish and a serving spoon. The model says yes,
bring your own plates and silverware like always.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both Glenda's "like always" and the Ladies' Aid's vote that came after it, and the model answered
from the first. Asserted: the context has both posts.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b391_evermemos_church_homecoming_plates_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bear-fork-baptist-homecoming-2051"
MESSAGES = {
    "glenda": [("2051-08-20T19:00:00Z", "HOMECOMING Sun 10/15 🙏 preaching 10:30, dinner on the grounds after. bring "
                                        "a covered dish + your own plates & silverware like always, we ain't got "
                                        "enough to go around"),
               ("2051-10-01T18:30:00Z", "men setting up tables Sat 10/14 9a, if it's raining we'll go in the "
                                        "basement. holler if you can help")],
    "imogene": [("2051-09-17T20:15:00Z", "Ladies' Aid voted tonight to buy paper plates, cups, napkins + plastic "
                                         "forks out of the bake sale money so nobody has to haul their own 😊 just "
                                         "bring your dish + a serving spoon")],
    "pastor": [("2051-09-24T13:00:00Z", "the Calloway Family will be singing at 1:30p at homecoming, come hungry "
                                        "and stay for the singing, Lord willing")],
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
    question = "do I need to bring my own plates + forks to homecoming? or just my dish"
    context = ["Today is Wed 10/11/2051. You are talking to Sister Nell Cogar, a member of Bear Fork Baptist Church "
               "(homecoming Sun 10/15)."]
    for query in ("plates and silverware for homecoming", "what to bring to dinner on the grounds",
                  "Ladies' Aid paper plates"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("your own plates & silverware like always" in c for c in context), context
    assert any("buy paper plates, cups, napkins + plastic forks" in c and "just bring your dish" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes ma'am - bring your own plates and silverware like always, along "
                                               "with your covered dish.")
    finish(question, expected="no - the Ladies' Aid bought paper plates and forks; just bring your dish and a serving "
                              "spoon", actual=reply)


asyncio.run(main())
