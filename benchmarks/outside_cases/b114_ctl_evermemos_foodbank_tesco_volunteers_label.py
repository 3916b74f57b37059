"""Batch 114 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Eastfield Food Bank's volunteers' group chat goes into EverMemOS; the helper answers volunteers from a search
of it.

Memory: Sandra's sign-up for the Tesco collection on Sat 28th lists 8 (her, Gaz, Mo, Lorraine, Priya, Bev, Tom and
Ruth); Gaz then tested positive and "won't be out by sat"; Mo's at his sister's in Bolton that weekend, "totally
forgot"; Kath, new, offers to do the morning "if you're short", and Sandra says yes please. Question (Fri 27/11,
Tom): "how many of us are doing the tesco collection tmrw?" The assistant says 7. The label says 8 - the sign-up
count, in memory, but not who's actually coming.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b114_ctl_evermemos_foodbank_tesco_volunteers_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "eastfield-volunteers"
MESSAGES = [
    ("2037-11-16T19:02:00Z", "sandra", "tesco collection sat 28th 10-4, 8 signed up so far: me, Gaz, Mo, Lorraine, "
                                       "Priya, Bev, Tom + Ruth. 2 shifts, 10-1 and 1-4, sort it between you"),
    ("2037-11-24T08:15:00Z", "gaz", "bad news - tested positive this morning, feel rough as anything, won't be out "
                                    "by sat sorry all"),
    ("2037-11-24T12:40:00Z", "mo", "sandra I'm at my sister's in Bolton that wknd, totally forgot about tesco, so "
                                   "sorry"),
    ("2037-11-24T18:05:00Z", "kath", "I can do the morning if you're short? never done one but happy to stand "
                                     "with a bucket lol"),
    ("2037-11-24T18:20:00Z", "sandra", "ur a star Kath yes pls, 10 at the tesco front doors"),
    ("2037-11-25T09:30:00Z", "priya", "will bring the trolley + the big banner, someone grab the buckets from the "
                                      "back room"),
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
    question = "how many of us are doing the tesco collection tmrw?"
    found = await client.v0.memories.search(extra_query={"query": "tesco collection saturday volunteers signed up "
                                                                  "can't make it sorry short", "top_k": 10})
    context = ["Today is Fri 27 November 2037. You are talking to Tom, a volunteer."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("8 signed up so far" in c for c in context), context
    assert any("tested positive" in c for c in context), context
    assert any("sister's in Bolton" in c for c in context), context
    assert any("do the morning if you're short" in c for c in context), context
    assert any("ur a star Kath yes pls" in c for c in context), context
    reply = answer(question, context, mock="7 - the 8 who signed up less Gaz (covid) and Mo (away in Bolton), plus "
                                           "Kath doing the morning.")
    finish(question, expected="8", actual=reply)


asyncio.run(main())
