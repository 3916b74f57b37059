"""Batch 374 (held out). A volunteer ski patrol's first-aid kit restock: EverMemOS async client (offline stand-in),
asyncio (each patroller's messages written by their own task, gathered), then the question's searches; the answer
call has the restock list and both changes to it in its context and gives the first list.

App: the Kestrel Hills Ski Patrol's group chat goes into EverMemOS - Lise (who keeps the kits), Ravi (gear), Priya
and Tim (patrollers) - and the helper answers whoever's doing the pharmacy run.

Planted fault (ResponseError, ignored sufficient context): the context has Lise's 2026-01-09 message - the restock
list for the pharmacy run: Kit B, 4 triangular bandages and a SAM splint; Kit C, 2 pkgs of gauze 4x4s; receipts to
her; Ravi's 2026-01-12 message - found a spare SAM splint in the top hut bin, put it in Kit B, scrub that off the
list; Priya's 2026-01-13 message - Kit A's out of glucose gel (used the last on the diabetic snowboarder Sun), add 3
tubes; and Tim's 2026-01-14 message - double-doubles on him Sat, the toque drive bin's in the lodge. Question (Fri.
Jan. 16, Kiran): "what do I need to grab at the pharmacy for the kits? heading there after work" -> expected 4
triangular bandages, 2 pkgs gauze 4x4s and 3 tubes of glucose gel (no SAM splint). The model gives the first list:
the bandages, a SAM splint and the gauze.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list, Ravi's
scrub and Priya's add are all in the context the model was given, and it answered from the first list. Asserted:
the context has the three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b374_evermemos_ski_patrol_kit_restock_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kestrel-hills-patrol-chat-2026"
MESSAGES = {
    "lise": [("2026-01-09T19:00:00Z", "RESTOCK list for the pharmacy run 🩹 Kit B - 4 triangular bandages + a SAM "
                                      "splint, Kit C - 2 pkgs gauze 4x4s. receipts to me, I'll e-transfer u back")],
    "ravi": [("2026-01-12T08:40:00Z", "found a spare SAM splint in the top hut bin, it's in Kit B now so scrub that "
                                      "off the list")],
    "priya": [("2026-01-13T21:10:00Z", "Kit A's out of glucose gel (used the last one on the diabetic snowboarder "
                                       "Sun), add 3 tubes to the pharmacy list pls")],
    "tim": [("2026-01-14T17:25:00Z", "double-doubles on me Sat 😄 + the toque drive bin's by the lodge door, bring ur "
                                     "old ones")],
}
QUESTION = "what do I need to grab at the pharmacy for the kits? heading there after work"


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main() -> str:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    context = ["Today is Fri. Jan. 16, 2026. You are talking to Kiran, a Kestrel Hills ski patroller doing the "
               "pharmacy run for the first-aid kits."]
    for query in ("pharmacy restock list kits", "scrub off the list", "add to the pharmacy list"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("4 triangular bandages + a SAM splint" in c and "2 pkgs gauze 4x4s" in c for c in context), context
    assert any("spare SAM splint" in c and "scrub that off the list" in c for c in context), context
    assert any("out of glucose gel" in c and "add 3 tubes" in c for c in context), context
    with fault():
        reply = answer(QUESTION, context, mock="4 triangular bandages and a SAM splint for Kit B, and 2 packs of gauze "
                                               "4x4s for Kit C. Keep the receipts for Lise.")
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="4 triangular bandages, 2 pkgs of gauze 4x4s and 3 tubes of glucose gel - no SAM splint, "
                          "Ravi found a spare", actual=reply)
