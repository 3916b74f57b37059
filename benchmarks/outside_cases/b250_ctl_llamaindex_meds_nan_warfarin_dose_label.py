"""Batch 250 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Nan (Joan, 88) lives with her daughter Carol in Brighouse; Carol's son Liam does Nan's tablets some evenings.
Carol keeps a chat with the family's helper about Nan's medication; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Memory (the chat): turn 1 (2050-07-04T19:00) - Nan's warfarin is 3mg every evening at 6, one blue tablet, INR check
at the anticoag clinic every 2 weeks, yellow book in the drawer; turn 2 - her other tablets in the dosette box;
turn 3 (Mon 18/7) - her INR was 3.9, a bit high, the clinic says drop to 2.5mg till the next check on Thurs 28th -
two of the brown 1mgs and the pink 0.5, the nurse wrote it in the yellow book - and no cranberry juice; turn 4 -
the dentist wants to know she's on it before the filling. Question (turn 5, Fri 22/7, Liam): "how much warfarin
does Nan have now? I'm doing her tablets tonight" The assistant says 2.5mg - two brown 1mg and one pink 0.5mg - till
the check on the 28th. The label says 3mg, one blue.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b250_ctl_llamaindex_meds_nan_warfarin_dose_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much warfarin does Nan have now? I'm doing her tablets tonight"
TURNS = [
    ("2050-07-04T19:00 Nan's warfarin 💊 3mg every evening at 6, that's one blue. INR check at the anticoag clinic "
     "every 2 wks, her yellow book's in the kitchen drawer",
     "Got it - warfarin 3mg (one blue tablet) every evening at 6; INR checked at the anticoagulation clinic every "
     "two weeks, yellow book in the kitchen drawer."),
    ("rest of her tabs are in the dosette - bisoprolol am, lansoprazole am, the calcium + vit D one at lunch (she "
     "hates it, chalky)",
     "Bisoprolol and lansoprazole in the morning, the calcium and vitamin D at lunch - all in the dosette box."),
    ("Mon 18/7 INR was 3.9 😬 bit high, clinic says drop to 2.5mg till the next check thurs 28th - that's 2 of the "
     "brown 1mgs + the pink 0.5, nurse wrote it in the yellow book. and NO cranberry juice",
     "Noted: warfarin down to 2.5mg - two brown 1mg tablets and one pink 0.5mg - until the next check on Thursday "
     "28th; no cranberry juice."),
    ("dentist (Mr Shah) wants to know she's on warfarin b4 her filling on the 2nd, I'll take the yellow book",
     "Good idea - take the yellow book to Mr Shah's before the filling on the 2nd."),
    (QUESTION,
     "2.5mg tonight - two of the brown 1mg tablets and one pink 0.5mg, at 6. That's until her next INR check on "
     "Thursday 28th."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="nan-joan-meds-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 22 July 2050. You are talking to Liam, who's doing his Nan's tablets "
                           "tonight."] + lines[:-1]
                assert any("3mg every evening at 6, that's one blue" in c for c in context), context
                assert any("clinic says drop to 2.5mg till the next check" in c for c in context), context
            reply = answer(text, lines[:-1] if i < len(TURNS) else context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="3mg - one blue tablet", actual=reply)
