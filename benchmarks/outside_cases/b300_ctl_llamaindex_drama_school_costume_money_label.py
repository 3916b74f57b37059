"""Batch 300 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Rainbow Stage (after-school drama for 5 to 11 year olds, Tuesdays at Luddenden Foot school) put on "The Wizard
of Oz" on Fri 14th March 2053. Hannah (whose son Leo is a Munchkin in the Year 2 group) chats with the school's
parents' helper to keep track; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Memory (the chat): turn 1 (2053-01-12T19:00) - costumes this term are £15 each, hired from Costume Box in Halifax,
pay Miss Jen by 1st Feb, cash or bank transfer; turn 2 - the show's Fri 14th March, 6pm, in the school hall; turn
3 (Fri 24th Jan) - email from Miss Jen: the Co-op community fund grant came through, so the school's paying for all
the costumes this term, don't send any money, and anyone who's already paid gets it back; turn 4 - rehearsals;
turn 5 - the DVD is £10, order form in the book bag. Question (turn 6, Mon 27/1): "how much do I need to send in
for Leo's costume? doing his book bag tonight" The assistant says nothing - the Co-op grant is paying for the
costumes this term (the DVD's £10 if she wants it, that's separate). The label says £15.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b300_ctl_llamaindex_drama_school_costume_money_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do I need to send in for Leo's costume? doing his book bag tonight"
TURNS = [
    ("2053-01-12T19:00 letter home 🎭 Wizard of Oz costumes this term r £15 each, hired from Costume Box in Halifax, "
     "pay Miss Jen by 1st feb, cash in an envelope or bank transfer w/ the child's name",
     "Noted - costumes are £15 each this term, hired from Costume Box; pay Miss Jen by 1 Feb, cash in a named "
     "envelope or a bank transfer with Leo's name."),
    ("show's fri 14th march 6pm in the school hall, tickets £4, Leo's a munchkin 😍",
     "The Wizard of Oz is Fri 14 March at 6pm in the school hall, tickets £4 - and Leo's a Munchkin."),
    ("Fri 24th Jan - email from Miss Jen: the Co-op community fund grant's come thru 🎉 so the school's paying for "
     "ALL the costumes this term, don't send any money in. if u've already paid it's coming back to u",
     "Great news - the Co-op grant is covering all the costumes this term, so no costume money; anyone who's paid "
     "gets it back."),
    ("rehearsals - tues as normal + an extra one sat 8th march 10-12, full run",
     "Rehearsals on Tuesdays as normal, plus a full run on Sat 8 March, 10 till 12."),
    ("DVD of the show is £10, order form in the book bag, back by the 28th feb",
     "The show DVD is £10 - the order form's in the book bag, back by 28 Feb."),
    (QUESTION,
     "Nothing for the costume - the Co-op grant's paying for them this term. The DVD's £10 if you want it, but "
     "that's separate (form back by 28 Feb)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="rainbow-stage-leo-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 27 January 2053. You are talking to Hannah, whose son Leo (Year 2) is in "
                           "Rainbow Stage's Wizard of Oz (Fri 14 March)."] + lines[:-1]
                assert any("costumes this term r £15 each" in c for c in context), context
                assert any("the school's paying for ALL the costumes this term" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£15", actual=reply)
