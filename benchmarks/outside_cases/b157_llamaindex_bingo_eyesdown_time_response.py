"""Batch 157 (held out). A village hall bingo organiser's chat: LlamaIndex Memory (sync put/get), one root span per
turn; the chat read back holds the answer and the model gets the time wrong.

App: Marjorie runs the monthly bingo at Kirk Hammerton village hall (eyes down 7.30 as a rule, Dennis calling, a
raffle, Jean's teas). She chats with her helper in the week before the Fri 20th Nov 2037 session; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, eyes down 7.30 as per, doors
6.45; in turn 2 the prizes; in turn 3 that the hall's double booked on the Friday - the Young Farmers have it from
half 9 to set up their quiz - so this week they start at 7, doors half 6, and Dennis says he'll call a bit quicker;
in turn 4 the teas. The model goes by turn 1. Question (turn 5, Tue 17/11): "what time's eyes down fri? putting it
on the village fb page" -> expected 7pm (doors half 6). The assistant says 7.30, doors 6.45.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 7 o'clock
start for this week is in the context the model was given, next to the usual 7.30, and it answered with the usual.
Asserted: turn 1's 7.30 and turn 3's start at 7 (with the Young Farmers' booking) are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b157_llamaindex_bingo_eyesdown_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time's eyes down fri? putting it on the village fb page"
TURNS = [
    ("bingo fri 20th nov, eyes down 7.30 as per, doors 6.45. Dennis calling again, he's got his voice back",
     "Bingo Fri 20 Nov: eyes down 7.30, doors 6.45, Dennis calling."),
    ("prizes - meat hamper off Bob's for the last house, £20 Co-op voucher, a poinsettia from Fletcher's + Jean's "
     "lemon drizzle. raffle at the break",
     "Prizes: meat hamper, £20 Co-op voucher, poinsettia, lemon drizzle; raffle at the break."),
    ("hall's double booked fri!! the Young Farmers have it from half 9 to set up their quiz so we're starting at 7 "
     "this wk, doors half 6. Dennis says he'll call a bit quicker lol",
     "This week: eyes down at 7, doors 6.30 (Young Farmers have the hall from 9.30)."),
    ("teas - Jean's doing them, 50p, bring your own mug if you can, we're short since the jumble",
     "Teas from Jean, 50p - bring a mug if you can."),
    (QUESTION,
     "Eyes down 7.30 on Friday, doors open at 6.45."),
]

memory = Memory.from_defaults(session_id="marjorie-bingo-helper", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 17 November 2037. You are talking to Marjorie, who runs the bingo at Kirk "
                       "Hammerton village hall; the next session is Fri 20 November."] + lines[:-1]
            assert any("eyes down 7.30 as per" in c for c in context), context
            assert any("starting at 7 this wk, doors half 6" in c and "Young Farmers" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="7pm this week (doors half 6) - the Young Farmers have the hall from half 9", actual=reply)
