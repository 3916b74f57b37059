"""Batch 252 (held out). A home-education co-op's timetable: EverMemOS async client (offline stand-in), asyncio
(each organiser's messages written by their own task, gathered); the answer call has the new forest school price in
its context and works the sum from the old one.

App: Hebden Home Learners meet on Thursdays in the autumn term 2051 - science and French at the Birchcliffe Centre in
the morning, forest school in the woods in the afternoon with Mike. The organisers' group chat goes into EverMemOS -
Lisa (the coordinator), Mike (forest school) and Amir (the treasurer) - and the helper answers parents' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Mike's 2051-09-02T19:00 message - forest
school is £5 a child a session this term, it covers the fire kit and the hot chocolate, pay Amir; Lisa's
2051-09-05T09:30 message - wellies and waterproofs every week; Amir's 2051-10-28T20:15 message - the Community
Foundation grant came through, so forest school's £2 a child a session from after half term till Easter, the grant
covers the rest; and Lisa's 2051-10-30T18:00 message - seven forest school sessions after half term, 6th Nov to 18th
Dec. Question (Weds 5/11, Kate, two children): "how much do I owe Amir for forest school for the rest of term? both
mine are going every wk" -> expected £28 (7 sessions x £2 x 2 children). The model says £70 (7 x £5 x 2).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the £2 a session from after half term and the seven sessions, and the model used the £5. Asserted: the
context has the £5 line, the £2 grant line and the seven sessions line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b252_evermemos_home_ed_forest_school_cost_how_much_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hebden-home-learners-2051"
MESSAGES = {
    "mike": [("2051-09-02T19:00:00Z", "forest school's £5 a child a session this term 🌲 covers the fire kit + hot "
                                      "choc. pay Amir not me pls")],
    "lisa": [("2051-09-05T09:30:00Z", "wellies + waterproofs EVERY wk for the afternoon, even if it looks nice at 9am "
                                      "😂"),
             ("2051-10-30T18:00:00Z", "after half term - 7 forest school sessions, 6th nov to 18th dec, last one's "
                                      "the fire + marshmallows 🔥")],
    "amir": [("2051-10-28T20:15:00Z", "the Community Foundation grant came through!! 🎉 so forest school's £2 a child a "
                                      "session from after half term till easter, the grant covers the rest")],
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
    question = "how much do I owe Amir for forest school for the rest of term? both mine are going every wk"
    context = ["Today is Weds 5 November 2051. You are talking to Kate, a parent in Hebden Home Learners (two "
               "children, Eli and Rosa)."]
    for query in ("forest school cost", "how many forest school sessions", "grant forest school price"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£5 a child a session this term" in c for c in context), context
    assert any("forest school's £2 a child a session from after half term" in c for c in context), context
    assert any("7 forest school sessions, 6th nov to 18th dec" in c for c in context), context
    with fault():
        reply = answer(f"(Kate) {question}", context,
                       mock="£70 - that's 7 sessions at £5 a child, for both of them.")
    finish(question, expected="£28 - 7 sessions x £2 a child (the grant's brought it down from £5) x 2", actual=reply)


asyncio.run(main())
