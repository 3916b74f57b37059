"""Batch 334 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the Amy Sutcliffe Dance Studio put on their summer show on Sat 16th July 2050 at Hebden Bridge Picture House -
a matinee at 2 and an evening show at 7, ballet, tap and street. Rachel (whose daughter Isla is in the Grade 2
ballet) chats with the studio's parents' helper to keep track of what Isla needs; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-05-20T19:40) - the ballet kit: pink tights, pink ballet shoes, the lilac tutu (the studio
provides it), hair in a bun with the flower clip; turn 2 - the show times and drop-off; turn 3 (Sat 18th Jun) - Miss
Amy's changed her mind on the tights, skin tone for the ballet now, not pink - the pink look like salmon under the
stage lights - same shoes; turn 4 - the rehearsal. Question (turn 5, Mon 4/7): "what colour tights does Isla need
for the ballet? going to the dance shop tmrw" The assistant says skin tone (not pink any more). The label says pink.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b334_ctl_llamaindex_dance_show_ballet_tights_colour_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what colour tights does Isla need for the ballet? going to the dance shop tmrw"
TURNS = [
    ("2050-05-20T19:40 ballet kit for the show 🩰 pink tights, pink ballet shoes, the lilac tutu (studio provides), "
     "hair in a bun w/ the flower clip. all named!!",
     "Got it - for the ballet Isla needs pink tights, pink ballet shoes and a bun with the flower clip; the lilac tutu "
     "comes from the studio. Everything named."),
    ("show's sat 16th july at the Picture House, matinee 2 + evening 7, she's in both. drop off round the back 1.15",
     "Isla's in both shows on Sat 16 July at the Picture House (2pm and 7pm); drop-off round the back at 1.15."),
    ("Sat 18th Jun - Miss Amy's changed her mind on the tights 🙄 skin tone for the ballet now, not pink, says the "
     "pink look like salmon under the stage lights 😂 same shoes",
     "Noted - skin-tone tights for the ballet now instead of pink; the pink ballet shoes stay."),
    ("rehearsal sat 9th at the Picture House 10-1, full costume, hair done",
     "Rehearsal Sat 9 July at the Picture House, 10 till 1, in full costume with hair done."),
    (QUESTION,
     "Skin tone - Miss Amy switched from pink in June because the pink looked like salmon under the lights. Her pink "
     "ballet shoes are still fine."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="amy-sutcliffe-isla-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 4 July 2050. You are talking to Rachel, whose daughter Isla (Grade 2 ballet) "
                           "is in the Amy Sutcliffe Dance Studio summer show (Sat 16 July)."] + lines[:-1]
                assert any("pink tights, pink ballet shoes" in c for c in context), context
                assert any("skin tone for the ballet now, not pink" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="pink", actual=reply)
