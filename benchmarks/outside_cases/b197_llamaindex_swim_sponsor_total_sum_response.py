"""Batch 197 (held out). A swimming club's sponsored swim: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the masters' forms in its context and adds up the juniors and JustGiving only.

App: Ludlow Swimming Club held its sponsored swim on Sat 7th March 2043 at the leisure centre - juniors 5-6pm,
the masters 6-7pm, lengths counted by parents, the money towards a new pool hoist. Bev (the club's treasurer) chats
with the club's helper while she gets the money in; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2043-03-09T19:40), £418.50 from
the juniors' sponsor forms banked; turn 2, the lifeguard (the centre charge £45 for the 2 hrs, out of the pot);
turn 3 (14/3), JustGiving at £265 after their fees, and the Rotary saying they'll match the masters up to £200 - not
in yet; turn 4, the lane counters; turn 5 (Tue 17th), mostly Steve's chat about doing another one in the autumn,
but the masters' forms are in at last, £301 all told, bit of cash and 2 cheques, banked at Lloyds on the way home.
Question (turn 6, Weds 18/3): "how much sponsor money have we actually got in so far? not counting the Rotary till
it comes" -> expected £984.50 (£418.50 + £265 + £301). The model adds the juniors and JustGiving and says £683.50.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the juniors' £418.50,
JustGiving's £265 and the masters' £301 are all in the context the model was given, and it left the £301 out.
Asserted: the context has the £418.50, the £265 and the £301 lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b197_llamaindex_swim_sponsor_total_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much sponsor money have we actually got in so far? not counting the Rotary till it comes"
TURNS = [
    ("2043-03-09T19:40 juniors' sponsor forms - £418.50 banked today ✅ 3 still to come back, chasing",
     "£418.50 from the juniors' sponsor forms banked; three forms still to come back."),
    ("lifeguard - centre charge us £45 for the 2 hrs, I said it comes out of the pot",
     "The leisure centre's lifeguard is £45 for the two hours, paid out of the pot."),
    ("14/3 JustGiving at £265 (thats after their fees). Rotary say they'll match whatever the masters raise up to "
     "£200 but not in yet",
     "JustGiving stands at £265 after fees; the Rotary's match (up to £200) isn't in yet."),
    ("lane counters were 6 parents + 2 of the masters, clipboards back in the office, Mrs Evans did the tally sheet",
     "Lane counters: six parents and two masters; clipboards back in the office."),
    ("tue 17th Steve says the masters want to do another in the autumn lol, 50 lengths not enough for some of them. "
     "got their forms off him at last, £301 all told, bit of cash + 2 cheques, banked at Lloyds on the way home",
     "Noted - the masters' forms are in and banked (£301), and they'd like another swim in the autumn."),
    (QUESTION,
     "£683.50 so far - £418.50 from the juniors' forms and £265 on JustGiving."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ludlow-sc-sponsored-swim-mar-2043-bev", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 18 March 2043. You are talking to Bev, treasurer of Ludlow Swimming Club; "
                           "the sponsored swim was Sat 7 March, for a new pool hoist."] + lines[:-1]
                assert any("£418.50 banked today" in c for c in context), context
                assert any("JustGiving at £265" in c for c in context), context
                assert any("masters" in c and "£301 all told" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£984.50 - £418.50 juniors' forms + £265 JustGiving + £301 masters' forms", actual=reply)
