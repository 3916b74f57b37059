"""Batch 102 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the North Herts mobile library van team's group chat goes into EverMemOS (``v0.memories.add`` per message,
one group); the van's helper answers villagers who ring or message.

Memory: the spring timetable has Therfield on the 2nd Wednesday of the month, 11-12 by the green; Sue at Kings
Garage can only fit the van in for its MOT on Wed 11/3, all day, and the old one runs out on the 14th; Carol rang
Therfield's clerk, they'll do Therfield Thu 12/3 same time, 11 till 12, the clerk's putting it in the parish mag;
Reed are happy with Thursday too. Question (Mon 9/3, Mrs Ellis at Therfield): "what day is the library van in
therfield this week? ive a book to bring back" The assistant says Thursday the 12th, 11 till 12. The label says
Wednesday the 11th, the second Wednesday as always.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b102_ctl_evermemos_libraryvan_therfield_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "nh-mobile-library-team"
MESSAGES = [
    ("2037-02-20T09:15:00Z", "carol", "spring timetable final: Therfield 2nd weds of the month 11-12 by the green, "
                                      "Reed same day 1.30-2.15"),
    ("2037-02-26T16:40:00Z", "mike", "van MOT - Sue at Kings Garage can only fit us in weds 11/3, all day. old one "
                                     "runs out on the 14th so we cant wait"),
    ("2037-02-27T10:05:00Z", "carol", "rang Therfield clerk - we'll do them thurs 12/3 same time, 11 till 12, she's "
                                      "putting it in the parish mag. Reed happy w thurs too, 1.30"),
    ("2037-03-02T13:20:00Z", "carol", "Mrs Ellis (Therfield) wants the new Richard Osman on reserve"),
    ("2037-03-04T11:00:00Z", "mike", "new barcode scanner runs off the van battery now, no more extension lead"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "what day is the library van in therfield this week? ive a book to bring back"
    found = await client.v0.memories.search(extra_query={"query": "Therfield van day timetable MOT garage clerk "
                                                                  "wednesday thursday", "top_k": 10})
    context = ["Today is Mon 9 March 2037. You are talking to Mrs Ellis, who lives in Therfield."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Therfield 2nd weds of the month 11-12" in c for c in context), context
    assert any("can only fit us in weds 11/3" in c for c in context), context
    assert any("we'll do them thurs 12/3 same time" in c for c in context), context
    reply = answer(question, context, mock="Thursday the 12th, 11 till 12 by the green - the van's at the garage "
                                           "for its MOT on the Wednesday.")
    finish(question, expected="Wednesday 11th - second Wednesday of the month, as always", actual=reply)


asyncio.run(main())
