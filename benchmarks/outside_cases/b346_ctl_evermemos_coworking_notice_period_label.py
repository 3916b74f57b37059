"""Batch 346 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Loomhouse Co-working run a members' channel; the messages go into EverMemOS and the members' helper answers
from it. Priti Shah (Community Manager) answers questions on the Membership Terms v3.1; members Hannah Lowe (Private
Office 3) and Kofi Mensah (Flex 8) post in it.

Memory: Hannah, 2051-04-28T17:20 - asks what notice she must give to move out of Private Office 3; Priti,
2051-05-03T10:00 - "Hannah - under clause 11.2 Private Office and Resident Desk memberships need three months'
written notice, ending on the last day of a calendar month"; Kofi, 2051-05-10T08:45 - he's on Flex 8 since February,
checks his Meeting Room Credits; Priti, 2051-05-10T09:30 - yes, 4 hours a month on Flex 8, no roll-over (cl. 6.4);
Priti, 2051-05-15T12:00 - all members: Membership Terms v3.1 cl. 11.1, Flex memberships may be terminated on one
calendar month's written notice via the app; cl. 11.2, three months for Private Office and Resident Desk. Question
(Mon 12 June 2051, Kofi): "what notice do I have to give to leave? moving to Lisbon end of August" The assistant
says one calendar month, through the app (he's on Flex 8, cl. 11.1). The label says three months - Hannah's notice
period for her private office, not Kofi's.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b346_ctl_evermemos_coworking_notice_period_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "loomhouse-members-channel"
MESSAGES = {
    "hannah": [("2051-04-28T17:20:00Z", "Hi Priti - we might be moving the team out of Private Office 3 in the "
                                        "autumn, what notice do I have to give under the terms?")],
    "kofi": [("2051-05-10T08:45:00Z", "morning! I'm on Flex 8 since Feb (hot desk, 8 days/mo) - are my meeting room "
                                      "credits 4 hrs a month?")],
    "priti": [("2051-05-03T10:00:00Z", "Hannah - under clause 11.2 of the Membership Terms (v3.1), Private Office "
                                       "and Resident Desk memberships need three months' written notice, ending on "
                                       "the last day of a calendar month. Email me and I'll confirm the end date."),
              ("2051-05-10T09:30:00Z", "Kofi - yes, 4 hours a month on Flex 8, no roll-over (cl. 6.4)"),
              ("2051-05-15T12:00:00Z", "All members - reminder, Membership Terms v3.1: cl. 11.1 Flex memberships may "
                                       "be terminated on one calendar month's written notice via the app; cl. 11.2 "
                                       "three months for Private Office and Resident Desk.")],
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
    question = "what notice do I have to give to leave? moving to Lisbon end of August"
    context = ["Today is Mon 12 June 2051. You are talking to Kofi Mensah, a Loomhouse Co-working member."]
    for query in ("notice period to leave", "terminate membership notice", "Kofi Flex 8 plan"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Private Office and Resident Desk memberships need three months' written notice" in c
               for c in context), context
    assert any("I'm on Flex 8 since Feb" in c for c in context), context
    assert any("cl. 11.1 Flex memberships may be terminated on one calendar month's written notice" in c
               for c in context), context
    reply = answer(question, context, mock="One calendar month's written notice, given through the app - you're on "
                                           "Flex 8, so cl. 11.1 applies (the three months is for private offices "
                                           "and resident desks).")
    finish(question, expected="three months' written notice", actual=reply)


asyncio.run(main())
