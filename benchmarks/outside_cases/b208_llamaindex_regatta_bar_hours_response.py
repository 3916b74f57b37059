"""Batch 208 (held out). A rowing club's regatta: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the bar's shorter hours in its context and gives the old ones.

App: Wyre Mill Rowing Club holds its own regatta on Sat 13th July 2047 - sprint heats all day on the river, a BBQ, the
bar in the boathouse. Lisa (the club's social sec) chats with the club's helper while she sorts the bar; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2047-05-14T20:10), the bar in the
boathouse 12-10 on Dai's personal licence with a TEN for the day; turn 2, the beer; turn 3 (16th may), the licensing
officer's rung - under the new rules their TEN only covers 12-8 this year, so the bar shuts at 8 and the after-party
moves to the Black Boy; turn 4, the BBQ; turn 5, the pots. Question (turn 6, Weds 10/7): "how long's the bar open sat
all told? doing the rota in 2hr shifts" -> expected 8 hours (12 till 8). The model says 10 hours (12 till 10).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 12-10 line and
the 16th may line with the bar shutting at 8 are both in the context the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b208_llamaindex_regatta_bar_hours_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the bar open sat all told? doing the rota in 2hr shifts"
TURNS = [
    ("2047-05-14T20:10 regatta bar 🍺🚣 sat 13th july, in the boathouse 12-10, on Dai's personal licence + a TEN for "
     "the day (300 max). need 2 behind the bar at all times pls",
     "Bar: boathouse, 12-10 on Dai's licence with a TEN (300 max), 2 on at all times."),
    ("beer - Hobsons best + Town Crier, a cider from Robinsons, Pimm's by the jug £12, lager in cans for the "
     "juniors' parents lol. glasses from Majestic",
     "Drinks: Hobsons best and Town Crier, Robinsons cider, Pimm's £12 a jug, canned lager; glasses from Majestic."),
    ("16th may - licensing officer rang 😩 new rules, our TEN only covers 12-8 this yr (no late one w/out a premises "
     "licence) so bar shuts at 8. Dai says the after-party moves to the Black Boy",
     "Noted - the bar shuts at 8 this year (TEN 12-8); after-party at the Black Boy."),
    ("BBQ - Scouts doing burgers + bangers from 12.30, veggie ones from Aldi, Gary's bringing his gas bbq not the "
     "charcoal one (remember 2045 🔥)",
     "BBQ: Scouts, burgers and sausages from 12.30, veggie options, Gary's gas BBQ."),
    ("pots - 14 tankards + 2 glass ones for the open 8s, presentation at the bar 6.30ish, Cllr Price doing it",
     "Pots: 14 tankards plus 2 glass for the open eights, presented about 6.30 by Cllr Price."),
    (QUESTION,
     "10 hours - 12 till 10, so five 2-hour shifts with 2 on each."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wyre-mill-rc-regatta-bar-2047-lisa", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 10 July 2047. You are talking to Lisa, social sec at Wyre Mill Rowing Club; "
                           "the regatta is Sat 13 July."] + lines[:-1]
                assert any("in the boathouse 12-10" in c for c in context), context
                assert any("only covers 12-8" in c and "bar shuts at 8" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="8 hours - 12 till 8 (the TEN only covers 12-8 this year), so four 2-hour shifts",
       actual=reply)
