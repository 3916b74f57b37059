"""Batch 238 (held out). A youth football club's kit and fixtures: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has every part of an away-game kit list in its context, spread over several
turns, and gives only the first turn's.

App: Luddenden Foot Juniors U12s play Sunday mornings - home on the top field, away across the district, shirts
provided by the club (a wash rota), lifts shared by the parents. Karen (whose son Josh is in the U12s) chats with the
club's parents' helper to keep track of what Josh needs; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-09-02T19:00), the matchday
kit - white shorts, blue socks, shin pads, boots, a named water bottle (shirts given out on the day); turn 2, the
away game at Queensbury on Sun 17th - it's on their astro, so moulded studs or astro trainers, no metal studs, and
bring a warm jacket, it's up on the tops; turn 3, lifts - £3 each towards the driver's petrol, Dev's taking Josh;
turn 4, subs; turn 5, Wednesday training off. Question (turn 6, Sat 16/9): "what does Josh need to bring tomorrow for
Queensbury? packing his bag now" -> expected white shorts, blue socks, shin pads, moulded studs or astro trainers
(no metal studs), a named water bottle, a warm jacket and £3 for Dev's petrol. The model lists the turn-1 kit with
his boots and leaves out the jacket and the £3.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the matchday kit,
the astro/no-metal-studs and jacket turn and the £3 lift turn are all in the context the model was given, and it
answered from the first alone. Asserted: the context has all three turns.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b238_llamaindex_football_away_kit_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what does Josh need to bring tomorrow for Queensbury? packing his bag now"
TURNS = [
    ("2051-09-02T19:00 matchday kit ⚽ white shorts, blue socks, shin pads, boots, water bottle w/ his name on. "
     "shirts are given out on the day + go home with whoever's on the wash rota",
     "Matchday kit for Josh: white shorts, blue socks, shin pads, boots and a named water bottle - shirts are handed "
     "out on the day."),
    ("away at Queensbury sun 17th, KO 10.30. it's on their astro so moulded studs or astro trainers, NO metal studs "
     "or the ref sends them off to change. + bring a warm jacket, it's right up on the tops, freezing even in sept",
     "Sun 17 Sept away at Queensbury, kick-off 10.30, on the astro: moulded studs or astro trainers only, no metal "
     "studs, and a warm jacket because it's exposed up there."),
    ("lifts - it's £3 each towards petrol for whoever drives, Dev's taking Josh + the twins, leaving ours at 9.30",
     "Dev's giving Josh a lift, leaving at 9.30 - £3 towards his petrol."),
    ("subs are going up to £22 a month from oct, standing order to the club acct",
     "Subs go up to £22 a month from October, by standing order."),
    ("weds training's off this wk, they're marking out the top field",
     "No training on Wednesday this week - the top field is being marked out."),
    (QUESTION,
     "For tomorrow: white shorts, blue socks, shin pads, his boots and a named water bottle - his shirt's given out "
     "on the day."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lfj-u12-josh-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 16 September 2051. You are talking to Karen, whose son Josh plays for "
                           "Luddenden Foot Juniors U12s."] + lines[:-1]
                assert any("white shorts, blue socks, shin pads, boots" in c for c in context), context
                assert any("NO metal studs" in c and "bring a warm jacket" in c for c in context), context
                assert any("£3 each towards petrol" in c and "Dev's taking Josh" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="white shorts, blue socks, shin pads, moulded studs or astro trainers (no metal studs), a "
                          "named water bottle, a warm jacket and £3 for Dev's petrol", actual=reply)
