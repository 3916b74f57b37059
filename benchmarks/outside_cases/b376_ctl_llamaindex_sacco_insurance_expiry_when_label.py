"""Batch 376 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Wanjiru, the secretary of Kijani Line Sacco, chats with the Sacco's office helper about the fleet's papers;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (02/03/2026) - insurance ya KDQ 218M inaexpire 31/03/2026, she must remind Mzee Gitau to renew;
turn 2 - the NTSA inspection was moved to Sat 14th; turn 3 (Sat 14/03/2026) - nimerenew leo kwa agent after the
inspection, comprehensive, 12 months, the new sticker says 14/03/2026 to 13/03/2027, the old one is off the
windscreen; turn 4 - the speed governor cert is valid till August. Question (turn 5, Wed 18/03/2026): "insurance ya
KDQ 218M inaexpire lini? nataka kuweka reminder" The assistant says 13/03/2027 (renewed on Sat 14th for 12 months).
The label says 31/03/2026.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b376_ctl_llamaindex_sacco_insurance_expiry_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "insurance ya KDQ 218M inaexpire lini? nataka kuweka reminder"
TURNS = [
    ("02/03/2026 insurance ya KDQ 218M inaexpire 31/03/2026 ⚠️ nikumbushe nimwambie Mzee Gitau arenew before",
     "Noted - KDQ 218M's insurance expires on 31/03/2026; I'll remind you to tell Mzee Gitau to renew."),
    ("NTSA wameshift inspection ya KDQ 218M to Sat 14th, 9am Mlima Tatu",
     "KDQ 218M's NTSA inspection is now Sat 14 March, 9am at Mlima Tatu."),
    ("Sat 14/03/2026 - inspection imepita 👍 na nimerenew insurance leo kwa agent, comprehensive, 12 months. sticker "
     "mpya inasema 14/03/2026 to 13/03/2027, ile ya zamani nimeitoa kwa windscreen",
     "Poa - inspection passed, and the insurance is renewed: comprehensive, 14/03/2026 to 13/03/2027."),
    ("speed governor cert iko valid hadi August, hiyo iko sawa",
     "Speed governor cert valid until August - fine for now."),
    (QUESTION,
     "Inaexpire 13/03/2027 - ulirenew Sat 14th for 12 months. Weka reminder early March 2027."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="kijani-line-wanjiru-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 18 March 2026. You are talking to Wanjiru, secretary of Kijani Line "
                           "Sacco."] + lines[:-1]
                assert any("inaexpire 31/03/2026" in c for c in context), context
                assert any("sticker mpya inasema 14/03/2026 to 13/03/2027" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="31/03/2026", actual=reply)
