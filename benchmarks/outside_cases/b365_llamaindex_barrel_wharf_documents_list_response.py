"""Batch 365 (held out). A family remittance and barrel-shipping group: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the answer call has the changed list of papers for the wharf in its context and gives the
first one.

App: Sharon in Kingston clears the Christmas barrel her brother Everton ships from Fort Lauderdale every year, and
takes his money for the duty. She chats with the family's helper to keep track; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-11-07T19:10), what she
must carry to clear the barrel at the wharf - her ID (passport or driver's licence), the bill of lading Everton
emailed, and the packing list with the values; turn 2, the wharf's hours; turn 3 (Tue 15 Nov), the customs broker
Miss Henry called - "nuh badda wid di packing list", Everton sent it straight to her, but carry the TRN card, they
check it for everybody now; turn 4, the US$150 Everton sent for the duty and the broker, changed at the cambio for
J$23,400; turn 5, Mama's corned beef. Question (turn 6, Mon 21/11): "wha mi need fi carry go a di wharf tomorrow? mi
nuh waan dem turn mi back" -> expected her ID, the bill of lading and her TRN card (a list whose items sit in turn 1
and turn 3; not the packing list). The model lists ID, bill of lading and the packing list.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list
and the turn that dropped the packing list and added the TRN are both in the context the model was given, and it
answered from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b365_llamaindex_barrel_wharf_documents_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "wha mi need fi carry go a di wharf tomorrow? mi nuh waan dem turn mi back"
TURNS = [
    ("2050-11-07T19:10 Everton seh di barrel ship Sat, JAM Shipping 🛢️ fi clear it a di wharf mi need fi carry mi "
     "ID (passport or driver licence), di bill of lading him email mi, an di packing list wid di value dem",
     "Noted - to clear the barrel you need your ID (passport or driver's licence), the bill of lading Everton "
     "emailed, and the packing list with the values."),
    ("wharf open Mon-Fri 8 till 3. nuh go pon a Friday, it pack out, yuh siddung deh whole day",
     "The wharf is open Monday to Friday, 8 till 3 - best to avoid Fridays."),
    ("Tue 15 Nov - Miss Henry di customs broker call. nuh badda wid di packing list, Everton sen it straight to "
     "her already. but carry mi TRN card, dem a check it fi everybody now",
     "Got it: no packing list needed now (Miss Henry has it), but bring your TRN card."),
    ("Everton sen US$150 fi di duty an Miss Henry fee, mi change it a di cambio, J$23,400",
     "Everton sent US$150 for the duty and the broker's fee - J$23,400 at the cambio."),
    ("Mama seh di corned beef a fi Christmas dinner, nobody fi touch it 😂 an di rice go to Aunty Joan",
     "The corned beef is for Christmas dinner, and the rice goes to Aunty Joan."),
    (QUESTION,
     "Carry yuh ID (passport or driver licence), di bill of lading Everton email, an di packing list wid di "
     "value dem."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sharon-barrel-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 21 November 2050. You are talking to Sharon in Kingston, who clears her "
                           "brother Everton's barrel at the wharf."] + lines[:-1]
                assert any("carry mi ID (passport or driver licence), di bill of lading" in c
                           and "an di packing list" in c for c in context), context
                assert any("nuh badda wid di packing list" in c and "carry mi TRN card" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="her ID (passport or driver's licence), the bill of lading and her TRN card - no packing "
                          "list, Miss Henry has it", actual=reply)
