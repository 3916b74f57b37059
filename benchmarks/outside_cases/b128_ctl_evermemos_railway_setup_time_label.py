"""Batch 128 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Wenbury Model Railway Club's exhibition committee group chat (Geoff, the exhibition manager; Phil, who deals
with the school; Marion, publicity) goes into EverMemOS; the helper answers exhibitors' questions from a search of it.

Memory: Geoff, Mon 30 Mar: layouts and traders can get in from 8 on the Sat to set up, doors open 10; Phil, Weds 8
Apr: rang the school - the caretaker's not in till half 8 on the Sat and he's the only one with the alarm code, but
they'll let us in Fri night 6-9 for anyone who wants to get the big stuff up; Marion: the programmes are back, 300;
Geoff: tea urn and extension leads in his car. Question (Thu 16/4, Ken, who brings the Dock St layout): "what time can
I get in to set up on sat morning? want to beat the traffic" The assistant says half 8 - the caretaker isn't in
before then (or Friday night 6-9). The label says 8 - in memory, Geoff's first time, before Phil spoke to the school.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b128_ctl_evermemos_railway_setup_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wenbury-show-committee"
MESSAGES = [
    ("2037-03-30T19:05:00Z", "geoff", "layouts + traders can get in from 8 on the sat to set up, doors open 10. "
                                      "I'll send the exhibitor packs out this wk"),
    ("2037-04-02T12:40:00Z", "marion", "programmes back from the printers, 300, they look fab. in the club cupboard"),
    ("2037-04-08T17:15:00Z", "phil", "rang the school - caretaker's not in till half 8 sat + he's the only one w the "
                                     "alarm code so nobody in before that. they'll let us in fri night 6-9 tho if "
                                     "anyone wants to get the big stuff up"),
    ("2037-04-09T09:30:00Z", "geoff", "tea urn + 6 extension leads in my car. Ken, Dock St's on the stage end again"),
    ("2037-04-14T20:10:00Z", "marion", "spotter sheets done, 200, + the badges came"),
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
    question = "what time can I get in to set up on sat morning? want to beat the traffic"
    found = await client.v0.memories.search(extra_query={"query": "set up sat morning get in time caretaker school",
                                                         "top_k": 10})
    context = ["Today is Thu 16 April 2037. You are talking to Ken, who brings the Dock St layout to the Wenbury MRC "
               "show (Sat 18 / Sun 19 April)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("get in from 8 on the sat" in c for c in context), context
    assert any("caretaker's not in till half 8 sat" in c for c in context), context
    reply = answer(question, context, mock="Half 8 - the caretaker isn't in before then and he's got the alarm code. "
                                           "Or Friday night 6-9 if you want to get set up early.")
    finish(question, expected="8", actual=reply)


asyncio.run(main())
