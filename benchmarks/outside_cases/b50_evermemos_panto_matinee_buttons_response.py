"""Batch 50 (held out). A youth theatre panto's parents' group chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Ledbury Young Players' Cinderella (Thu 3 - Sat 5 December 2026) has a parents' group chat that goes into
EverMemOS (``memories.add`` per message, group "lyp-panto-parents"); the assistant answers parents' and chaperones'
questions from a search. Josh (15) plays Buttons. His mum posted that his grade 5 piano exam is on the Saturday
morning in Worcester, so his understudy Kofi plays Buttons in the 2pm matinee and Josh is back for the 7pm.

Planted fault (ResponseError, ignored sufficient context): the message is in the context; the model says Josh is
Buttons in every show. Question (Fri 4/12, a chaperone): "is Josh doing Buttons in the sat 2 o'clock show?" ->
expected no, Kofi is (Josh has his piano exam).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the message about
the exam and Kofi is in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b50_evermemos_panto_matinee_buttons_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "lyp-panto-parents"
MESSAGES = [
    ("2026-11-20T19:02:00Z", "jan", "cast list final!! Cinders - Ffion, Prince - Aled, Buttons - Josh (understudy "
                                    "Kofi), Dame - Pete, sisters Ruby + Mia, Fairy G - Hannah"),
    ("2026-11-22T09:15:00Z", "lisa", "chaperone rota for the sat double is on the fridge at the Scout hut, I'm on "
                                     "the mat, Dev the eve"),
    ("2026-11-24T21:30:00Z", "nadine", "hi all, Josh's mum here - his grade 5 piano is sat 5th 11.20 in Worcester "
                                       "(couldn't move it, we tried), so Kofi's doing Buttons in the 2pm show, Josh "
                                       "back for the 7pm. Jan's ok'd it, Kofi's thrilled"),
    ("2026-11-26T18:45:00Z", "mrs kaur", "mice tails DONE, all 8, don't let them swing them at each other"),
    ("2026-11-29T17:20:00Z", "jan", "great dress run everyone. call times: thurs + fri 6pm, sat mat 12.45, sat eve "
                                    "5.45. Buttons' jacket is in the boys' dressing room"),
    ("2026-12-03T22:10:00Z", "pete", "1st night - what a crowd! Josh smashed the custard pie bit"),
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
    question = "is Josh doing Buttons in the sat 2 o'clock show?"
    found = await client.v0.memories.search(extra_query={"query": "Josh Buttons sat 2pm show Kofi", "top_k": 12})
    context = ["Today is Fri 4 December 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Kofi's doing Buttons in the 2pm show" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - Josh is Buttons for every performance, Kofi's only his "
                                               "understudy.")
    finish(question, expected="No, Kofi plays Buttons at the matinee - Josh is at his piano exam", actual=reply)


asyncio.run(main())
