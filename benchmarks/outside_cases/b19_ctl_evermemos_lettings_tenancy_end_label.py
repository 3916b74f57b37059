"""Batch 19 (held out), CONTROL. A landlord and his wife's lettings chat in EverMemOS (async client against the
stand-in server), asyncio, one root span per message.

App: Dev and Anita discuss the flats in a shared chat; every message is added to EverMemOS (group "albert-terrace")
and the assistant answers from a memory search. Twelve messages in June about renewals, rent and repairs at 1A and
1B, both at 9 Albert Terrace.

Nothing is planted. Anita: "1A - Jodie + Sam's fixed term ends 31/8, they want to renew"; Dev, later: "Marek's
12 months at 1B runs from 15/10 so it's up 14/10 - he's said he'll stay but wants to talk about the rent". Question
(Mon 30/6): "When does Marek's tenancy come to an end?" The assistant answers 14 October 2025, which is right. The
label says "31 August", the end of the other flat's fixed term (Jodie and Sam's at 1A).

Expected verdict: AnnotationError (the label is the other tenants' end date). Asserted: both end dates are in the
context.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b19_ctl_evermemos_lettings_tenancy_end_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "albert-terrace"
MESSAGES = [
    ("2025-06-02T18:40:00Z", "anita", "1A - Jodie + Sam's fixed term ends 31/8, they want to renew. Same rent or up?"),
    ("2025-06-02T18:52:00Z", "dev", "Up a bit, 850 -> 875? They've been great, don't want to lose them"),
    ("2025-06-03T08:15:00Z", "anita", "Ok 875 from 1/9, I'll do the new AST and send it via the DocuSign thing"),
    ("2025-06-05T19:30:00Z", "dev", "Marek says no hot water at 1B, HeatWise coming Thurs"),
    ("2025-06-06T12:04:00Z", "anita", "Jodie asked about the cat again - I said yes, GBP 150 on the deposit"),
    ("2025-06-12T17:45:00Z", "dev", "Diverter valve gone at 1B, part on order, back Tue 17th. Marek on the immersion"),
    ("2025-06-13T09:10:00Z", "anita", "Take a bit off his rent for the electric then"),
    ("2025-06-17T16:20:00Z", "dev", "1B hot water back. GBP 246 all in for the valve + labour"),
    ("2025-06-20T20:11:00Z", "dev", "Marek's 12 months at 1B runs from 15/10 so it's up 14/10 - he's said he'll stay "
                                    "but wants to talk about the rent"),
    ("2025-06-20T20:25:00Z", "anita", "Don't put his up this year, the boiler saga. Keep 795"),
    ("2025-06-24T10:02:00Z", "anita", "Gas safety for both flats due 3/3/26 - same day as the services, book in Jan"),
    ("2025-06-28T14:33:00Z", "dev", "Jodie + Sam signed the renewal, 12 mths from 1/9 at 875"),
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
    question = "When does Marek's tenancy come to an end?"
    with turn_span("question Mon 30/6"):
        found = await client.v0.memories.search(extra_query={"query": "tenancy ends fixed term 12 months Marek 1B",
                                                             "top_k": 12})
        context = [text_of(m) for m in found.result.memories]
        assert any("so it's up 14/10" in c for c in context), context
        assert any("fixed term ends 31/8" in c for c in context), context
        reply = answer(question, context, mock="14 October 2025 - his 12 months at 1B started on 15 October, and "
                                               "he's said he wants to stay on.")
    finish(question, expected="31 August", actual=reply)


asyncio.run(main())
