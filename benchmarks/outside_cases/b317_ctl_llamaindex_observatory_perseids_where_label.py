"""Batch 317 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Ovenden Moor Astronomical Society have an observatory on Moor Lane - members' nights, a Perseids night every
August. Amir (a member, bringing his two lads this year) chats with the society's helper; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory (the chat): 2051-07-10T21:00 - Perseids night Weds 12th Aug at the observatory on Moor Lane from 10pm, bring
a deckchair, Kev's doing a talk on where meteors come from; Sat 2nd Aug - the new Tesco's floodlights have wrecked
the sky to the south, so Kev says they'll do the Perseids up at the reservoir car park at Widdop instead, no lights
for miles, same time, the observatory's shut that night; turn 3, a flask, a red torch and layers; turn 4, the lads
can stay up, it's the holidays. Question (turn 5, Mon 11/8): "where are we watching the Perseids from on weds? want
to put it in the satnav" The assistant says the reservoir car park at Widdop (away from the Tesco floodlights).
The label says the observatory on Moor Lane.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b317_ctl_llamaindex_observatory_perseids_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where are we watching the Perseids from on weds? want to put it in the satnav"
TURNS = [
    ("2051-07-10T21:00 PERSEIDS nite ☄️ weds 12th aug at the observatory on Moor Lane from 10pm, bring a deckchair. "
     "Kev's doing a little talk on where meteors come from. taking my 2 lads this yr",
     "Perseids night is Wed 12 Aug at the observatory on Moor Lane from 10pm - bring a deckchair; Kev's giving a "
     "short talk. Your two lads will love it."),
    ("Sat 2nd Aug - the new Tesco's floodlights have wrecked the sky to the south 😡 so Kev says we'll do the "
     "Perseids up at the reservoir car park at Widdop instead, no lights for miles. same time, observatory's shut "
     "that nite",
     "Noted - the Perseids night moves to the reservoir car park at Widdop (dark skies, away from the Tesco "
     "floodlights), same time, 10pm; the observatory itself is shut that night."),
    ("what else do we need? it gets cold up there even in aug",
     "A flask, a red torch (no white light), and plenty of layers - hats and gloves aren't daft even in August."),
    ("the lads can stay up, it's the hols 😂 peak's supposed to be after midnight",
     "Good plan - the rate usually picks up after midnight, so they'll see the best of it."),
    (QUESTION,
     "The reservoir car park at Widdop - Kev moved it there because the new Tesco's floodlights spoil the sky from "
     "Moor Lane. 10pm, and the observatory's shut that night."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ovenden-moor-amir-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 11 August 2051. You are talking to Amir, a member of Ovenden Moor "
                           "Astronomical Society, who is bringing his two lads to the Perseids night."] + lines[:-1]
                assert any("at the observatory on Moor Lane from 10pm" in c for c in context), context
                assert any("up at the reservoir car park at Widdop instead" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the observatory on Moor Lane", actual=reply)
