"""Batch 259 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's backstage messages written by their own task (gathered), then the question's search.

App: St Michael's Players put on Jack and the Beanstalk at the church hall, Weds 28th to Sat 31st Jan 2054 - a cast
of 18 adults and 14 juniors (the villagers and the beanstalk dancers), a dress rehearsal on Tue 27th at 7, a
raffle. The backstage chat goes into EverMemOS - Helen (the director), Bev (the stage manager) and Tracy (the
juniors' chaperone lead) - and the helper answers the company's questions.

Memory: Helen, 2053-12-04T20:30 - read-through done, juniors get changed in the Scout hut next door, it's got the
mirrors and the loos; Bev, 2054-01-10T11:00 - get-in Sun 25th from 10, flats from the garage; Tracy,
2054-01-19T21:45 - the Scout hut boiler's packed in and it's freezing in there, so the kids are changing in the
church vestry for the whole run, Rev Jane's fine as long as nobody touches the communion wine; Helen,
2054-01-22T19:10 - photos at the dress, full make-up. Question (Mon 26/1, Angela, a new chaperone): "where are the
kids getting changed for the dress tomorrow? first time chaperoning, dont want to go to the wrong place" The
assistant says the church vestry (the Scout hut's too cold with its boiler gone). The label says the Scout hut next
door.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b259_ctl_evermemos_panto_kids_changing_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-michaels-players-jack-2054"
MESSAGES = {
    "helen": [("2053-12-04T20:30:00Z", "read-through done 🎭 well done all! juniors get changed in the Scout hut next "
                                       "door, it's got the mirrors + its own loos. adults in the back room"),
              ("2054-01-22T19:10:00Z", "photos at the dress on tues, FULL make-up pls, Gary's bringing his big "
                                       "camera")],
    "bev": [("2054-01-10T11:00:00Z", "get in sun 25th from 10, flats are in Ken's garage, need 4 strong bodies + a "
                                     "van")],
    "tracy": [("2054-01-19T21:45:00Z", "the Scout hut boiler's packed in 🥶 it's freezing in there, so the kids are "
                                       "changing in the church vestry for the whole run. Rev Jane's fine as long as "
                                       "nobody touches the communion wine 😂")],
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
    question = ("where are the kids getting changed for the dress tomorrow? first time chaperoning, dont want to go "
                "to the wrong place")
    context = ["Today is Mon 26 January 2054. You are talking to Angela, a new chaperone for the juniors in St "
               "Michael's Players' Jack and the Beanstalk (dress rehearsal Tue 27 Jan)."]
    for query in ("where the juniors change", "kids changing room", "Scout hut"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("juniors get changed in the Scout hut next door" in c for c in context), context
    assert any("boiler's packed in" in c and "changing in the church vestry" in c for c in context), context
    reply = answer(question, context, mock="In the church vestry - the Scout hut's boiler has packed in, so the kids "
                                           "are changing in the vestry for the whole run.")
    finish(question, expected="the Scout hut next door", actual=reply)


asyncio.run(main())
