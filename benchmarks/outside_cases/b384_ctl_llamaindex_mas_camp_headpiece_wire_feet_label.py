"""Batch 384 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Moko Jumbie Mas make their own headpieces for Carnival 2051 in the back of the mas camp - the wire-benders bend
and solder the frames, the decorators put the feathers and the stones on after. Kern (the head wire-bender) chats
with the band's helper while he sorts the wire for the section Golden Ibis; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Memory: turn 1 (2050-09-18T20:00) - Golden Ibis headpieces: 40 in the section, each frame taking 12 ft of the
12-gauge wire, so 480 ft to buy; turn 2 - the hardware has 12-gauge in 100 ft coils at TT$185 a coil; turn 3 (Sat
08/10) - 6 more girls signed up for Golden Ibis at the launch, the section's at 46 now, same headpiece; turn 4 -
soldering Tuesday and Thursday evenings at the camp, bring your own pliers. Question (turn 5, Mon 10/10): "so how
much feet of wire I buying for the Golden Ibis headpieces?" The assistant says 552 ft (46 x 12; 6 coils of 100).
The label says 480 ft.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b384_ctl_llamaindex_mas_camp_headpiece_wire_feet_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much feet of wire I buying for the Golden Ibis headpieces?"
TURNS = [
    ("2050-09-18T20:00 Golden Ibis headpieces - 40 in the section, each frame taking 12 ft of the 12-gauge wire, "
     "so 480 ft to buy. decorators start after the launch",
     "Noted - 40 Golden Ibis headpieces at 12 ft of 12-gauge wire each, 480 ft in all."),
    ("hardware by the roundabout have the 12-gauge in 100 ft coils, TT$185 a coil",
     "12-gauge wire at the hardware: 100 ft coils, TT$185 each."),
    ("Sat 08/10 - 6 more girls sign up for Golden Ibis at the launch last night 🎉 section at 46 now. same headpiece",
     "Great - Golden Ibis is at 46 now, all with the same headpiece."),
    ("soldering Tues + Thurs evenings at the camp from 6, bring yuh own pliers, doh touch my good cutters 😂",
     "Soldering Tuesday and Thursday evenings from 6 at the camp; bring your own pliers."),
    (QUESTION,
     "552 ft - 46 headpieces at 12 ft each. That's 6 of the 100 ft coils (TT$1,110), with a lil left over."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="moko-jumbie-wire-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 10/10/2050. You are talking to Kern, head wire-bender at Moko Jumbie Mas."] + \
                    lines[:-1]
                assert any("40 in the section, each frame taking 12 ft" in c and "480 ft to buy" in c
                           for c in context), context
                assert any("section at 46 now" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="480 ft", actual=reply)
