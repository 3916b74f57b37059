"""Batch 395 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Aoife Brennan, an Irish expat who moved into Hanazono-Minami 2-chome (Osaka) in the spring, keeps her chonaikai
(neighbourhood association) bits in a chat with her helper; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1, 2050/04/10 - joined the chonaikai, the fee's ¥3,600 a year paid in two halves (April + October),
1800円 each, envelope to the han-cho; turn 2, 2050/04/17 - paid the first half, ¥1,800, to Okamoto-san, got her
hanko on the card; turn 3, 2050/06/12 - the general meeting at the kaikan voted the fee up to ¥4,800 a year from
October for the new AED cabinet and the festival tent, so the October half's ¥3,000, not ¥1,800 - first rise in 20
years, Okamoto-san says sorry; turn 4, the garbage station week done; turn 5, 2050/09/28 - the fee envelope came
round with the kairanban. Question (turn 6, Sun 2050/10/02): "how much do I put in the fee envelope? it goes on to
the Moris tmrw" The assistant says ¥3,000 (the rise from October). The label says ¥1,800.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b395_ctl_llamaindex_chonaikai_fee_owed_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do I put in the fee envelope? it goes on to the Moris tmrw"
TURNS = [
    ("2050/04/10 joined the chonaikai 🙌 fee's ¥3,600 a yr, paid in 2 halves (Apr + Oct) 1800円 each, envelope to "
     "the han-cho",
     "Welcome to the chonaikai! The fee is ¥3,600 a year in two halves of ¥1,800, April and October, in the "
     "envelope to the han-cho."),
    ("2050/04/17 paid the 1st half, ¥1,800 to Okamoto-san, she put her hanko on my card",
     "First half paid - ¥1,800 to Okamoto-san, stamped on your card."),
    ("2050/06/12 general mtg at the kaikan - they voted the fee up to ¥4,800 a yr from Oct for the new AED cabinet + "
     "the festival tent. so the Oct half's ¥3,000 not ¥1,800. first rise in 20 yrs, Okamoto-san v apologetic",
     "Noted: the fee goes up to ¥4,800 a year from October, so your October half is ¥3,000."),
    ("2050/07/03 garbage station week done ✅ hosed it down, nets folded, clipboard to 203",
     "Station week done - clipboard passed on to 203."),
    ("2050/09/28 fee envelope came round w/ the kairanban, the list of names is on the front",
     "The fee envelope is going round with the kairanban."),
    (QUESTION,
     "¥3,000 - it went up to ¥4,800 a year from October, and you paid ¥1,800 in April."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hanazono-minami-aoife-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 2050/10/02. You are talking to Aoife Brennan, a member of the Hanazono-Minami "
                           "2-chome neighbourhood association, Osaka."] + lines[:-1]
                assert any("(Apr + Oct) 1800円 each" in c for c in context), context
                assert any("so the Oct half's ¥3,000 not ¥1,800" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="¥1,800", actual=reply)
