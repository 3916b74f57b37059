"""Batch 274 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: "Wizard Wendell" (Wendy) does magic and balloon parties for children. Her booking chat for one party goes into
EverMemOS - Wendy, the birthday boy's dad (Marcus) and the hall's caretaker (Keith) - and her helper answers her
questions from it.

Memory: Marcus, 2050-08-01T20:10 - Noah's 7th, Sat 2nd Sept, party 2-4 at Siddal community centre, can she be there
1.30 to set up; Keith, 2050-08-14T09:30 - hall's open from 1 on the 2nd, key from him, the stage needs the blocks
out; Marcus, 2050-08-29T22:05 - half the class are at the football tournament in the morning and it's running late,
so they've moved the party to 3-5, can she come for half 2 to set up instead, sorry; Wendy, 2050-08-30T08:15 - no
problem, the bubble machine's charged. Question (Fri 1/9, Wendy): "what time do I need to be at Noah's tmrw to set
up? want to fit the school run round it" The assistant says half 2 (the party's 3-5 now, moved for the football).
The label says 1.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b274_ctl_evermemos_party_entertainer_arrive_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wizard-wendell-noah-2050"
MESSAGES = {
    "marcus": [("2050-08-01T20:10:00Z", "hiya, booking for Noah's 7th 🎉 sat 2nd sept, party 2-4 at Siddal community "
                                        "centre, about 22 kids. can u be there 1.30 to set up?"),
               ("2050-08-29T22:05:00Z", "so sorry - half the class are at the football tournament sat morning + it's "
                                        "running late ⚽ so we've moved the party to 3-5. can u come for half 2 to set "
                                        "up instead? sorry!!")],
    "keith": [("2050-08-14T09:30:00Z", "hall's open from 1 on the 2nd, key from me at no. 6. stage needs the blocks "
                                       "out, they're in the cupboard")],
    "wendy": [("2050-08-30T08:15:00Z", "no problem at all 👍 bubble machine's charged, see u sat")],
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
    question = "what time do I need to be at Noah's tmrw to set up? want to fit the school run round it"
    context = ["Today is Fri 1 September 2050. You are talking to Wendy (Wizard Wendell), a children's party "
               "entertainer."]
    for query in ("set up time for Noah's party", "party time moved", "what time is the hall open"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("can u be there 1.30 to set up" in c for c in context), context
    assert any("moved the party to 3-5" in c and "half 2 to set up" in c for c in context), context
    reply = answer(question, context, mock="Half 2 - Marcus moved the party to 3-5 because of the football "
                                           "tournament, so set up from 2.30.")
    finish(question, expected="1.30", actual=reply)


asyncio.run(main())
