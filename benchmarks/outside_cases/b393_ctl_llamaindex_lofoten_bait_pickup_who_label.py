"""Batch 393 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: M/S Fløtten, a line boat, fishes cod out of Reinvika in Lofoten in late winter 2051 - Sander (skipper), Henrik,
Liv and Mateusz (who writes in English). The crew's shared chat with the boat's helper is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Memory: turn 1 (27.02.2051 kl. 19.20) - 300 kg mackerel bait ordered from Agnsentralen in Reinvika, Henrik picks it
up Thursday 02.03. kl. 15 with his pickup; turn 2 - 24 tubs of line to bait for Friday, Liv and Mateusz in the
baiting shed from kl. 16; turn 3 (tirs 28.02.) - Henrik's pickup is at the garage (the clutch) till next week, so
Liv picks up the bait on Thursday instead, same time, in her Hilux; turn 4 - the heater in the baiting shed works
again, Sander fixed it; turn 5 - food money kr 400 each to Sander by Friday. Question (turn 6, ons 01.03.,
Mateusz): "who is picking up the agn tomorrow? need to tell them to grab rubber gloves too" The assistant says Liv
(Henrik's pickup is at the garage). The label says Henrik.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b393_ctl_llamaindex_lofoten_bait_pickup_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who is picking up the agn tomorrow? need to tell them to grab rubber gloves too"
TURNS = [
    ("27.02.2051 kl. 19.20 Sander: agn - 300 kg makrell bestilt hos Agnsentralen i Reinvika, Henrik henter torsdag "
     "02.03. kl. 15 med pickupen 🐟",
     "Noted: 300 kg mackerel bait from Agnsentralen in Reinvika, Henrik collects it Thursday 02.03. at kl. 15."),
    ("Liv: 24 stamper line to bait for fredag, me + Mateusz i egnebua from kl. 16",
     "24 tubs of line to bait for Friday - Liv and Mateusz in the baiting shed from kl. 16."),
    ("tirs 28.02. Henrik: pickupen er på verksted (clutchen 🙄) til neste uke, så Liv henter agnet torsdag i stedet, "
     "samme tid, she takes her Hilux",
     "Got it - Henrik's pickup is at the garage, so Liv collects the bait on Thursday instead, same time, in her "
     "Hilux."),
    ("Sander: varmeovnen i egnebua virker igjen, fixed it. don't touch the thermostat pls",
     "The heater in the baiting shed works again - leave the thermostat alone."),
    ("Sander: kostpenger kr 400 each til meg innen fredag, vipps ok",
     "Food money: kr 400 each to Sander by Friday, Vipps is fine."),
    (QUESTION,
     "Liv - Henrik's pickup is på verksted, so she's collecting the agn at kl. 15 in her Hilux. Tell her about "
     "the gloves."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="flotten-crew-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["I dag er onsdag 01.03.2051. You are talking to Mateusz, crew on M/S Fløtten."] + lines[:-1]
                assert any("Henrik henter torsdag 02.03. kl. 15" in c for c in context), context
                assert any("så Liv henter agnet torsdag i stedet" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Henrik", actual=reply)
