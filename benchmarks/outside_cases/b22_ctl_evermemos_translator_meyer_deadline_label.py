"""Batch 22 (held out), control. A translator's chat with an agency project manager: EverMemOS async client
(offline stand-in of tests/instrumentations), asyncio, one root span per message.

App: Magda's chat with Sarah, her project manager at Lingotek, goes into EverMemOS (``memories.add`` per message,
group "lingotek-pm"); the assistant answers from a search. On Mon 3/11 Sarah sends the Meyer GmbH manual "for Fri
14/11 EOD UK". On Fri 7/11 she writes "Meyer just rang - their tech writer's off sick till the 17th, so nobody'll
look at it before then. Weds 19th end of day is fine for them".

No fault planted. Question (Tue 11/11): "When's the Meyer manual due back?" The model answers Wednesday 19 November,
end of day, right per memory. The label says 14/11/2025, the date first given. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b22_ctl_evermemos_translator_meyer_deadline_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "lingotek-pm"
MESSAGES = [
    ("2025-11-03T09:14:00Z", "sarah", "Morning Magda! Meyer GmbH user manual for you, 6.2k wds DE>EN (packaging "
                                      "machine), could you do it for Fri 14/11 EOD UK? usual rate GBP 0.075"),
    ("2025-11-03T09:40:00Z", "magda", "Morning - yes ok, send it over. Is there a TM or glossary from last time?"),
    ("2025-11-03T10:02:00Z", "sarah", "TM attached, 2023 one. Glossary is the Excel in the same folder"),
    ("2025-11-05T16:20:00Z", "magda", "Query sheet sent - 9 questions, mostly the safety warnings wording"),
    ("2025-11-07T11:05:00Z", "sarah", "Meyer just rang - their tech writer's off sick till the 17th, so nobody'll look "
                                      "at it before then. Weds 19th end of day is fine for them"),
    ("2025-11-07T11:30:00Z", "magda", "Oh nice, gives me the weekend off :) answers to the query sheet when she's "
                                      "back I guess"),
    ("2025-11-07T11:32:00Z", "sarah", "Yes, I'll chase them Mon 17th"),
    ("2025-11-10T08:50:00Z", "sarah", "Also - Lingotek PO for the HR policy in Sept went through, paid 31/10"),
    ("2025-11-10T09:15:00Z", "magda", "Got it thanks. Manual about 70% done"),
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
    question = "When's the Meyer manual due back?"
    with turn_span("question Tue 11/11"):
        found = await client.v0.memories.search(extra_query={"query": "Meyer manual due EOD end of day fine for them",
                                                             "top_k": 10})
        context = ["Today is Tue 11/11/25."] + [text_of(m) for m in found.result.memories]
        assert any("for Fri 14/11 EOD UK" in c for c in context), context
        assert any("Weds 19th end of day is fine for them" in c for c in context), context
        reply = answer(question, context, mock="Wednesday 19 November, end of day - Meyer's tech writer is off sick "
                                               "until the 17th so they don't need it sooner.")
    finish(question, expected="14/11/2025", actual=reply)


asyncio.run(main())
