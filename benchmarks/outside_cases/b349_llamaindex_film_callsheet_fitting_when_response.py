"""Batch 349 (held out). A film production's call sheets: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has a moved costume fitting in its context, said as "the day after tomorrow" in a
dated message, and gives the old day.

App: "Low Tide" shoots in March 2051 round Saltburn. Jas (Mei L.'s assistant; Mei plays ROSA) keeps Mei's week in
the production's assistant helper: she pastes wardrobe's fitting sheet (nested bullets per character), Mei's shoot
days from the call-sheet schedule, and the changes as they ring through; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2051-03-06 19:10) is wardrobe's sheet - ROSA
(Mei L.): fitting 2 Thu 16/03 14:00, wardrobe truck at unit base; DAD (Graham P.): fitting 2 Wed 15/03 09:00. Turn
2, Mei's shoot days (D11 Mon 20/03, D12 Tue 21/03, D14 Thu 23/03). Turn 3 (Mon 13/03 20:45): wardrobe rang,
Thursday's no good, the dye on the raincoat isn't set, so Mei's fitting 2 moves to the day after tomorrow, same
time, same truck. Turns 4 and 5: her driver for the fitting and no perfume on fitting days. Question (turn 6, Tue
14/03): "when's Mei's next fitting? sorting her week" -> expected Wednesday 15 March (tomorrow) at 14:00 - the
"day after tomorrow" of a message sent Mon 13/03. The model says Thursday 16 March at 14:00.

Why the expected verdict is ResponseError at litellm.completion (the last answer call, which fault() wraps): the
fitting sheet and the dated turn moving the fitting are both in the context the model was given, with the date that
resolves "the day after tomorrow", and it answered from the sheet. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b349_llamaindex_film_callsheet_fitting_when_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's Mei's next fitting? sorting her week"
TURNS = [
    ("2051-03-06 19:10 wardrobe's fitting sheet:\n"
     "- ROSA (Mei L.)\n  - fitting 1: DONE (London, Feb)\n  - fitting 2: Thu 16/03 14:00, wardrobe truck @ unit base\n"
     "- DAD (Graham P.)\n  - fitting 2: Wed 15/03 09:00\n- NELL (Ada R.)\n  - fitting 2: TBC",
     "Noted - Mei's fitting 2 is Thu 16/03 at 14:00 in the wardrobe truck at unit base (fitting 1 done)."),
    ("Mei's shoot days from the schedule: D11 Mon 20/03, D12 Tue 21/03, D14 Thu 23/03. nothing before the 20th",
     "Mei shoots D11 Mon 20/03, D12 Tue 21/03 and D14 Thu 23/03 - nothing before the 20th."),
    ("Mon 13/03 20:45 - wardrobe just rang: thursday's no good, the dye on the raincoat isn't set 🙄 so Mei's "
     "fitting 2 moves to the day after tomorrow, same time 14:00, same truck",
     "Got it - fitting 2 moves to the day after tomorrow, 14:00, same truck."),
    ("driver for the fitting = Lou, p/u 13:15 from the Zetland, Mei's not needed on set that day",
     "Lou picks Mei up from the Zetland at 13:15 for the fitting."),
    ("reminder from wardrobe: NO perfume on fitting days, the raincoat's borrowed from the museum 😬",
     "No perfume on fitting days - the raincoat is on loan from the museum."),
    (QUESTION,
     "Thursday 16 March at 14:00 - fitting 2, in the wardrobe truck at unit base. Lou picks her up at 13:15."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="low-tide-mei-l-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 14 March 2051. You are talking to Jas, assistant to Mei L. (ROSA) on the "
                           "film Low Tide."] + lines[:-1]
                assert any("fitting 2: Thu 16/03 14:00" in c for c in context), context
                assert any("Mon 13/03 20:45" in c and "moves to the day after tomorrow, same time 14:00" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="tomorrow, Wednesday 15 March at 14:00 - moved on Mon 13/03 to the day after tomorrow",
       actual=reply)
