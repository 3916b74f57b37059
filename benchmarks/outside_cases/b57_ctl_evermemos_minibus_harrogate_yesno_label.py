"""Batch 57 (held out), control. A rugby club's minibus group chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Wharfedale Vale RUFC minibus group (Pete the coordinator, the drivers, the team managers) chat about away
trips. The chat goes into EverMemOS (``memories.add`` per message, group "wv-minibus"); the assistant answers from a
search. The minibus was booked for the 2nds' away game at Harrogate on Sat 26 Sept with Gaz driving. Then
Harrogate's chairman rang: their coach is bringing their colts down to a festival at our ground that morning anyway,
so it will take our 2nds back up with it and drop them home after. The bus stays in the yard; Pete's using it for
the tip run.

No fault planted. Question (Thu 24/9, a 2nds player): "is the minibus taking us to Harrogate on saturday?" The model
answers no, Harrogate's coach is taking them, right per memory. The label says yes, booked with Gaz driving.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b57_ctl_evermemos_minibus_harrogate_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wv-minibus"
MESSAGES = [
    ("2026-09-07T19:10:00Z", "pete", "bus bookings for sept: 12th Otley (1sts), 13th colts Wetherby, 26th "
                                     "Harrogate (2nds) - Gaz down for the 26th, leave 11.45"),
    ("2026-09-08T08:02:00Z", "gaz", "26th fine for me as long as my back's right by then lol"),
    ("2026-09-15T21:30:00Z", "sal.treasurer", "new fuel card arrived, it's in the glovebox, PIN is with Pete"),
    ("2026-09-18T12:44:00Z", "pete", "Harrogate's chairman rang - their coach is bringing their colts down to the "
                                     "festival at ours sat morning anyway, so it'll take our 2nds back up with it + "
                                     "drop them home after. saves us the diesel, nice of them. be at the clubhouse "
                                     "for 11.30"),
    ("2026-09-18T12:50:00Z", "pete", "so the bus stays in the yard on the 26th, I'm having it for the tip run w the "
                                     "old tackle bags"),
    ("2026-09-21T18:15:00Z", "mike.2nds", "23 available for harrogate, will pick 18 + 2 reserves weds night"),
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
    question = "is the minibus taking us to Harrogate on saturday?"
    found = await client.v0.memories.search(extra_query={"query": "minibus Harrogate 26th bus coach 2nds Gaz",
                                                         "top_k": 12})
    context = ["Today is Thu 24 Sept 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Gaz down for the 26th" in c for c in context), context
    assert any("their coach is bringing their colts" in c for c in context), context
    assert any("bus stays in the yard" in c for c in context), context
    reply = answer(question, context, mock="No - Harrogate's coach is taking the 2nds up with it and bringing you home. "
                                           "Be at the clubhouse for 11.30.")
    finish(question, expected="yes, it's booked and Gaz is driving", actual=reply)


asyncio.run(main())
