"""Batch 165 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Kirkby Mallard village hall's spring jumble sale (Sat 19th March 2039, 2-4, for the
hall roof fund) goes into EverMemOS - Pam (organiser), Jean (money) and Bob (hall treasurer); the helper answers the
village newsletter and anyone asking from a search of it.

Memory: Jean, 2039-03-19T16:40: jumble money counted up, £412.60 all in, best one for years; Jean,
2039-03-20T10:05: of that the £60 table money goes to the hall committee like always, the rest's for the roof; Pam,
2039-03-20T11:30: leftover clothes bagged for the Sally Army, books to the hospice shop, thanks all; Bob,
2039-03-22T12:15 (22.3.): paid the roof bit in at the post office, receipt in the tin. Question (Weds 23/3, the
newsletter): "how much did the jumble sale raise for the roof fund? for the april newsletter" The assistant says
£352.60 - £412.60 taken, less the £60 table money that goes to the hall committee. The label says £412.60 - the
day's takings before the table money.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b165_ctl_evermemos_jumblesale_roof_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kirkby-mallard-jumble-2039"
MESSAGES = {
    "jean": [("2039-03-19T16:40:00Z", "jumble money counted up - £412.60 all in!! best one for yrs"),
             ("2039-03-20T10:05:00Z", "of that the £60 table money goes to the hall committee like always, rest's "
                                      "for the roof")],
    "pam": [("2039-03-20T11:30:00Z", "leftover clothes bagged for the Sally Army, books to the hospice shop. "
                                     "thanks all xx")],
    "bob": [("2039-03-22T12:15:00Z", "22.3. paid the roof bit in at the post office, receipt's in the tin")],
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
    question = "how much did the jumble sale raise for the roof fund? for the april newsletter"
    found = await client.v0.memories.search(extra_query={"query": "jumble money counted raised roof table money",
                                                         "top_k": 10})
    context = ["Today is Weds 23 March 2039. You are talking to the editor of the Kirkby Mallard newsletter about the "
               "village hall jumble sale (Sat 19 March)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("£412.60 all in" in c for c in context), context
    assert any("£60 table money goes to the hall committee" in c for c in context), context
    reply = answer(question, context, mock="£352.60 - £412.60 was taken on the day, less the £60 table money that "
                                           "goes to the hall committee.")
    finish(question, expected="£412.60", actual=reply)


asyncio.run(main())
