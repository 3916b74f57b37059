"""Batch 231 (held out). A rowing club's winter head race: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the comp sec's novice rule in its context and goes by the first, wrong one.

App: Brearley RC send crews to the Calder winter head on Sat 11th December 2049 - three divisions, a novice
division, marshals from every club, tea and flapjack in the host's boathouse. Anne (Brearley's novice coach) chats
with the club's helper while she sorts the entries; the chat is kept in LlamaIndex Memory and read back each turn as
the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-10-28T19:30), the head on
Sat 11th Dec with the novice division "for anyone who's never raced b4", £12 a seat, entries by 1st Dec; turn 2,
the divisions (div 2 at 11.45 is the novices) and the 4 marshals the club owes; turn 3 (Tue 23rd), Anne checked
with Mags, the comp sec - the novice rule's not what she said, it's anyone who's not WON a race, so Ellie and Tom
can still go novice even though they did Agecroft (came last); turn 4, the tea; turn 5, the trailer. Question
(turn 6, Thu 2/12): "can Ellie still go in the novice div? she did Agecroft in oct + her mum's asking" -> expected
yes - the novice division is for anyone who hasn't won a race, and Ellie didn't win at Agecroft. The model says no,
novices are people who've never raced.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first rule and
turn 3's correction from the comp sec (not won, Ellie and Tom still novices) are both in the context the model was
given, and it answered from the first rule alone. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b231_llamaindex_head_race_novice_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can Ellie still go in the novice div? she did Agecroft in oct + her mum's asking"
TURNS = [
    ("2049-10-28T19:30 CALDER WINTER HEAD 🚣 sat 11th dec. novice div's for anyone who's never raced b4, £12 a seat, "
     "entries to me by 1st dec. keep track for me pls, I've 9 novices to sort",
     "Got it - Calder winter head Sat 11 December; the novice division is for anyone who's never raced, £12 a seat, "
     "entries to you by 1 December."),
    ("divs - div 1 9.30 (J16s + masters), div 2 11.45 (novices), div 3 2pm (seniors). we owe them 4 marshals, Kev + "
     "Sal have said yes",
     "Division 1 at 9.30 (J16s and masters), division 2 at 11.45 (novices), division 3 at 2pm (seniors); 4 "
     "marshals owed, Kev and Sal so far."),
    ("Tue 23rd - checked w/ Mags the comp sec, the novice rule's not what I said 🙈 it's anyone who's not WON a race, "
     "so Ellie + Tom can still go novice even tho they did Agecroft (came last lol)",
     "Noted - a novice is anyone who hasn't won a race, so Ellie and Tom can still race as novices after Agecroft."),
    ("tea + cake in their boathouse, £2, Jo's doing flapjack for ours. bring a flask, it's perishing on that bank 🥶",
     "Tea and cake in the host's boathouse at £2, Jo's flapjack for Brearley, and bring a flask."),
    ("trailer leaves the club 7am sharp, boats loaded fri 6pm - all hands pls, pizza after 🍕",
     "Trailer leaves at 7am on Saturday; boats loaded Friday at 6pm with pizza after."),
    (QUESTION,
     "No, sorry - the novice division is for people who've never raced before, and Ellie raced at Agecroft in "
     "October, so she'd have to go in the senior division."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="brearley-rc-winter-head-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 2 December 2049. You are talking to Anne, Brearley RC's novice coach, who's "
                           "passing on a parent's question."] + lines[:-1]
                assert any("novice div's for anyone who's never raced b4" in c for c in context), context
                assert any("it's anyone who's not WON a race" in c and "Ellie + Tom can still go novice" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - a novice is anyone who hasn't won a race (Mags, the comp sec), and Ellie didn't "
                          "win at Agecroft", actual=reply)
