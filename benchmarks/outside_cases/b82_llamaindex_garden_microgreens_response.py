"""Batch 82 (held out). A market garden's restaurant orders: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Nell of Long Furrow market garden talks her week through with an assistant; the whole memory goes into each
answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the Swan takes 4 trays of microgreens every
Friday (Rafa, the chef); turn 3 relays Rafa's text that the starter with the microgreens and pea shoots comes off
when their summer menu starts on Tues 1 July, so no trays after that until he says about autumn. Question (turn 6,
Thu 3/7): "do I need to cut microgreens for the Swan tomorrow?" -> expected no. The model says yes, 4 trays.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b82_llamaindex_garden_microgreens_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Swan orders for the summer: Rafa wants 4 trays microgreens every fri + 1kg pea shoots, invoice monthly, "
     "delivery by 11 thru the back gate",
     "The Swan: 4 trays of microgreens and 1kg pea shoots every Friday, back gate by 11, invoiced monthly."),
    ("Olive Tree want new pots from the 20th ish, 10kg tues + fri. Priti's the one to text now",
     "Olive Tree: 10kg new potatoes Tuesdays and Fridays from about the 20th; text Priti."),
    ("text from Rafa - the starter w the microgreens + pea shoots comes off when the summer menu starts tues 1st "
     "july, so no trays from then, he'll shout about autumn. shame, it was a good little earner",
     "So the Swan's microgreens and pea shoots stop from Tuesday 1 July until Rafa gets back to you about autumn."),
    ("bed 4 chard going over, will do the last cut for the Saltbox",
     "Last cut of bed 4 chard for the Saltbox."),
    ("van's got a slow puncture, Ollie's taking it to Kwik Fit weds",
     "Ollie takes the van to Kwik Fit on Wednesday."),
    ("do I need to cut microgreens for the Swan tomorrow? want to know before I water the trays tonight",
     "Yes - the Swan's 4 trays, plus the 1kg of pea shoots, back gate by 11."),
]


async def main():
    memory = Memory.from_defaults(session_id="long-furrow-nell", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("4 trays microgreens every fri" in c for c in lines[:-1]), lines
                assert any("so no trays from then" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Thu 3 July 2031."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("do I need to cut microgreens for the Swan tomorrow? want to know before I water the trays tonight",
           expected="no, not since their summer menu started on the 1st", actual=reply)


asyncio.run(main())
