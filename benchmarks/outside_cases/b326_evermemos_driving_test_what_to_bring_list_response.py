"""Batch 326 (held out). A driving instructor's pupils' group chat: EverMemOS async client (offline stand-in),
asyncio, one root span per message and one for the question; the answer call has the changed test-day checklist in
its context and gives the first one.

App: Sam Whitworth teaches in Huddersfield (Sam's Driving Tuition, a manual Fiesta) and runs a group chat for the
pupils who have their tests coming up; the chat goes into EverMemOS and the helper answers pupils' questions from a
search of it.

Planted fault (ResponseError, ignored sufficient context): the chat has Sam's 2051-01-09T18:00 test-day checklist -
the provisional licence (the photocard), the theory pass certificate, glasses if you drive in them, an hour's warm-up
before; Sam's 2051-02-27T20:30 heads-up - the test centre has stopped asking for the theory certificate, they check
it on the system, don't bother bringing it, but they ARE turning people away if the photocard's out of date or has
the wrong address, so check yours; Jess's 2051-03-02 "passed!!"; and Aaron asking what the warm-up costs (Sam: same
as a normal lesson, £36 an hour). Question (Thu 9/3, Aaron, test Mon 13/3): "what do I need to bring on monday for
my test? don't want to get sent home 😬" -> expected the photocard provisional (in date, right address) and glasses
if he wears them - the theory certificate isn't needed. The model lists the provisional, the theory certificate and
glasses.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first checklist and
Sam's message dropping the theory certificate are both in the context the model was given, and it answered from the
first. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b326_evermemos_driving_test_what_to_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "sams-driving-tuition-test-group"
MESSAGES = [
    ("sam", "2051-01-09T18:00:00Z", "TEST DAY checklist 🚗 - provisional licence (the photocard), ur theory pass "
                                    "certificate, glasses if u drive in them. we'll do an hr warm up b4 so u r nice "
                                    "+ relaxed"),
    ("sam", "2051-02-27T20:30:00Z", "heads up all - the centre's stopped asking for the theory cert, they check it on "
                                    "the system now so don't bother bringing it. BUT they are turning ppl away if the "
                                    "photocard's out of date or the address is wrong, check urs!!"),
    ("jess", "2051-03-02T12:40:00Z", "PASSED!!! 2 minors 🥳🥳 thank u Sam, the reverse park was a fluke lol"),
    ("aaron", "2051-03-05T19:15:00Z", "what's the warm up cost? - Sam: same as a normal lesson, £36 an hr, pay on the "
                                      "day"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> str:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (who, when, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"msg-{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "what do I need to bring on monday for my test? don't want to get sent home 😬"
    with turn_span("question Thu 9/3"):
        context = ["Today is Thu 9 March 2051. You are talking to Aaron, one of Sam's pupils; his driving test is Mon "
                   "13 March."]
        for query in ("test day what to bring", "theory certificate", "licence photocard"):
            found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
            for m in found.result.memories:
                if text_of(m) not in context:
                    context.append(text_of(m))
        assert any("provisional licence (the photocard), ur theory pass certificate" in c for c in context), context
        assert any("stopped asking for the theory cert" in c and "don't bother bringing it" in c
                   for c in context), context
        with fault():
            reply = answer(f"(Aaron) {question}", context,
                           mock="Bring your provisional licence (the photocard), your theory test pass certificate, "
                                "and your glasses if you drive in them.")
    finish(question, expected="the photocard provisional (in date, right address) and glasses if he drives in them - "
                              "no theory certificate, the centre checks it on the system", actual=reply)
    return reply


asyncio.run(main())
