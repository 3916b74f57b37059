"""Batch 252 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Dev Mistry lets 14 Clarendon Rd, a five-room shared house in Halifax, rents including bills. He chats with his
helper while he keeps on top of the house; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2051-01-05T18:30) - the year's bills, split 5 ways, all rooms full; turn 2 (Thu 16/1) - the box room
is empty from 1st Feb, Finn's gone home to Leeds, not relisting it till the damp on the outside wall is sorted; turn
3 - rents staying the same till Sept; turn 4 (4th Mar) - Ollie's off travelling (Vietnam) March to May, keeping his
room and paying rent, but they've agreed he's not on the bills while he's away, nobody's using his heating; turn 5
(6/3) - smoke alarms tested. Question (turn 6, Mon 17/3, Dev): "how many ways am I splitting the march bills?" The
assistant says 3 - Kasia, Priya and Jamal (the box room's empty and Ollie's off the bills while he's away). The label
says 5.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b252_ctl_llamaindex_shared_house_bills_split_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many ways am I splitting the march bills?"
TURNS = [
    ("2051-01-05T18:30 new yr 🎉 bills for 14 Clarendon - gas + elec about £260/m, water £48, wifi £32. split 5 ways, "
     "all rooms full 👍 (Ollie, Kasia, Priya, Jamal, Finn in the box rm)",
     "Noted - gas and electric about £260 a month, water £48, wifi £32, split five ways with every room let."),
    ("Thu 16/1 - box room's empty from 1st Feb, Finn's gone home to Leeds (uni wasn't for him). not relisting it "
     "till I've sorted the damp on the outside wall",
     "The box room is empty from 1 Feb after Finn left; you won't relist it until the damp is fixed."),
    ("rents - keeping them all as they are till Sept, will review in the summer",
     "Rents stay as they are until September; review in the summer."),
    ("4th Mar - Ollie's off travelling (Vietnam 🇻🇳) mar-may, keeping his room + paying rent but we agreed he's "
     "not on the bills while he's away, nobody's using his heating",
     "Ollie is away March to May - he keeps his room and pays rent, but he's off the bills while he's away."),
    ("6/3 smoke alarms all tested, fine. CO alarm by the boiler too",
     "Smoke alarms and the CO alarm by the boiler tested on 6 March - all fine."),
    (QUESTION,
     "3 ways - Kasia, Priya and Jamal. The box room's been empty since February and Ollie's off the bills while "
     "he's travelling."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="dev-14-clarendon-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 17 March 2051. You are talking to Dev Mistry, landlord of 14 Clarendon Rd."] \
                          + lines[:-1]
                assert any("split 5 ways, all rooms full" in c for c in context), context
                assert any("box room's empty from 1st Feb" in c for c in context), context
                assert any("not on the bills while he's away" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5", actual=reply)
