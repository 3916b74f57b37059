"""Batch 351 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Vela Printers' customer help chat. Femi, who owns a Vela X1, chats with it; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Memory (the chat): turn 1 - Femi pastes the X1 spec sheet rev.1 (2050-11-03): max nozzle temp 260 °C, bed 110 °C,
220 x 220 x 250 mm, PLA / PETG / TPU / ABS (enclosure recommended); turn 2 - his serial is VX1-05412, bought Jan
2051; turn 3 - the fw 2.3 release notes (2051-02-20): max nozzle temp raised to 300 °C on units with the rev.3
all-metal hotend, factory-fitted on every X1 from VX1-05000 on; PC and PA (nylon) now supported, enclosure on, bed
110 °C, PEI sheet + glue stick for PC; turn 4 - he updated to 2.3 last night. Question (turn 5, Sat 18 Mar 2051):
"so can I print polycarbonate on mine? got a 1 kg spool of PC on offer" The assistant says yes - VX1-05412 is past
VX1-05000 so it has the rev.3 hotend, and on 2.3 it goes to 300 °C with PC supported (enclosure, PEI + glue stick).
The label says no, the max nozzle temp is 260 °C (the rev.1 spec sheet, superseded by the 2.3 notes for his unit).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b351_ctl_llamaindex_printer_polycarbonate_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so can I print polycarbonate on mine? got a 1 kg spool of PC on offer"
TURNS = [
    ("here's what came in the box - 'Vela X1 spec sheet rev.1, 2050-11-03: max nozzle temp 260 °C, max bed 110 °C, "
     "build vol 220 x 220 x 250 mm, 0.4 mm nozzle std. Materials: PLA, PETG, TPU, ABS (enclosure recommended)'",
     "Thanks - that's the X1 rev.1 sheet: 260 °C nozzle, 110 °C bed, 220 x 220 x 250 mm, PLA/PETG/TPU/ABS."),
    ("my serial's VX1-05412 if that matters, bought it in Jan 2051",
     "Noted - X1 serial VX1-05412, bought January 2051."),
    ("saw this on the forum - fw 2.3 release notes (2051-02-20): 'max nozzle temp raised to 300 °C on units with the "
     "rev.3 all-metal hotend (factory-fitted on all X1 from VX1-05000). PC + PA (nylon) now officially supported - "
     "use the enclosure, bed 110 °C, PEI sheet + glue stick for PC'",
     "That's right - from fw 2.3, X1s from VX1-05000 on (with the rev.3 all-metal hotend) go to 300 °C and PC and "
     "nylon are supported with the enclosure."),
    ("updated to 2.3 last nite, took about 4 mins, all fine",
     "Good - you're on fw 2.3 now."),
    (QUESTION,
     "Yes - your VX1-05412 is after VX1-05000, so it has the rev.3 all-metal hotend, and on fw 2.3 it goes to 300 °C "
     "with PC supported. Use the enclosure, bed at 110 °C, and the PEI sheet with glue stick."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="vela-help-femi-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 18 March 2051. You are talking to Femi, who owns a Vela X1 printer."] + \
                          lines[:-1]
                assert any("max nozzle temp 260 °C" in c for c in context), context
                assert any("max nozzle temp raised to 300 °C" in c and "VX1-05000" in c for c in context), context
                assert any("VX1-05412" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - max nozzle temp is 260 °C", actual=reply)
