"""Batch 397 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the pierogi committee of St. Bronislava parish in Chicago make 600 dozen pierogi for Wigilia 2050. Pani Zofia
(who runs the kitchen) chats with the committee's helper to keep her supplies straight; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-11-14T19:00) - flour math, 600 dz is about 200 lb of all-purpose flour; turn 2 - the Mazur's
run on 11/19 got 4 x 25 lb, so we still need 100 lb, receipt $58.36 to Basia; turn 3 (Tue 11/22) - pani Krysia
dropped off 2 bags from her son's bakery, 25 lb each, Bóg zapłać; turn 4 - eggs, 30 dz from the farm, pan Rysiek
picking up. Question (turn 5, Wed 11/23): "how much more flour do I get at the restaurant supply tomorrow? in lb
pls" The assistant says 50 lb - two more 25 lb bags (200 needed, 100 from Mazur's, 50 from pani Krysia). The label
says 100 lb.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b397_ctl_llamaindex_pierogi_flour_lbs_left_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much more flour do I get at the restaurant supply tomorrow? in lb pls"
TURNS = [
    ("2050-11-14T19:00 flour math for Wigilia 🥟 600 dz = about 200 lb of flour, all-purpose, the good one if we can "
     "get it",
     "Noted - about 200 lb of all-purpose flour for the 600 dozen."),
    ("Mazur's run 11/19 - got 4 x 25 lb, so we still need 100 lb. receipt $58.36 to Basia for the reimbursement",
     "So 100 lb bought, 100 lb still to get; the $58.36 receipt goes to Basia."),
    ("Tue 11/22 - pani Krysia dropped off 2 bags from her son's bakery, 25 lb each!! Bóg zapłać 🙏",
     "Lovely - that's another 50 lb from pani Krysia's son's bakery."),
    ("eggs - 30 dz from the farm, pan Rysiek's picking up fri in his van",
     "Eggs: 30 dozen from the farm, pan Rysiek picking up on Friday."),
    (QUESTION,
     "50 lb - two more 25 lb bags. You need about 200: 100 came from Mazur's and 50 from pani Krysia."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="st-bronislava-kitchen-zofia-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 11/23/2050. You are talking to pani Zofia, who runs the kitchen for St. "
                           "Bronislava's Wigilia pierogi."] + lines[:-1]
                assert any("so we still need 100 lb" in c for c in context), context
                assert any("2 bags from her son's bakery, 25 lb each" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="100 lb", actual=reply)
