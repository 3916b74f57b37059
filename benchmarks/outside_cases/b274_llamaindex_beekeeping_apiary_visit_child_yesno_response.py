"""Batch 274 (held out). A beekeeping association's apiary visits: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the changed rule on children in its context and gives the old one.

App: Ryburn Valley Beekeepers run apiary visits at their teaching apiary behind Rishworth School on Sunday
afternoons in the summer. Tom (a member in his first year) chats with the association's members' helper to keep
track of what's on; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-05-02T21:10), the visit
rules from the newsletter - Sun 18th June 2pm, suits and gloves on, no under 12s in the apiary (insurance), max 10;
turn 2, the kit he's borrowing; turn 3 (Weds 7th June), Pam the secretary's email - the association's bought 4
children's bee suits with the grant, and the insurance now covers under 12s with a parent right beside them, so the
18th is a family visit, kids welcome, book them in; turn 4, the tea and cake; turn 5, parking. Question (turn 6, Fri
16/6): "can I bring my daughter on sunday? she's 9 + desperate to see the bees 🐝" -> expected yes - the family
visit, a children's suit, with him right beside her, book her in with Pam. The model says no, no under 12s.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first rule and
the turn that changed it for the 18th are both in the context the model was given, and it answered from the first.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b274_llamaindex_beekeeping_apiary_visit_child_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can I bring my daughter on sunday? she's 9 + desperate to see the bees 🐝"
TURNS = [
    ("2050-05-02T21:10 newsletter's out - apiary visit sun 18th june 2pm at Rishworth. suits + gloves ON before the "
     "gate, no under 12s in the apiary (insurance 🙄), max 10, book w/ Pam",
     "Noted - apiary visit Sun 18 June at 2pm at Rishworth: suits and gloves on before the gate, no under-12s in the "
     "apiary, maximum 10, book with Pam."),
    ("borrowing Geoff's spare suit (XL, bit big) + my own gloves, need wellies not trainers apparently",
     "You're borrowing Geoff's XL suit, bringing your own gloves, and wearing wellies."),
    ("Weds 7th June - email from Pam: we've bought 4 kids' bee suits w/ the grant 🎉 + the insurance now covers "
     "under 12s as long as a parent's right beside them. so the 18th's a family visit, kids welcome, book them in w/ "
     "her",
     "Great news - the association has children's suits now and the insurance covers under-12s with a parent right "
     "beside them, so the 18th is a family visit; children need booking in with Pam."),
    ("tea + cake in the shed after, Doreen's famous lemon drizzle, bring a mug",
     "Tea and cake in the shed afterwards - bring your own mug."),
    ("parking's the school's top car park, NOT the drive (the hives are right by it)",
     "Park in the school's top car park, not on the drive by the hives."),
    (QUESTION,
     "Sorry, no - it's no under-12s in the apiary because of the insurance, so she'd have to wait till she's 12."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ryburn-bka-tom-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 16 June 2050. You are talking to Tom, a first-year member of Ryburn Valley "
                           "Beekeepers (apiary visit Sun 18 June)."] + lines[:-1]
                assert any("no under 12s in the apiary (insurance" in c for c in context), context
                assert any("insurance now covers under 12s" in c and "kids welcome" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - the 18th's a family visit: a children's suit, with you right beside her, book her in "
                          "with Pam", actual=reply)
