"""Batch 32 (held out), control. A school music department's parents' group chat: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: Marling Park's music department runs a WhatsApp group with the parents of pupils taking graded exams; each
message goes into EverMemOS (``memories.add`` per message, group "mp-music-exams") and the department's assistant
answers from a search. Mrs Kaur put Amelia Roy down for grade 4 flute in the summer session. Amelia had her braces
off three weeks ago and her tone isn't back; her mum and she talked it over and would rather wait for the November
session, and Mrs Kaur leaves her off the summer list.

No fault planted. Question (Mon 12/5): "is Amelia doing her grade 4 flute this summer?" The model answers no, she's
going for November, right per memory. The label says yes, she was put down for the summer session. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b32_ctl_evermemos_music_amelia_flute_exam_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "mp-music-exams"
MESSAGES = [
    ("2025-04-28T16:05:00Z", "mrs_kaur", "Summer ABRSM list so far: Freya O'D G3 violin, Ollie B G5 piano, Amelia R "
                                         "G4 flute. Fees £62-£78 on ParentPay by 9/5 pls, dates out end of May"),
    ("2025-04-28T18:40:00Z", "ollies_dad", "Paid, thanks. Is it at school as usual?"),
    ("2025-04-29T07:15:00Z", "mrs_kaur", "Yes school hall, visiting examiner, times to follow"),
    ("2025-05-02T20:10:00Z", "amelias_mum", "Hi Mrs K, we've had a long chat at home - Amelia's braces only came off "
                                            "3 wks ago + her tone's not back yet, she'd rather wait + do it properly "
                                            "in Nov. Hope that's ok, sorry to mess you about"),
    ("2025-05-02T21:02:00Z", "mrs_kaur", "Totally fine, very sensible. I'll leave her off the summer list + we'll "
                                         "aim for the Nov session, Mr Hales will keep her scales ticking over"),
    ("2025-05-06T17:30:00Z", "freyas_mum", "Freya's practising every night, the dog hates it lol"),
    ("2025-05-09T12:00:00Z", "mrs_kaur", "Thanks all, 2 fees in, ParentPay closed for summer entries now"),
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
    question = "is Amelia doing her grade 4 flute this summer?"
    with turn_span("question Mon 12/5"):
        found = await client.v0.memories.search(extra_query={"query": "Amelia grade 4 flute summer exam list Nov "
                                                                      "session braces", "top_k": 10})
        context = ["Today is Mon 12/5/25."] + [text_of(m) for m in found.result.memories]
        assert any("Amelia R G4 flute" in c for c in context), context
        assert any("she'd rather wait + do it properly in Nov" in c for c in context), context
        assert any("leave her off the summer list" in c for c in context), context
        reply = answer(question, context, mock="No - she's waiting for the November session, her braces are only "
                                               "just off and her tone isn't back yet. Mr Hales is keeping her scales "
                                               "going.")
    finish(question, expected="Yes - she's on the summer list", actual=reply)


asyncio.run(main())
