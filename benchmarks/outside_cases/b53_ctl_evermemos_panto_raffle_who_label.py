"""Batch 53 (held out), control. A village panto committee's group chat: EverMemOS (async client, offline stand-in
of tests/instrumentations), asyncio, script style (each call its own trace).

App: the Ashby Players (panto: Aladdin, Thu 21 - Sun 24 January 2027 in the village hall) keep their front-of-house
chat in EverMemOS (``memories.add`` per message, group "ashby-players-foh"); the assistant answers helpers from a
search. Maureen has run the raffle table every year. In December her hip operation came through for 13 January and
she'll be laid up till February; her neighbour Denise, who ran the school's raffle for years, offered to do the
table, and Maureen's handing over the prize list and the tin.

No fault planted. Question (Tue 19/1, the FOH manager): "who's on the raffle table on saturday?" The model answers
Denise (Maureen's neighbour), right per memory. The label says Maureen, who's done it every year. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b53_ctl_evermemos_panto_raffle_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashby-players-foh"
MESSAGES = [
    ("2026-11-04T19:22:00Z", "pauline", "FOH jobs same as last yr pls - Brian door + float, Maureen raffle table "
                                        "(she'd kill us if we asked anyone else lol), Geoff bar, ushers from the rota"),
    ("2026-11-18T20:40:00Z", "geoff", "bar licence (TEN) applied for, £21, covers all 4 shows"),
    ("2026-12-02T08:15:00Z", "pauline", "raffle prizes so far: Spar hamper, Plough £25 voucher, whisky from Geoff, a "
                                        "knitted Aladdin. need 3 or 4 more"),
    ("2026-12-09T21:03:00Z", "maureen", "bit of news - my hip op's come through, 13th Jan at the Nuffield, so I'll be "
                                        "on the sofa till Feb. Denise next door says she'll happily take the raffle "
                                        "table, she did the school one for 10 yrs. I'll give her the prize list + the "
                                        "tin before I go in"),
    ("2026-12-09T21:30:00Z", "pauline", "oh Maureen!! get well soon xx thank Denise for us"),
    ("2027-01-05T18:45:00Z", "brian", "float sorted £80, and 6 books of raffle tickets (pink) in the tin"),
    ("2027-01-12T12:10:00Z", "denise", "got the tin + the list off Maureen, all good. what time do u want me sat?"),
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
    question = "who's on the raffle table on saturday?"
    found = await client.v0.memories.search(extra_query={"query": "raffle table who Maureen Denise tin prize list",
                                                         "top_k": 12})
    context = ["Today is Tue 19 January 2027."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Maureen raffle table" in c for c in context), context
    assert any("she'll happily take the raffle table" in c for c in context), context
    reply = answer(question, context, mock="Denise, Maureen's neighbour - she's got the tin and the prize list while "
                                           "Maureen gets over her hip op.")
    finish(question, expected="Maureen - she always does the raffle", actual=reply)


asyncio.run(main())
