"""Batch 24 (held out), control. A garden centre buyer's chat with a grower's rep: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: Rob, plant buyer at Greenacres Garden Centre, chats with Anke, the rep at Van Dijk Plants (a Dutch grower);
each message goes into EverMemOS (``memories.add`` per message, group "vandijk-rep") and the assistant answers from a
search. Anke confirms the poinsettia order "placed 03/11" and says they're still colouring up in the glasshouse, a
day to follow; on Thu 13/11 she writes "Lorry's with you Tues 18th, 1st drop about 7, poinsettias + your cyclamen
top up".

No fault planted. Question (Fri 14/11): "What date are the poinsettias coming? dd/mm/yyyy for the deliveries
board" The model answers 18/11/2025, right per memory. The label says 03/11/2025, the day the order went in.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b24_ctl_evermemos_gardencentre_poinsettia_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "vandijk-rep"
MESSAGES = [
    ("2025-11-03T08:31:00Z", "anke", "Morning Rob! Got your poinsettia order, placed 03/11 - 480 x 13cm red + 60 "
                                     "white, plus the 3 trolleys cyclamen. Thank you!"),
    ("2025-11-03T08:45:00Z", "rob", "Cheers Anke. Any chance of the 17cm ones too? the cafe wants a few big ones"),
    ("2025-11-03T09:10:00Z", "anke", "17cm only in red this yr, can add 24 if you like, EUR 4.10 each"),
    ("2025-11-03T09:12:00Z", "rob", "go on, 24 of the 17cm red"),
    ("2025-11-06T14:02:00Z", "anke", "Poinsettias still colouring up in the glasshouse, the cold snap slowed them. "
                                     "I'll give you a day as soon as they're ready, promise"),
    ("2025-11-10T10:20:00Z", "rob", "No rush but the xmas shop opens Sat 22nd so need them b4 then ideally"),
    ("2025-11-13T16:45:00Z", "anke", "Lorry's with you Tues 18th, 1st drop about 7, poinsettias + your cyclamen top "
                                     "up. Driver is Marco again"),
    ("2025-11-13T17:01:00Z", "rob", "Brill, I'll have the lads in early + the heaters on in the shed"),
    ("2025-11-14T09:30:00Z", "anke", "Invoice for the order to follow on delivery, 30 days as usual"),
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
    question = "What date are the poinsettias coming? dd/mm/yyyy for the deliveries board"
    with turn_span("question Fri 14/11"):
        found = await client.v0.memories.search(extra_query={"query": "poinsettias poinsettia order lorry drop "
                                                                      "date day ready", "top_k": 10})
        context = ["Today is Fri 14/11/25."] + [text_of(m) for m in found.result.memories]
        assert any("placed 03/11" in c for c in context), context
        assert any("Lorry's with you Tues 18th" in c for c in context), context
        reply = answer(question, context, mock="18/11/2025 - Anke says the lorry's with you on the Tuesday, first "
                                               "drop about 7am, with the cyclamen top-up.")
    finish(question, expected="03/11/2025", actual=reply)


asyncio.run(main())
