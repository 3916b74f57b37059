"""Batch 377 (held out). A surf lifesaving club's long-weekend patrols: EverMemOS async client (offline stand-in),
asyncio - each patroller's messages written by their own task (gathered), then the question's search; the answer
call has Sunday's extension in its context and adds up the hours from the plan.

App: Pīpī Point Surf Life Saving Club's Patrol 1 cover all three days of Anniversary weekend 2026 (Sat 24 - Mon 26
Jan). The patrol's group chat goes into EverMemOS - Aroha (the patrol captain), Wiremu (vice) and Ana - and the
helper answers the club's questions; Te Rina (the club secretary) collects patrol hours for the season stats.

Planted fault (ResponseError, ignored sufficient context): the chat has Aroha's 2026-01-20T20:00 plan - Sat
1000-1700, Sun 1000-1600, Mon 1000-1500; Aroha's Sat 24/01 17:20 - Sat done, 7 hrs, 1 rescue; Aroha's Sun 25/01
13:45 - the council's asked them to stay on till 1800 today, heaps of people still in the water and the river mouth
lifeguards are short, so Sun's 1000-1800; Wiremu's Mon 26/01 15:30 - Mon wrapped at 1500, quiet, rain from 1300; and
Ana's Sun 25/01 18:10 - the flags are in. Question (Tue 27/01/26, Te Rina): "how many patrol hrs did Pat 1 do over
anniversary wknd? just the hours the flags were up, not per person - for the season stats" -> expected 20 hrs (7 +
8 + 5). The model says 18 hrs, taking Sunday as 1000-1600.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the plan and Sunday's extension to 1800, and it added up the plan. Asserted: the context has the plan
line and the extension line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b377_evermemos_patrol_hours_long_weekend_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "pipi-point-slsc-pat1-2526"
MESSAGES = {
    "aroha": [("2026-01-20T20:00:00Z", "long wknd patrols 🏖️ Sat 1000-1700, Sun 1000-1600, Mon 1000-1500 (public "
                                       "hol, short day). sign on 15 min before. bring lunch, it'll be mean out there"),
              ("2026-01-24T17:20:00Z", "Sat done ✅ 1000-1700, 7 hrs, 6 of us on, 1 rescue (boogie boarder in the "
                                       "rip), 2 minor first aids. chur team"),
              ("2026-01-25T13:45:00Z", "council's asked us to stay on till 1800 today - heaps of people still in the "
                                       "water + the river mouth lifeguards are short. so Sun's 1000-1800, sorry "
                                       "whānau 🙏 pizza's on the club")],
    "wiremu": [("2026-01-26T15:30:00Z", "Mon wrapped 1500 on the dot, quiet as, rain from 1300. 0 rescues, gear's "
                                        "all washed + in the shed")],
    "ana": [("2026-01-25T18:10:00Z", "flags in, IRB on the trailer, ATV back in the shed. knackered 😴")],
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
    question = ("how many patrol hrs did Pat 1 do over anniversary wknd? just the hours the flags were up, not per "
                "person - for the season stats")
    context = ["Today is Tue 27 January 2026. You are talking to Te Rina, club secretary of Pīpī Point Surf Life "
               "Saving Club."]
    for query in ("long wknd patrol hrs", "stay on till", "Sat done", "Mon wrapped"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Sat 1000-1700, Sun 1000-1600, Mon 1000-1500" in c for c in context), context
    assert any("so Sun's 1000-1800" in c for c in context), context
    with fault():
        reply = answer(f"(Te Rina) {question}", context,
                       mock="18 hrs - Sat 1000-1700 (7), Sun 1000-1600 (6) and Mon 1000-1500 (5).")
    finish(question, expected="20 hrs - 7 Sat + 8 Sun (the council kept them on till 1800) + 5 Mon", actual=reply)


asyncio.run(main())
