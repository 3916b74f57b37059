"""Batch 69 (held out). A mobile hairdresser's bookings: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Shona (Shona's Mobile Hair) plans a wedding booking with an assistant; each message is ``aput`` into a
LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Kerry Lowe's wedding is Sat 16 June
2029; Kerry wants her trial a fortnight before, on a Saturday so she can live with it all day: Sat 2 June.

Planted fault (ResponseError, ignored sufficient context): the wedding date and "a fortnight before, a sat" are in the
context; the model counts back one week: Sat 9 June. Question: "so what date's Kerry's trial?" -> expected Saturday
2 June.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the messages
with the wedding date and the fortnight-before trial are in the context the model got. Another reading: none that we
see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b69_llamaindex_hairdresser_bridal_trial_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Kerry Lowe's wedding is sat 16th june, ceremony 1pm at St Mary's Bewdley. me + Jade doing her + 4 bridesmaids "
     "+ the 2 mums, start 7.30 at her mum's",
     "Kerry Lowe's wedding: Saturday 16 June, ceremony 1pm at St Mary's Bewdley. You and Jade do Kerry, 4 "
     "bridesmaids and 2 mums from 7.30am at her mum's."),
    ("quote sent - £95 for Kerry incl the trial, £40 each bridesmaid, £35 the mums. deposit £50 paid 3/3",
     "Quote: Kerry £95 including the trial, bridesmaids £40 each, mums £35 each; £50 deposit paid 3 March."),
    ("she wants the trial a fortnight b4, a sat so she can see how it holds up all day (+ she's off work then). her "
     "flat, 10am. she'll bring the veil + the comb",
     "Trial: two weeks before the wedding, on a Saturday, 10am at Kerry's flat; she'll bring the veil and comb."),
    ("bridesmaids all long hair except Chloe (bob) - she's doing a little side braid + pins, ask Jade to take her",
     "Bridesmaids: all long hair except Chloe (bob, side braid and pins) - Jade to do Chloe."),
    ("need to order: more kirby grips (the bronze), the big roller set back from Jade, hairspray x3",
     "To order: bronze kirby grips, get the big roller set back from Jade, 3 hairsprays."),
    ("so what date's Kerry's trial? putting it in the diary",
     "Saturday 9th June, 10am at Kerry's flat - a week before the wedding."),
]


async def main():
    memory = Memory.from_defaults(session_id="shona-kerry-wedding", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("wedding is sat 16th june" in c for c in lines[:-1]), lines
                assert any("trial a fortnight b4, a sat" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("so what date's Kerry's trial?", expected="Sat 2nd June", actual=reply)


asyncio.run(main())
