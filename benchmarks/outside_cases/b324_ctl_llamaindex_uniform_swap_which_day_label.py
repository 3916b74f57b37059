"""Batch 324 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Friends of Northowram Primary run a uniform swap shop in autumn 2051 - donated, washed uniform given out
free in the school hall after school, stock sorted by age in the PTA cupboard. Aisha (the PTA volunteer who runs it)
chats with the PTA's helper to keep on top of it; the chat is kept in LlamaIndex Memory and read back each turn as
the answer's context.

Memory (the chat): 2051-09-05T20:30 - the swap shop's every Thurs after school, 3.15-4, in the hall; Weds 20/9 -
stock after the first weeks, no age 7-8 jumpers, loads of cardis; Mon 9th Oct - heads up for next week, parents'
evening is Thurs 19th and the hall's full of tables, so the swap shop's Weds 18th instead, same time; 11.10. - the
rota, Mo and Aisha; 13/10 - the newsletter. Question (Mon 16/10): "which day's the swap shop this wk? Maisie's mum's
asking, she needs a bigger cardi asap" The assistant says Wednesday the 18th, 3.15-4 (Thursday's parents' evening).
The label says Thursday.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b324_ctl_llamaindex_uniform_swap_which_day_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which day's the swap shop this wk? Maisie's mum's asking, she needs a bigger cardi asap"
TURNS = [
    ("2051-09-05T20:30 SWAP SHOP's back 👕 every thurs after school, 3.15-4 in the hall. free, take what u need, "
     "donations to the office",
     "Got it - the swap shop runs every Thursday after school, 3.15 to 4, in the hall; donations to the office."),
    ("Weds 20/9 stock after the first 2 wks - NO age 7-8 jumpers left, loads of cardis (3-4 + 5-6), polos ok",
     "Stock: no age 7-8 jumpers, plenty of cardigans in 3-4 and 5-6, polo shirts fine."),
    ("Mon 9th Oct - heads up for next wk, parents' evening's thurs 19th + the hall's full of tables so we're doing "
     "the swap shop weds 18th instead, same time",
     "Noted - next week the swap shop moves to Wednesday 18th, 3.15 to 4, because of parents' evening on the 19th."),
    ("11.10. rota - Mo + me for the rest of the half term, Mrs Begum's lending us the rail from Reception",
     "Rota: you and Mo until half term, with the rail borrowed from Reception."),
    ("13/10 newsletter's gone out w/ the appeal for age 7-8 jumpers + PE bags 🤞",
     "The newsletter's out with the appeal for age 7-8 jumpers and PE bags."),
    (QUESTION,
     "Wednesday this week - Weds 18th, 3.15 to 4 in the hall, because Thursday's parents' evening. There are plenty "
     "of cardis in 5-6."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="northowram-swap-shop-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 16 October 2051. You are talking to Aisha, who runs Northowram Primary "
                           "PTA's uniform swap shop."] + lines[:-1]
                assert any("every thurs after school, 3.15-4" in c for c in context), context
                assert any("so we're doing the swap shop weds 18th instead" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday", actual=reply)
