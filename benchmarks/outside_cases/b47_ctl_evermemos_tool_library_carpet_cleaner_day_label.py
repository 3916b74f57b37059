"""Batch 47 (held out), control. A neighbourhood tool library's volunteers' and members' chat: EverMemOS (async
client, offline stand-in of tests/instrumentations), asyncio, one root span per message.

App: the Hatherley Tool Library (old scout hut, Saturdays 10-12, coordinator Dave) has a group chat for volunteers
and members that goes into EverMemOS (``memories.add`` per message, group "hatherley-tools"); the assistant answers
from a search. Loans are a week, Saturday to Saturday. Jo W took the Vax carpet cleaner on Sat 6/6. On Tue 9/6 she
asked to hang on to it till the following Tuesday (the hall carpet was still damp after the first go) and drop it
at Dave's on her way to work; nobody had asked for it, so Dave said yes, before 8.30.

No fault planted. Question (Thu 11/6, Anna on the rota): "what day's the carpet cleaner coming back?" The model
answers Tuesday 16th, to Dave's house before 8.30, right per memory. The label says Saturday the 13th, the usual
week's loan. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b47_ctl_evermemos_tool_library_carpet_cleaner_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "hatherley-tools"
MESSAGES = [
    ("2026-06-06T12:05:00Z", "dave", "today's loans: Vax carpet cleaner to Jo W (back sat 13th as usual), wallpaper "
                                     "steamer to the Cooks, ladder still out w no 17"),
    ("2026-06-06T12:20:00Z", "anna", "hedge trimmer's in the repair pile, guard cracked, DON'T lend it"),
    ("2026-06-09T19:40:00Z", "jo_w", "hi all, hall carpet's still damp after the 1st go with the carpet cleaner 😩 "
                                     "could I hang on to it till tues 16th? I'd drop it at Dave's on my way to work, "
                                     "happy to put an extra couple of quid in the tin"),
    ("2026-06-09T20:02:00Z", "dave", "nobody's asked for it Jo so that's fine, tues to mine, before 8.30 pls as I "
                                     "leave then"),
    ("2026-06-10T08:15:00Z", "tariq", "repair night weds 24th, bring your broken stuff, I've got the new guard coming "
                                      "for the trimmer"),
    ("2026-06-10T18:30:00Z", "anna", "I'm on the rota sat 13th w Dave, 10-12, can someone bring milk"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "what day's the carpet cleaner coming back?"
    with turn_span("question Thu 11/6"):
        found = await client.v0.memories.search(extra_query={"query": "carpet cleaner Vax back tues sat Jo Dave's",
                                                             "top_k": 10})
        context = ["Today is Thu 11/6/26."]
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
        assert any("Vax carpet cleaner to Jo W (back sat 13th as usual)" in c for c in context), context
        assert any("could I hang on to it till tues 16th?" in c for c in context), context
        assert any("nobody's asked for it Jo so that's fine" in c for c in context), context
        reply = answer(question, context, mock="Tuesday the 16th - Jo's keeping it a few extra days and dropping it at "
                                               "Dave's on her way to work, before 8.30.")
    finish(question, expected="Saturday 13th - it's a week's loan", actual=reply)


asyncio.run(main())
