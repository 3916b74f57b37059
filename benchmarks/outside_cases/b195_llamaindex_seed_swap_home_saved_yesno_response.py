"""Batch 195 (held out). A community garden's seed swap: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the chair's OK for home-saved seed in its context and gives last year's rule.

App: Knighton Community Garden's seed swap is Sat 5th March 2044 in the Knighton Community Centre, 10-12.30 -
swap tables, a seed potato corner, a talk on no-dig, teas. Sian (the garden's volunteer coordinator) chats with the
garden's helper while she gets it ready; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, last year's rules pasted from the
old flyer ("Shop-bought packets only please, in date - no loose seed"); turn 2, the tables (8, by crop); turn 3
(16th Feb), Pam (the chair) saying home-saved is fine this year as long as it's in a paper envelope with the variety
and year written on, and no F1s as they don't come true; turn 4, the no-dig talk at 11 (Glenys, 20 mins); turn 5,
the teas (Jan, 50p, cake sell-off at 12.15). Question (turn 6, Tue 1/3): "can people bring their own saved seed sat?
Jan's asking, she's got loads of her runner beans" -> expected yes - in a paper envelope with the variety and year
on, no F1s. The model says no, shop-bought packets only.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): last year's rule
and Pam's OK for home-saved seed are both in the context the model was given, and it answered from the old rule.
Asserted: the context has the old flyer's line and Pam's line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b195_llamaindex_seed_swap_home_saved_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can people bring their own saved seed sat? Jan's asking, she's got loads of her runner beans"
TURNS = [
    ("pasting last yr's rules off the old flyer so we've got them - 'Shop-bought packets only please, in date - no "
     "loose seed. Swap 1 for 1, take what you need'",
     "Got last year's flyer rules: shop-bought packets in date, no loose seed, swap one for one."),
    ("tables - 8, by crop: beans + peas, brassicas, roots, toms/chillies, salad, flowers, herbs, seed spuds on the "
     "floor in crates",
     "Eight tables by crop, seed potatoes in crates on the floor."),
    ("16th feb - Pam (chair) says home-saved is fine this yr 👍 as long as it's in a paper envelope w the variety + "
     "year written on. no F1s tho, they don't come true",
     "Noted: home-saved seed is fine this year in a paper envelope labelled with variety and year; no F1s."),
    ("talk at 11 - Glenys on no-dig, 20 mins, she's bringing a bag of her compost to show lol",
     "No-dig talk by Glenys at 11, 20 minutes."),
    ("teas - Jan doing them, 50p a cuppa, cake sell-off at 12.15 whatever's left",
     "Teas by Jan, 50p, cake sell-off at 12.15."),
    (QUESTION,
     "No - it's shop-bought packets only, in date, no loose seed. She could bring some bought packets to swap "
     "instead."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="knighton-garden-seed-swap-2044-sian", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 1 March 2044. You are talking to Sian, volunteer coordinator of Knighton "
                           "Community Garden; the seed swap is Sat 5 March at the Community Centre."] + lines[:-1]
                assert any("Shop-bought packets only please, in date" in c for c in context), context
                assert any("home-saved is fine this yr" in c and "no F1s" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - in a paper envelope with the variety and year on it, just no F1s", actual=reply)
