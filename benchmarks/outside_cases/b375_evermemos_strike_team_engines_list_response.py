"""Batch 375 (held out). An engine strike team on a wildland fire: EverMemOS async client (offline stand-in),
asyncio; each sender's messages written by their own task (gathered), then the question's searches; the answer call
has the strike team's changes in its context and lists the engines as they checked in.

App: Strike Team 2290C (five Type 3 engines) is on the Badger Spring Fire. The strike team's group chat goes into
EverMemOS - Jolene Maddox (the STEN), Marco Reyes (engine boss on E-283) and Wes Tran (the STEN trainee) - and the
helper answers questions from the team and from the Status/Check-in recorder.

Planted fault (ResponseError, ignored sufficient context): the context has Maddox's 2026-07-28T21:30 check-in - ST
2290C at the ICP at 1945 with E-271, E-274, E-283, E-291, E-296, DIV M from the 0600 briefing; Reyes's
2026-08-02T10:15 message - 283's got a cracked pump housing, the mechanic red-tagged it, released mechanical, demob
1300; Maddox's 2026-08-02T19:40 message - E-305 from Cottonwood FPD filled the 283 slot, checked in 1815, with us
from tmrw's ops period; and Tran's 2026-08-03T05:10 message - chow at 0515. Question (Mon 08/03 0540, from Status):
"which engines r on 2290C for the 0600 roll call? need it for the T-cards" -> expected E-271, E-274, E-291, E-296
and E-305 (283 demobed mechanical, 305 in its slot). The model lists the five as they checked in, with E-283 and
without E-305.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the check-in list, 283's release and 305 filling its slot, and the model answered from the check-in
list. Asserted: the context has all three.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b375_evermemos_strike_team_engines_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-2290c-badger-spring-2026"
MESSAGES = {
    "maddox": [("2026-07-28T21:30:00Z", "ST 2290C checked in @ Badger Spring Fire ICP 1945 - E-271, E-274, E-283, "
                                        "E-291, E-296, all Type 3s, 4 on each. DIV M from the 0600 briefing tmrw"),
               ("2026-08-02T19:40:00Z", "E-305 from Cottonwood FPD filled the 283 slot, checked in 1815, they're "
                                        "with us from tmrw's ops period. welcome aboard 305")],
    "reyes": [("2026-08-02T10:15:00Z", "283's got a cracked pump housing 😩 mechanic red-tagged it, we're released "
                                       "mechanical, demob 1300 today. it's been real, 2290C")],
    "tran": [("2026-08-03T05:10:00Z", "chow at 0515, sack lunches at the supply tent, fill ur water before the "
                                      "briefing")],
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
    question = "which engines r on 2290C for the 0600 roll call? need it for the T-cards"
    context = ["Today is Mon 08/03/26, 0540. You are talking to the Status/Check-in recorder at the Badger Spring "
               "Fire ICP."]
    for query in ("engines on strike team 2290C", "engine released demob", "filled the slot checked in"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("E-271, E-274, E-283, E-291, E-296" in c for c in context), context
    assert any("released mechanical, demob 1300" in c for c in context), context
    assert any("E-305 from Cottonwood FPD filled the 283 slot" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="E-271, E-274, E-283, E-291 and E-296 - the five Type 3s that "
                                               "checked in with 2290C on 07/28.")
    finish(question, expected="E-271, E-274, E-291, E-296 and E-305 - 283 demobed mechanical, 305 filled its slot",
           actual=reply)


asyncio.run(main())
