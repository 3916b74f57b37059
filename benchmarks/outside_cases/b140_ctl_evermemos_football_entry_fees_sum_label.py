"""Batch 140 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the Shelf Juniors tournament committee's group chat (Lou the organiser, Bob the treasurer, Gaz the referee
secretary) goes into EverMemOS; the helper answers the committee from a search of it.

Memory: Lou, 2037-06-02T19:40: entries closed, 24 teams at £25 so £600 in entry fees; Bob, 2037-06-15T20:30: been
through the bank - 23 of the 24 are in, Northowram's U9s never paid, their secretary says the cheque's in the post
(heard that one before), so £575; Gaz: the refs paid £15 each from the float; Bob, 2037-06-22T18:15: still nowt from
Northowram, he'll bring it up at the league meeting. Question (Tue 23/6, Lou, doing the club accounts): "how much
have we had in entry fees? for the club accounts" The assistant says £575 (23 of the 24 teams; Northowram's U9s
still owe £25). The label says £600 - in memory, Lou's sum when entries closed, with every team at £25.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b140_ctl_evermemos_football_entry_fees_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "shelf-juniors-7s-cttee"
MESSAGES = {
    "lou": [("2037-06-02T19:40:00Z", "entries closed!! 24 teams at £25 so £600 in entry fees. programme off to the "
                                     "printers fri"),
            ("2037-06-21T10:05:00Z", "what a day, thanks all. lost property box in the clubhouse - 3 shin pads + a "
                                     "goalie glove")],
    "bob": [("2037-06-15T20:30:00Z", "been thru the bank - 23 of the 24 are in. Northowram's U9s never paid, their "
                                     "sec says the cheque's in the post (heard that one before). so £575"),
            ("2037-06-22T18:15:00Z", "still nowt from Northowram, I'll bring it up at the league mtg thurs")],
    "gaz": [("2037-06-20T17:50:00Z", "refs all paid, £15 each cash out of the float, 6 of us. Jan Cooper wouldnt "
                                     "take hers, put it in the bucket for the new nets")],
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
    question = "how much have we had in entry fees? for the club accounts"
    found = await client.v0.memories.search(extra_query={"query": "entry fees teams £25 paid bank Northowram "
                                                                  "cheque", "top_k": 10})
    context = ["Today is Tue 23 June 2037. You are talking to Lou, who organised the Shelf Juniors summer 7-a-side "
               "tournament (Sat 20 June), doing the club accounts."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("24 teams at £25 so £600" in c for c in context), context
    assert any("23 of the 24 are in" in c and "£575" in c for c in context), context
    assert any("still nowt from Northowram" in c for c in context), context
    reply = answer(question, context, mock="£575 - 23 of the 24 teams have paid their £25; Northowram's U9s still "
                                           "owe theirs.")
    finish(question, expected="£600", actual=reply)


asyncio.run(main())
