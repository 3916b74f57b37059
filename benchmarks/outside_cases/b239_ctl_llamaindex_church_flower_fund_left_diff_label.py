"""Batch 239 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the flower guild at St Mary's, Sowerby keep a flower fund (coffee mornings, donations, the couples' £60 for
wedding flowers) that pays for the lilies at Easter and the oasis and flowers through the year. Jean (the guild's
treasurer) chats with the guild's helper to keep track; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1 (2051-03-20T11:30) - the flower fund's at £240 after the coffee morning; turn 2 - the Easter lilies
are ordered, £85 from the wholesaler, collecting Maundy Thursday; turn 3 (Fri 14/4) - paid for the lilies today, so
£155 left in the fund; turn 4 - the new oasis and wire, £12, came out of petty cash not the fund, the vicar's
warden said so; turn 5 (Tue 18th Apr) - the Mothers' Union have given £30 towards the lilies in memory of Edna,
bless them, it's gone in the fund. Question (turn 6, Mon 24/4): "how much is in the flower fund now? the PCC want a
figure for thursday" The assistant says £185 (the £155 after the lilies plus the MU's £30; the oasis was petty
cash). The label says £155.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b239_ctl_llamaindex_church_flower_fund_left_diff_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much is in the flower fund now? the PCC want a figure for thursday"
TURNS = [
    ("2051-03-20T11:30 flower fund's at £240 after the coffee morning 🌷 (lemon drizzle sold out by 11!) can u keep "
     "the tally for me",
     "Will do - the flower fund stands at £240 after the coffee morning."),
    ("easter lilies ordered, £85 from the wholesaler in Halifax, collecting maundy thurs. Margaret + Pam doing the "
     "arranging sat",
     "Easter lilies ordered for £85, to collect on Maundy Thursday; Margaret and Pam are arranging on the Saturday."),
    ("Fri 14/4 paid for the lilies today so £155 left in the fund",
     "Lilies paid - £155 left in the flower fund."),
    ("the new oasis + wire (£12) came out of petty cash NOT the fund, the vicar's warden said that's what it's for",
     "Noted - the £12 oasis and wire came out of petty cash, not the flower fund."),
    ("Tue 18th Apr - the Mothers' Union have given £30 towards the lilies in memory of Edna, bless them 💐 it's gone "
     "in the fund",
     "That's kind of them - £30 from the Mothers' Union, in memory of Edna, paid into the flower fund."),
    (QUESTION,
     "£185 - the £155 left after the lilies plus the Mothers' Union's £30. The oasis came out of petty cash, so it "
     "doesn't come off."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="st-marys-sowerby-flowers-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 24 April 2051. You are talking to Jean, treasurer of the flower guild at St "
                           "Mary's, Sowerby."] + lines[:-1]
                assert any("£155 left in the fund" in c for c in context), context
                assert any("Mothers' Union have given £30 towards the lilies" in c for c in context), context
                assert any("came out of petty cash NOT the fund" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£155", actual=reply)
