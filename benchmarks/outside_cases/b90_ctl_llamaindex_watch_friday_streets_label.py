"""Batch 90 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Pat, the Whitehill Neighbourhood Watch coordinator, plans the Friday walks in a chat with an assistant; the
whole memory goes into each answer call.

Memory: turn 1 has this month's Friday route - Elm Close, Bury Lane and the top end of Pirton Rd by the
allotments; turn 3 says PCSO Dean rang, Pirton Rd past the allotments is all dug up for the gas main, fenced off,
lit up and with two night watchmen, so don't waste the walk on it till they're done - after Bury Lane loop round
Whitehill. Question (turn 6, Wed 1/11): "which streets are we doing on friday?" The assistant says Elm Close, Bury
Lane and round Whitehill. The label says Elm Close, Bury Lane and Pirton Rd.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b90_ctl_llamaindex_watch_friday_streets_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("fri walks this month: Elm Close, Bury Lane, then Pirton Rd (top end, by the allotments). 2 walkers, 8-9.30, "
     "meet at the phone box",
     "Friday route this month: Elm Close, Bury Lane and the top of Pirton Rd by the allotments; two walkers, 8-9.30, "
     "from the phone box."),
    ("Sue got the new hi-vis vests, 6 of them, £42 - receipt in the tin",
     "Six new hi-vis vests, £42, receipt in the tin."),
    ("PCSO Dean rang - Pirton Rd past the allotments is all dug up for the gas main, fenced off, lit up like "
     "Blackpool + 2 night watchmen on it. he says don't waste your walk on it til they're done, after Bury Lane "
     "just loop round Whitehill",
     "Dean says Pirton Rd by the allotments is fenced off and watched for the gas main works; after Bury Lane, loop "
     "round Whitehill until they're done."),
    ("tues report - white van on Elm Close again, 2 nights, reg in the book, sent to Dean",
     "White van on Elm Close again - reg logged and sent to Dean."),
    ("Jim got 2 new torches from Screwfix, rechargeable, he'll bring them fri",
     "Jim's bringing two new rechargeable torches on Friday."),
    ("which streets are we doing on friday? want to print the map for the 2 new walkers",
     "Elm Close, Bury Lane and then round Whitehill - Pirton Rd's off the route while the gas works are on."),
]


async def main():
    memory = Memory.from_defaults(session_id="whitehill-watch-pat", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("then Pirton Rd (top end" in c for c in lines[:-1]), lines
                assert any("loop round Whitehill" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Wed 1 November 2034."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which streets are we doing on friday? want to print the map for the 2 new walkers",
           expected="Elm Close, Bury Lane and Pirton Rd", actual=reply)


asyncio.run(main())
