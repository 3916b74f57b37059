"""Batch 388 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Hing Wah Cafe is a cha chaan teng with a breakfast rush from 7 to 11 - the breakfast sets, milk tea, polo buns
from Ah Keung bakery, the Octopus machine. Carmen (the boss's daughter, who does the menu board and the orders) chats
with the shop's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-03-01 08:40) - breakfast set A HK$42, 7 to 11am: macaroni in soup with ham, scrambled egg,
buttered toast, a hot drink (milk tea, coffee or lemon tea), cold drink +HK$3; turn 2 - the March roster's on the
wall, Ah Lok on the toaster; turn 3 (Tue 14 Mar) - her dad says from Mon 20/3 set A changes the toast to a polo bun
with butter, price still HK$42, the toaster always jams anyway, rest the same; turn 4 - Ah Keung adds 50 polo buns
a day from 20/3 for the set; turn 5 - the new Octopus machine goes in Thu, the old one goes back. Question (turn 6,
Tue 21/3): "what come with breakfast set A now? customer ask at the window" The assistant says macaroni in soup with
ham, scrambled egg, a polo bun with butter and a hot drink (cold +HK$3). The label says macaroni in soup with ham,
scrambled egg, buttered toast and a hot drink.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b388_ctl_llamaindex_chachaanteng_breakfast_set_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what come with breakfast set A now? customer ask at the window"
TURNS = [
    ("2051-03-01 08:40 breakfast set A HK$42 (7 to 11am): macaroni in soup w ham, scrambled egg, buttered toast, hot "
     "drink (milk tea / coffee / lemon tea). cold drink +HK$3",
     "Set A, HK$42 from 7 to 11am: macaroni in soup with ham, scrambled egg, buttered toast and a hot drink; cold "
     "drinks +HK$3."),
    ("march roster on the wall already, Ah Lok on the toaster 6:30 to 11",
     "The March roster is up; Ah Lok is on the toaster 6:30 to 11."),
    ("Tue 14 Mar - dad say from Mon 20/3 set A change the toast to polo bun w butter, price still HK$42. the toaster "
     "always jam anyway 😂 rest same",
     "Noted: from Mon 20/3 set A comes with a polo bun with butter instead of the toast, still HK$42."),
    ("Ah Keung add 50 polo bun a day from 20/3 for the set, same price",
     "Ah Keung will send 50 more polo buns a day from 20/3 for the set."),
    ("new Octopus machine install Thu, old one return to them, remember settle the old one first!!",
     "The new Octopus machine goes in on Thursday - settle the old one before it goes back."),
    (QUESTION,
     "Set A (HK$42): macaroni in soup w ham, scrambled egg, a polo bun w butter (not toast anymore), and a hot drink "
     "- cold +HK$3."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hing-wah-cafe-carmen-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 21 March 2051. You are talking to Carmen, who does the menu at Hing Wah "
                           "Cafe."] + lines[:-1]
                assert any("scrambled egg, buttered toast, hot drink" in c for c in context), context
                assert any("set A change the toast to polo bun w butter" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="macaroni in soup with ham, scrambled egg, buttered toast and a hot drink", actual=reply)
