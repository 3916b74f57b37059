"""Batch 361 (held out). An office's carpool and train-strike planning: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn; the answer call has the moved strike start in its context, said as a relative day,
and resolves it against the wrong day.

App: Pieter (Dutch, a planner in a Düsseldorf office that commutes a lot from Duisburg and Krefeld) chats with the
office's Pendler helper about the GDL strike in KW 10 2051; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-03-06T08:05, a Monday),
the GDL announcement - Streik from Mi 08.03. 02:00 till Fr 10.03. 10:00, RE and S-Bahn; turn 2, the Fahrgemeinschaft
from Duisburg; turn 3 (Di 07.03. 18:20), "update from the GDL: they moved the start, it begins the day after
tomorrow at 02:00, not tomorrow - the end stays Fr 10:00"; turn 4, the Tiefgarage; turn 5, the Homeoffice rules. A
temporal question: "the day after tomorrow" is resolved against the turn's own date - said on Tue 07.03., it is
Thu 09.03.; tomorrow (Wed 08.03.) is explicitly ruled out. Question (turn 6, Mi 08.03. 07:10): "so when does the
strike start now? I need to tell my Chef which day I'm in Homeoffice" -> expected tomorrow, Thu 09.03. at 02:00
(till Fr 10.03. 10:00) - today's trains still run. The model counts "the day after tomorrow" from today and says
Friday 10.03. at 02:00.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the announcement
and the dated turn that moved the start to "the day after tomorrow" as said on Tue 07.03. (Thu 09.03.) are both in
the context the model was given, and it counted from the wrong day and gave a day that falls after the strike's own
end. Asserted: the
context has the turn-1 announcement and the Di 07.03. update with its relative day.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b361_llamaindex_carpool_strike_start_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so when does the strike start now? I need to tell my Chef which day I'm in Homeoffice"
TURNS = [
    ("2051-03-06T08:05 GDL Streik announced 🙄 from Mi 08.03. 02:00 till Fr 10.03. 10:00, RE + S-Bahn both. I "
     "come from Duisburg with the RE 1 normally",
     "Noted - the GDL strike runs from Wed 08.03. 02:00 to Fri 10.03. 10:00 and hits the RE and the S-Bahn, so your "
     "RE 1 from Duisburg is affected."),
    ("Fahrgemeinschaft from Duisburg: Sabine drives, 7:15 at Duisburg Hbf Osteingang, 3 Plätze, Spritgeld 4,00 € "
     "per Fahrt. I take one",
     "You're in Sabine's car from Duisburg: 7:15 at the Hbf east entrance, 4,00 € per trip for petrol."),
    ("Di 07.03. 18:20 update from the GDL: they moved the start, it begins the day after tomorrow at 02:00, not "
     "tomorrow. the end stays Fr 10:00",
     "Got it - the start has moved to the day after tomorrow at 02:00 instead of tomorrow; the strike still ends "
     "Friday at 10:00."),
    ("Tiefgarage: on strike days level -2 is only for Fahrgemeinschaften, Schranke code at the Empfang",
     "On strike days level -2 of the car park is for carpools only; the barrier code is at reception."),
    ("Homeoffice rule from HR: max 2 days per strike, tell your Chef the day before, book it in the Zeiterfassung",
     "Homeoffice: at most 2 days per strike, tell your manager the day before and book it in the time system."),
    (QUESTION,
     "It starts the day after tomorrow at 02:00 - so Friday 10.03. You can still come in by train today and "
     "tomorrow."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="pendler-pieter-kw10-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 8 March 2051, 07:10. You are talking to Pieter, who commutes from Duisburg "
                           "to the Düsseldorf office."] + lines[:-1]
                assert any("from Mi 08.03. 02:00 till Fr 10.03. 10:00" in c for c in context), context
                assert any(c.startswith("Di 07.03. 18:20") and "it begins the day after tomorrow at 02:00, not "
                           "tomorrow" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="tomorrow, Thu 09.03. at 02:00 ('the day after tomorrow' said on Di 07.03.), till Fr 10.03. "
                          "10:00",
       actual=reply)
