"""Batch 207 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Knighton Kingfishers' summer gala is Sat 11th July 2048 at Knighton pool - 5 lanes, the 8-and-unders up to the
open events, medley relays to finish. The club's parents' chat goes into EverMemOS - Dave (the coach), Claire (whose
daughter Megan, 10, swims) and Tina (the gala secretary); the helper answers parents.

Memory: Dave, 2048-06-20T18:00 - entries are in, Megan's down for 50 free, 50 back, 100 IM and the 10-11 girls'
medley relay, that's her 4; Claire, 2048-07-02T21:40 - Megan's had a horrid ear infection, the GP says no diving for
a couple of weeks, can she do the back (in-water start) and skip the ones off the blocks?; Dave, 2048-07-03T07:15 -
of course, he'll scratch the free and the IM, and in the relay she can swim the back leg, that starts in the water
too; Tina, 2048-07-04T12:00 - timekeepers' meeting at 1, Sue has the stopwatches. Question (Weds 8/7, Claire): "how
many races has Megan got on sat now? nan wants to know if it's worth coming for the whole afternoon" The assistant
says 2 - the 50 back and the backstroke leg of the girls' medley relay (the free and the IM are scratched). The label
says 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b207_ctl_evermemos_gala_races_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "knighton-kingfishers-gala-2048"
MESSAGES = {
    "dave": [("2048-06-20T18:00:00Z", "entries are in 🏊‍♀️ Megan's down for 50 free, 50 back, 100 IM + the 10-11 "
                                      "girls' medley relay, that's her 4"),
             ("2048-07-03T07:15:00Z", "course Claire, I'll scratch the free and the IM. relay - she can swim the back "
                                      "leg, that starts in the water too 👍")],
    "claire": [("2048-07-02T21:40:00Z", "Dave she's had a horrid ear infection 😢 GP says no diving for a couple of "
                                        "wks - can she do the back (in-water start) and skip the ones off the "
                                        "blocks?")],
    "tina": [("2048-07-04T12:00:00Z", "timekeepers meeting at 1 on the day, Sue's got the stopwatches, 2 per lane")],
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
    question = "how many races has Megan got on sat now? nan wants to know if it's worth coming for the whole afternoon"
    context = ["Today is Weds 8 July 2048. You are talking to Claire, whose daughter Megan (10) swims for Knighton "
               "Kingfishers; the gala is Sat 11 July."]
    for query in ("Megan's races entries", "ear infection no diving", "scratch relay back leg"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("100 IM + the 10-11 girls' medley relay, that's her 4" in c for c in context), context
    assert any("no diving for a couple of wks" in c for c in context), context
    assert any("I'll scratch the free and the IM" in c for c in context), context
    reply = answer(question, context, mock="Two - the 50m backstroke and the back leg of the girls' medley relay. The "
                                           "free and the IM are scratched (no diving).")
    finish(question, expected="4", actual=reply)


asyncio.run(main())
