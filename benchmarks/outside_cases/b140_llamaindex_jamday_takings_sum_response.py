"""Batch 140 (held out). A WI secretary's chat after the Whit fair: LlamaIndex Memory (sync put/get), one root span
per turn.

App: Val, secretary of Thornsett WI, chats with her helper while she tidies up after the jam day and the Whit fair
stall (the takings, the hall, the jars, what's left over); the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, £214 in the tin at the end of
the stall (Pat counted it); in turn 2, £56 on the card reader on top of the tin; in turn 3 the hall hire paid out
(£30); in turn 4 Joan selling the 12 jars of runny seconds to the Tea Cosy for their scones at £2 a jar - she gave
Val the £24 at choir on Tue 23rd; then the jars for next year. The model adds the tin and the card reader and leaves
out Joan's £24. Question (Thu 25/6, Val): "how much did we take on the jam altogether? for the treasurer's report
at the July mtg" -> expected £294 (£214 + £56 + £24). The assistant says £270.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): all three sums
taken are in the context the model was given, and it gave a total that leaves one out. Asserted: the £214, £56 and
£24 lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b140_llamaindex_jamday_takings_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much did we take on the jam altogether? for the treasurer's report at the July mtg"
TURNS = [
    ("whit fair stall went brill!! strawberry sold out by 11. £214 in the tin at the end, Pat counted it twice",
     "Great news - the strawberry sold out by 11 and there was £214 in the tin at the end (Pat counted it)."),
    ("found the card reader slips - £56 on the card machine as well as the tin, mostly the rhubarb + ginger",
     "Noted: £56 was taken on the card reader on top of the tin, mostly rhubarb and ginger."),
    ("paid the hall £30 for jam day, 9-4.30. Edna wouldnt take owt for the pans, bought her some flowers",
     "The hall hire for the jam day (9-4.30) was £30, paid; Edna wouldn't take anything for the pans, so she got "
     "flowers."),
    ("Joan sold the 12 jars of seconds (the runny ones lol) to the Tea Cosy for their scones, £2 a jar, she gave me "
     "the £24 at choir Tue 23rd",
     "Joan sold the 12 jars of runny seconds to the Tea Cosy at £2 a jar and gave you the £24 at choir on Tuesday "
     "23rd."),
    ("jars for next yr - 80 washed already in my garage, labels left over, 2 boxes",
     "For next year: 80 washed jars in your garage and 2 boxes of labels left over."),
    (QUESTION,
     "£270 - £214 in the tin and £56 on the card reader."),
]

memory = Memory.from_defaults(session_id="thornsett-wi-jam", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 25 June 2037. You are talking to Val, secretary of Thornsett WI."] + lines[:-1]
            assert any("£214 in the tin at the end" in c for c in context), context
            assert any("£56 on the card machine" in c for c in context), context
            assert any("£2 a jar, she gave me the £24" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="£294 - £214 in the tin, £56 on the card reader and £24 from Joan's seconds",
       actual=reply)
