"""Batch 377 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Pātiki Beach Surf Life Saving Club's nippers go to an inter-club carnival at Tarāpunga Beach on Sat 7 Feb 2026.
Hine (whose daughter Ruby is in the U9s) chats with the club's parents' helper to keep track of what Ruby needs; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2026-01-27T19:40) - Kiri's kit list for the carnival: togs, club rashie, club cap, sunblock, water
bottle, packed lunch, bus leaves the clubrooms 0730; turn 2 - entry's $15 a kid, paid on the app; turn 3 (Tue
03/02) - Kiri's update: the host club's doing a sausage sizzle for all the kids, so DON'T pack lunch, just a gold
coin, and the sand's roasting there, so bring jandals for between events; turn 4 - Ruby's in the U9 beach flags and
the wade race; turn 5 - the bus is back about 1600. Question (turn 6, Fri 06/02/26): "what does Ruby need to pack
for tmrw? doing her bag tonight" The assistant lists togs, club rashie, club cap, sunblock, water bottle, jandals and
a gold coin for the sizzle - no lunch. The label gives the first list, with a packed lunch and no jandals.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b377_ctl_llamaindex_nippers_carnival_kit_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what does Ruby need to pack for tmrw? doing her bag tonight"
TURNS = [
    ("2026-01-27T19:40 carnival kit list from Kiri 🏖️ Sat 7 Feb at Tarāpunga Beach: togs, club rashie, club cap, "
     "sunblock, water bottle, packed lunch. bus leaves the clubrooms 0730 sharp",
     "Got it - for the carnival Ruby needs togs, her club rashie and cap, sunblock, a water bottle and a packed lunch; "
     "the bus leaves the clubrooms at 0730."),
    ("entry's $15 a kid, paid it on the app just now",
     "Sweet - the $15 entry's paid."),
    ("Tue 03/02 update from Kiri - the host club's doing a sausage sizzle for all the kids so DON'T pack lunch, just "
     "a gold coin 🌭 and the sand's roasting there, bring jandals for between events",
     "Noted - no packed lunch now, just a gold coin for the sizzle, and jandals for the hot sand."),
    ("Ruby's in the U9 beach flags + the wade race, she's hyped",
     "Beach flags and the wade race for Ruby - she'll love it."),
    ("bus back about 1600 Kiri reckons, I'll pick her up from the clubrooms",
     "Bus back about 1600; you're picking Ruby up from the clubrooms."),
    (QUESTION,
     "Togs, club rashie, club cap, sunblock, a water bottle, jandals for the hot sand and a gold coin for the "
     "sausage sizzle - no packed lunch needed. Bus is 0730 sharp."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="patiki-nippers-ruby-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 6 February 2026. You are talking to Hine, whose daughter Ruby (U9) is going "
                           "to the nippers carnival at Tarāpunga Beach (Sat 7 Feb)."] + lines[:-1]
                assert any("sunblock, water bottle, packed lunch" in c for c in context), context
                assert any("so DON'T pack lunch, just a gold coin" in c and "bring jandals" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="togs, club rashie, club cap, sunblock, water bottle, packed lunch", actual=reply)
