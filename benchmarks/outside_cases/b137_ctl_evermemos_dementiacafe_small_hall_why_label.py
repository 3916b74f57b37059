"""Batch 137 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: the Forget-me-not cafe's volunteers' group chat (Brenda, Jo, Priya) goes into EverMemOS; the helper answers
the volunteers from a search of it.

Memory: Brenda, 2037-03-02: we're in the small hall all March, main hall's being painted I think; Jo, 2037-03-05,
after the session: had a word with the vicar - no painting till the summer - the Slimming World lot have the main
hall Thursday mornings now, he'd booked them in on top of us, so we're in the small hall till the end of the month
and back in the main hall in April; Priya: the singing and the biscuits. Question (Thu 12/3, Priya, new): "why are we
in the small hall this month? one of the carers asked and I didnt know" The assistant says the vicar booked Slimming
World into the main hall on Thursday mornings on top of the cafe (there's no painting till the summer), so it's the
small hall till the end of March. The label says the main hall's being painted - in memory, what Brenda thought,
before Jo spoke to the vicar.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b137_ctl_evermemos_dementiacafe_small_hall_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "forget-me-not-volunteers"
MESSAGES = {
    "brenda": [("2037-03-02T18:05:00Z", "we're in the small hall all march ladies, main hall's being painted I think. "
                                        "bit of a squeeze but we'll manage")],
    "jo": [("2037-03-05T12:40:00Z", "had a word w the vicar after - no painting till the summer! it's the Slimming "
                                    "World lot, they've got the main hall thurs mornings now, he'd booked them in on "
                                    "top of us. so small hall till the end of the month, back in the main hall in "
                                    "april")],
    "priya": [("2037-03-04T21:10:00Z", "can we do the singing first this wk, Mr Ahmed gets tired after 11"),
              ("2037-03-06T09:00:00Z", "got the biscuits - custard creams + bourbons, no nuts")],
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
    question = "why are we in the small hall this month? one of the carers asked and I didnt know"
    found = await client.v0.memories.search(extra_query={"query": "why small hall main hall march painted vicar",
                                                         "top_k": 10})
    context = ["Today is Thu 12 March 2037. You are talking to Priya, a new volunteer at the Forget-me-not cafe."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("main hall's being painted I think" in c for c in context), context
    assert any("no painting till the summer" in c and "Slimming World" in c for c in context), context
    reply = answer(question, context, mock="The vicar booked the Slimming World group into the main hall on Thursday "
                                           "mornings on top of us - there's no painting till the summer - so we're "
                                           "in the small hall till the end of March, back in the main hall in April.")
    finish(question, expected="the main hall's being painted", actual=reply)


asyncio.run(main())
