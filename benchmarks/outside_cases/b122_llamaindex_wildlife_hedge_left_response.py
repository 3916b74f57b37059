"""Batch 122 (held out). A wildlife trust's hedge-laying project: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Ray, who leads the Thornber Moss Wildlife Trust's midweek crew, chats with the helper as the Top Field hedge
gets laid; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the whole Top Field hedge at 220m, "gate to
gate"; the Countryside Stewardship grant paying for 180m of it (the roadside stretch the trust does off its own bat);
60m laid sat 7/3, 45m on 22.3. (rain stopped play 1.30pm) and 38m by the midweek crew Weds 8 Apr. The model takes
the three stretches off the grant's 180m instead of the hedge's 220m. Question (Fri 17/4, Ray, planning the last
sessions): "how many metres have we still got to lay on the top field hedge?" -> expected 77 (220 - 60 - 45 - 38).
The assistant says 37.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the hedge's length
and all three stretches laid are in the context the model was given, and it worked from the grant's figure.
Asserted: the 220m line and the three stretches are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b122_llamaindex_wildlife_hedge_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many metres have we still got to lay on the top field hedge?"
TURNS = [
    ("measured the top field hedge w Sue's wheel - 220m gate to gate. the stewardship grant pays for 180m of it, "
     "the roadside bit we're doing off our own bat as it's the best bit for the dormice",
     "Top Field hedge: 220m in all, 180m of it under the stewardship grant."),
    ("sat 7/3 first go - 60m laid, 12 of us, stakes + binders from Brock Wood coppice",
     "60m laid on 7/3 - a good start."),
    ("22.3. another 45m, 8 of us, rain stopped play 1.30pm. billhooks want sharpening before next time",
     "45m more on 22.3.; billhooks to sharpen."),
    ("saw a yellowhammer on the finished bit!! and 2 hares in the top corner",
     "Lovely - a yellowhammer and two hares."),
    ("Weds 8 Apr midweek crew did 38m, 5 of us, 8.30-3ish. Pete brought his own billhook, much quicker",
     "38m from the midweek crew on Weds 8 Apr."),
    (QUESTION,
     "37m - the 180m less the 60, 45 and 38 you've laid."),
]


async def main():
    memory = Memory.from_defaults(session_id="thornber-topfield-hedge", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 17 April 2037. You are talking to Ray, who leads the Thornber Moss midweek "
                           "crew."] + lines[:-1]
                assert any("220m gate to gate" in c for c in context), context
                assert any("60m laid" in c for c in context), context
                assert any("another 45m" in c for c in context), context
                assert any("midweek crew did 38m" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="77m - the hedge is 220m and 60 + 45 + 38 = 143m is laid", actual=reply)


asyncio.run(main())
