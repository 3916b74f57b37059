"""Batch 48 (held out). A running club relay team's group chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Severn Valley Striders' A team (captain Nat; Sam, Jo, Priya, Tom) ran the Cotswold Way Relay on Sat 20
June 2026. Their group chat goes into EverMemOS (``memories.add`` per message, group "striders-a-relay"); the
assistant answers the team's questions from a search. Each runner posted their own leg time as they finished:
Sam 42:18, Jo 55:40, Priya 1:08:05 on the hill leg, Tom 44:57 - 3:31:00 in all.

Planted fault (ResponseError, ignored sufficient context): all four leg times are in the context; the model adds
them up wrong and says 3 hours 21. Question (Sun 21/6): "how long did the whole relay take us, all four legs?" ->
expected 3 hrs 31 min.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all four leg
times are in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b48_evermemos_relay_total_time_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "striders-a-relay"
MESSAGES = [
    ("2026-06-20T06:31:00Z", "sam", "at Campden, kit check done, numbers on, v nervous lol"),
    ("2026-06-20T07:43:00Z", "sam", "leg 1 DONE 42:18 on my watch, handed the band to Jo at Broadway, legs are jelly"),
    ("2026-06-20T08:10:00Z", "nat", "go on Jo!! Mo's van's at changeover 2 w the squash"),
    ("2026-06-20T08:39:00Z", "jo", "55.40 for leg 2 - went off too fast, paid for it up the last bit. Priya away"),
    ("2026-06-20T09:48:00Z", "priya", "hill leg: 1hr 08 05. Haresfield was brutal, walked twice, no shame"),
    ("2026-06-20T10:33:00Z", "tom", "44:57 leg 4 into Bath, calf held up fine 🙌 we're done!!"),
    ("2026-06-20T11:05:00Z", "nat", "proud of you lot. pub at 12, results up online tmrw they said"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how long did the whole relay take us, all four legs?"
    found = await client.v0.memories.search(extra_query={"query": "leg time done hill relay", "top_k": 12})
    context = ["Today is Sun 21 June 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    for t in ("42:18", "55.40", "1hr 08 05", "44:57"):
        assert any(t in c for c in context), (t, context)
    with fault():
        reply = answer(question, context, mock="3 hours 21 minutes - 42:18, 55:40, 1:08:05 and 44:57 added up. "
                                               "Well run!")
    finish(question, expected="3 hrs 31 mins over the four legs", actual=reply)


asyncio.run(main())
