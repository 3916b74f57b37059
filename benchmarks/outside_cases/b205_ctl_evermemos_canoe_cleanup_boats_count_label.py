"""Batch 205 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's searches.

App: Severnside Canoe Club's river clean-up is Sat 14th Apr 2046 - boats down the Severn from the club to the
English Bridge pulling out litter, bags and grabbers from the council, a skip at the club. The club's group chat
goes into EverMemOS - Kate (the organiser), Mark (safety cover) and Jo Wilson; the helper answers the members.

Memory: Kate, 2046-04-03T18:00 - 8 boats signed up: 5 open canoes (incl the Hendersons' Canadian) + 3 kayaks (the
Wilsons x2 + Tom); Mark, 2046-04-09T20:15 - 40 bags + grabbers from the council, skip at the club from Fri; Jo Wilson,
2046-04-11T21:40 - their car's in the garage till the 20th, so they're going in the Hendersons' Canadian with them,
3 up, leaving the kayaks at home; Kate, 2046-04-12T08:05 - no problem Jo, buoyancy aids for all 3. Question (Fri 13/4,
Mark): "how many boats going out sat? need it for the safety cover" The assistant says 6 - the 5 open canoes and
Tom's kayak (the Wilsons are going in the Hendersons' Canadian). The label says 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b205_ctl_evermemos_canoe_cleanup_boats_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "severnside-cc-river-clean-up-2046"
MESSAGES = {
    "kate": [("2046-04-03T18:00:00Z", "CLEAN UP sat 14th apr 🛶🗑️ 8 boats signed up - 5 open canoes (incl the "
                                      "Hendersons' canadian) + 3 kayaks (the Wilsons x2 + Tom). meet at the club 9.30"),
             ("2046-04-12T08:05:00Z", "no problem Jo 👍 buoyancy aids for all 3 of you, they're in the container")],
    "mark": [("2046-04-09T20:15:00Z", "40 bags + grabbers from the council, skip at the club from fri. I'll be in the "
                                      "safety boat")],
    "jo_wilson": [("2046-04-11T21:40:00Z", "our car's in the garage till the 20th 😩 so we're going in the Hendersons' "
                                           "canadian with them, 3 up, leaving the kayaks at home")],
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
    question = "how many boats going out sat? need it for the safety cover"
    context = ["Today is Fri 13 Apr 2046. You are talking to Mark, safety cover for Severnside Canoe Club's river "
               "clean-up on Sat 14 Apr."]
    for query in ("boats signed up for the clean up", "kayaks canoes", "who's going in which boat"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("8 boats signed up" in c for c in context), context
    assert any("going in the Hendersons' canadian with them" in c for c in context), context
    reply = answer(question, context, mock="6 - the 5 open canoes and Tom's kayak. The Wilsons are going in the "
                                           "Hendersons' Canadian, so their two kayaks are staying at home.")
    finish(question, expected="8", actual=reply)


asyncio.run(main())
