"""Batch 248 (held out). A men's shed woodworking group: EverMemOS async client (offline stand-in), asyncio - each
member's messages written by their own task (gathered), then the question's search; the answer call has the
one-off closure in its context and gives the usual hours.

App: Todmorden Men's Shed meet in a room at the community centre - Tuesdays and Thursdays 10 till 3, Saturday
mornings too - making bird boxes, planters and benches and mending things for people. The shed's group chat goes
into EverMemOS: Ray (the chairman), Geoff (who looks after the machines) and Phil. The helper answers members'
questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Ray's 2050-04-11T10:00 message - shed
hours from now on Tues and Thurs 10-3, Sat mornings 9-12; Ray's 2050-04-26T14:30 message - Thu 5th May no session,
the community centre's a polling station for the local elections, so they'll open Fri 6th instead, 10-2; Geoff's
2050-04-28 message about the new bandsaw blade and the Beavers' bird box kits; Phil's 2050-05-02 message about
oak offcuts. Question (Tue 3/5, Norman): "what time's the shed open thursday? bringing my grandson Alfie to see the
lathe 👍" -> expected it isn't, Thursday 5th it's shut (polling station) - Friday 6th 10-2 instead. The model says
Thursday 10 till 3 as usual.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the memories the model
was given say there's no session on Thursday the 5th and when to come instead, and it gave the usual hours.
Asserted: the context has the usual hours and the polling-station message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b248_evermemos_mens_shed_thursday_session_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "todmorden-mens-shed"
MESSAGES = {
    "ray": [("2050-04-11T10:00:00Z", "shed hours from now on - tues + thurs 10-3, sat mornings 9-12 for the younger "
                                     "retired lot 😂 kettle's always on, bring ur own mug"),
            ("2050-04-26T14:30:00Z", "Thu 5th May NO session, the community centre's a polling station for the "
                                     "local elections. we'll open fri 6th instead 10-2, same deal. vote Ray 😂")],
    "geoff": [("2050-04-28T19:00:00Z", "new bandsaw blade's on, dont force it lads. the bird box kits for the "
                                       "Beavers are all cut, 20 of them, in the crate under the window")],
    "phil": [("2050-05-02T11:20:00Z", "anyone want the oak offcuts from the bench job? free to a good home, "
                                      "otherwise they're going on my woodburner")],
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
    question = "what time's the shed open thursday? bringing my grandson Alfie to see the lathe 👍"
    context = ["Today is Tue 3 May 2050. You are talking to Norman, a member of Todmorden Men's Shed."]
    for query in ("shed opening hours thursday", "session times", "no session this week"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("tues + thurs 10-3" in c for c in context), context
    assert any("Thu 5th May NO session" in c and "open fri 6th instead 10-2" in c for c in context), context
    with fault():
        reply = answer(f"(Norman) {question}", context,
                       mock="Thursday 10 till 3 as usual, Norman - bring Alfie along, the kettle's always on.")
    finish(question, expected="it's shut this Thursday (the 5th) - the community centre's a polling station; "
                              "open Friday 6th 10-2 instead", actual=reply)


asyncio.run(main())
