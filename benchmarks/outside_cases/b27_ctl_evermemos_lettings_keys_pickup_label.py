"""Batch 27 (held out), control. A small landlord's chats about a new let: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Dev Mistry has a WhatsApp group for the Cavendish House Flat 3 let (Dev, the new tenant Elena Petrova, and Dean
the handyman); each message goes into EverMemOS (``memories.add`` per message, group "cav3-let") and the assistant
answers from a search. Elena's tenancy starts Fri 1 Aug with keys at 10am. She is at her parents' in Sofia until
the 20th; her brother Nikolai, who lives in Ipswich, will come for the keys with a copy of her passport and the
signed tenancy, and Dev says that's fine.

No fault planted. Question (Wed 30/7): "Who's collecting the keys for Cav 3 on Friday?" The model answers Elena's
brother Nikolai, right per memory. The label says Elena Petrova, the tenant. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b27_ctl_evermemos_lettings_keys_pickup_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "cav3-let"
MESSAGES = [
    ("2025-07-02T18:20:00Z", "dev", "Welcome Elena! Cav 3 from Fri 1st Aug, £795 pcm, dep £917 to the DPS. Keys 10am "
                                    "on the 1st at the flat, I'll do the inventory w you"),
    ("2025-07-02T19:05:00Z", "elena", "Thank you!! So excited. Dep sent today, ref CAV3-PETROVA"),
    ("2025-07-08T08:30:00Z", "dean", "Cav 3 painted, bathroom sealant redone, smoke alarms tested 8/7"),
    ("2025-07-14T21:47:00Z", "elena", "Dev sorry - my mum's not well so I'm staying at my parents in Sofia till the "
                                      "20th. My brother Nikolai lives in Ipswich, he can come for the keys on the 1st "
                                      "at 10? He has a copy of my passport + the signed tenancy"),
    ("2025-07-14T22:02:00Z", "dev", "Sorry to hear about your mum. Nikolai's fine, I'll walk him round + do the "
                                    "inventory w him, you can check it when you're back"),
    ("2025-07-15T07:10:00Z", "elena", "Thank you so much. He drives a grey Corsa, I've told him park at the back"),
    ("2025-07-22T12:00:00Z", "dean", "Meter readings Cav 3 for the handover: elec 44817, gas 0912.4"),
    ("2025-07-28T16:40:00Z", "dev", "Dean can you leave the 2nd set of keys in the lockbox (code 1507) Thurs"),
    ("2025-07-28T17:15:00Z", "dean", "Will do, spare fob for the bike store in there too"),
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
    question = "Who's collecting the keys for Cav 3 on Friday?"
    with turn_span("question Wed 30/7"):
        found = await client.v0.memories.search(extra_query={"query": "keys Cav 3 Friday 1st 10am collect come Elena "
                                                                      "Nikolai brother", "top_k": 10})
        context = ["Today is Wed 30/7/25."] + [text_of(m) for m in found.result.memories]
        assert any("Keys 10am on the 1st" in c for c in context), context
        assert any("My brother Nikolai lives in Ipswich" in c for c in context), context
        assert any("Nikolai's fine, I'll walk him round" in c for c in context), context
        reply = answer(question, context, mock="Nikolai, Elena's brother - she's in Sofia with her mum till the 20th. "
                                               "10am Friday, grey Corsa, he'll park at the back.")
    finish(question, expected="Elena Petrova (the new tenant)", actual=reply)


asyncio.run(main())
