"""Batch 36 (held out). A language-exchange organiser's chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Lena organises "Talk Swap Hereford" (Spanish, German, French and Italian conversation tables). She chats with
an assistant about the week; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is
the context of each answer. Nine turns, June 2025, each starting with the day however Lena typed it.

Planted fault (ResponseError, ignored sufficient context): Marta, who hosts the German table, had a bad cold at the
end of May and Jonas stood in. On 6 June Lena writes: "Marta msgd - her citizenship ceremony is at the town hall
tues 10th at 5.30, then the family are taking her out for dinner, so no German from her that night. Jonas will step
in again". On the 10th the assistant is asked why Marta isn't hosting and goes by the cold. Question: "Jonas says
ppl keep asking him why Marta's not doing German tonight, what do I tell them?" -> expected her citizenship
ceremony (and a family dinner after).

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 6 June
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b36_llamaindex_langswap_marta_reason_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 2/6 - Marta had a stinking cold all last wk, Jonas ran German for her on the 27th, went fine",
     "Jonas covered German on 27 May while Marta was ill."),
    ("3 June - Spanish last thurs was packed, 16!! need a 2nd table at the Crown", "Spanish needs a second table."),
    ("4/6 summer social - Castle Green Sat 21/6 from 2, bring a dish from 'your' country",
     "Summer social Saturday 21 June, 2pm, Castle Green."),
    ("Thurs 5th - Giulia's got the Courtyard for Italian film night, 26/6, £4 a head", "Italian film night 26 June."),
    ("6.6 Marta msgd - her citizenship ceremony is at the town hall tues 10th at 5.30, then the family are taking her "
     "out for dinner, so no German from her that night. Jonas will step in again",
     "Jonas hosting German on Tuesday 10 June."),
    ("Sat 7th - Carmen's in Cadiz 2 wks, Andres is running Spanish", "Andres runs Spanish for two weeks."),
    ("Sun 8/6 subs jar had £47, paid the Crown £30 for the room", "GBP 47 in, GBP 30 to the Crown."),
    ("9 June - Lucia asked about a Catalan corner, maybe autumn?", "Catalan corner idea for the autumn."),
    ("Tues 10th - Jonas says ppl keep asking him why Marta's not doing German tonight, what do I tell them?",
     "Tell them she's still getting over that cold from last week - Jonas is covering again till she's better."),
]


async def main():
    memory = Memory.from_defaults(session_id="talkswap-lena", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("6.6" in c and "citizenship ceremony" in c for c in lines), lines
                assert any("stinking cold" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="It's her citizenship ceremony today - she's out with her family after",
           actual=reply)


asyncio.run(main())
