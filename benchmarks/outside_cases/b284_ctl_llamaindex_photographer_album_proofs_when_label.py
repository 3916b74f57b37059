"""Batch 284 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Rosie Kettlewell (freelance wedding and family photographer) keeps a running chat with her own helper about
what's owed to whom - galleries, albums, invoices; the chat is kept in LlamaIndex Memory and read back each turn as
the answer's context.

Memory: turn 1 (2051-08-07T09:00) - the Listers' wedding gallery's delivered, they've picked 40 for the album, she
promised the proofs by 31st Aug; turn 2 - album balance invoice £320 sent, due on approval; turn 3 (Fri 18 Aug) - Mel
Lister emailed, they're off to Crete 25th Aug to 10th Sept and don't want anything sent while they're away (they
want to go through it together), so the proofs go on the 11th instead, they're happy with that; turn 4 - Folio (the
album maker) takes 3 weeks after sign-off; turn 5 - back up the Lister raws to the 2nd drive. Question (turn 6, Mon
21/8): "when do the Lister album proofs need to go? want to block out an afternoon to design it" The assistant says
Mon 11th Sept, the day after they're back from Crete. The label says 31st August.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b284_ctl_llamaindex_photographer_album_proofs_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when do the Lister album proofs need to go? want to block out an afternoon to design it"
TURNS = [
    ("2051-08-07T09:00 Lister wedding gallery delivered 🥂 they've picked 40 for the album (12x12, the grey linen), "
     "I promised the proofs by 31st Aug",
     "Noted - the Listers chose 40 images for a 12x12 grey linen album, and you've promised them proofs by 31 August."),
    ("album balance invoice sent, £320, due on approval of the proofs",
     "Album balance invoice for £320 sent, due when they approve the proofs."),
    ("Fri 18 Aug - Mel Lister emailed, they're off to Crete 25th Aug - 10th Sept ☀️ + said pls don't send anything "
     "while they're away, they want to go thru it together. so proofs on the 11th instead, they're happy with that",
     "Got it - the Listers are away 25 August to 10 September, so the album proofs go on the 11th instead."),
    ("Folio say 3 wk turnaround after sign off, so they'd have it early Oct",
     "Folio need three weeks after sign-off, so the album would arrive in early October."),
    ("note to self: back up the Lister raws to the 2nd drive b4 I wipe the cards!!",
     "Reminder noted: back up the Lister raw files to the second drive before wiping the cards."),
    (QUESTION,
     "Monday 11th September - the Listers are in Crete until the 10th and asked you not to send anything while "
     "they're away, so block out an afternoon the week before."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="rosie-admin-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 21 August 2051. You are talking to Rosie Kettlewell, a freelance wedding "
                           "and family photographer."] + lines[:-1]
                assert any("I promised the proofs by 31st Aug" in c for c in context), context
                assert any("so proofs on the 11th instead" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="31st August", actual=reply)
