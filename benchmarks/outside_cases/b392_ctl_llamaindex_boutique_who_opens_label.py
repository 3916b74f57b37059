"""Batch 392 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Wasantha Stores is a boutique in an invented Colombo lane - bread from the bakery van from 6 am, kiri packets,
rice by the kilo, a credit book. Chandrika (Wasantha's wife) chats with the shop's helper to keep track of things;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2053-06-01T06:40) - shop times: Wasantha opens at 6 am for the bread, Chandrika comes at 9, close
9.30 pm, Sundays 7 to 1; turn 2 - rice prices; turn 3 (Tue 10/06) - Wasantha is going on the Poson pilgrimage with
the temple bus Thursday night, back Sunday evening, so Chaminda (his nephew) will open Friday and Saturday at 6,
Chandrika at 9 as usual; turn 4 - the bakery van and 30 loaves on Friday for the dansala people; turn 5 - Kamal
malli paid his Rs. 820. Question (turn 6, Thu 12/06): "who is opening tmrw morning? Perera aunty is asking if she
can get her bread at 6" The assistant says Chaminda, Wasantha's nephew, at 6 (tomorrow is Friday, Wasantha is on
the pilgrimage). The label says Wasantha aiya.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b392_ctl_llamaindex_boutique_who_opens_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who is opening tmrw morning? Perera aunty is asking if she can get her bread at 6"
TURNS = [
    ("2053-06-01T06:40 shop times from this month 🙏 Wasantha opens 6 am for the bread, I come at 9, close 9.30 pm. "
     "sundays 7 to 1 only",
     "Noted - Wasantha opens at 6 am for the bread, you come in at 9, closing 9.30 pm; Sundays 7 to 1."),
    ("rice - samba Rs. 240, nadu Rs. 190, red raw Rs. 210 a kilo. keeri samba only on order",
     "Rice per kilo: samba Rs. 240, nadu Rs. 190, red raw Rs. 210; keeri samba on order only."),
    ("Tue 10/06 Wasantha is going for the Poson pilgrimage with the temple bus thu night, back sun evening. so "
     "Chaminda (his nephew) will open fri + sat at 6, I'll come at 9 as usual",
     "Got it - Wasantha's away from Thursday night to Sunday evening; Chaminda opens Friday and Saturday at 6, and "
     "you come at 9."),
    ("bakery van - Rasika coming 6.15 from this week. keep 30 loaves aside on fri for the dansala people",
     "The bakery van comes at 6.15 now; 30 loaves to be kept aside on Friday for the dansala."),
    ("credit book - Kamal malli paid his Rs. 820, cross it out",
     "Kamal's Rs. 820 is paid - crossed out of the book."),
    (QUESTION,
     "Chaminda - Wasantha's nephew - is opening tomorrow (Friday) at 6, since Wasantha's on the pilgrimage. So yes, "
     "she can get her bread at 6."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wasantha-stores-chandrika-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 12 June 2053. You are talking to Chandrika, who runs Wasantha Stores (a "
                           "boutique shop) with her husband Wasantha."] + lines[:-1]
                assert any("Wasantha opens 6 am for the bread" in c for c in context), context
                assert any("Chaminda (his nephew) will open fri + sat at 6" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Wasantha aiya", actual=reply)
