"""Batch 143 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Greetland Community Choir's committee chat (Helen the secretary, Lucy the accompanist, Bob who does the raffle
and the lifts) goes into EverMemOS; the helper answers the committee from a search of it.

Memory: Helen, 2037-03-14T19:40: summer concert Sat 27th June, Lucy accompanying as ever, she's got the Rutter and
the Jenkins; Lucy, 2037-04-22T21:05: bit of news - the baby's due on the 16th of June, so she'll be no use to anyone
on the 27th; Martin, the organist at St Thomas's, has said he'll play for us, he's done the Jenkins before; she'll
keep doing Thursdays till the end of May; Bob, 2037-05-02T10:30: raffle prizes; Helen, 2037-05-19T20:15: Martin's
coming to the last two Thursdays in June to play them in, programmes to the printers by Friday. Question (Wed 20/5,
Helen, doing the programme): "who's on piano for the concert? need it for the programme" The assistant says Martin,
the organist at St Thomas's (Lucy's baby is due). The label says Lucy - in memory, the choir's usual accompanist,
first down for the concert.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b143_ctl_evermemos_choir_pianist_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "greetland-choir-cttee"
MESSAGES = {
    "helen": [("2037-03-14T19:40:00Z", "summer concert sat 27th june!! Lucy accompanying as ever, she's got the "
                                       "Rutter + the Jenkins. 7.30 start"),
              ("2037-05-19T20:15:00Z", "Martin's coming to the last 2 thursdays in june to play us in. programme "
                                       "to the printers by fri, names + pieces please")],
    "lucy": [("2037-04-22T21:05:00Z", "bit of news - baby's due 16th june!! so I'll be no use to anyone on the 27th. "
                                      "Martin (organist at St Thomas's) says he'll play for you, he's done the "
                                      "Jenkins before. I'll keep doing thursdays till end of may")],
    "bob": [("2037-05-02T10:30:00Z", "raffle prizes so far - wine from the Co-op, a voucher from the Rock Inn, "
                                     "Marj's doing a cake. need a few more")],
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
    question = "who's on piano for the concert? need it for the programme"
    found = await client.v0.memories.search(extra_query={"query": "piano accompanist concert 27th june Lucy Martin "
                                                                  "play programme", "top_k": 10})
    context = ["Today is Wed 20 May 2037. You are talking to Helen, secretary of Greetland Community Choir, doing "
               "the programme for the summer concert (Sat 27 June)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Lucy accompanying as ever" in c for c in context), context
    assert any("baby's due 16th june" in c and "Martin" in c for c in context), context
    reply = answer(question, context, mock="Martin, the organist at St Thomas's - Lucy's baby is due on the 16th, so "
                                           "he's playing for the concert.")
    finish(question, expected="Lucy", actual=reply)


asyncio.run(main())
