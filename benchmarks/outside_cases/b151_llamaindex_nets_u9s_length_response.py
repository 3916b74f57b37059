"""Batch 151 (held out). A cricket club's junior nets chat: LlamaIndex Memory (sync put/get, short-term chat memory),
one root span per turn.

App: Mick (a junior coach at Booth Wood CC) chats with the club's assistant about the Friday nets; each turn puts his
message into a LlamaIndex Memory and sends what ``memory.get()`` returns as the context of a litellm answer call.

Planted fault (ResponseError, ignored sufficient context): the chat has nets fri 6-7.30 (turn 1) and, at turn 2, that
the U9s are only on for the first 45 mins (6-6.45), then the U11s + U13s have the nets till half 7; turn 3 says Alfie
is in the U9s this year. Question (turn 5, Weds 15/4): "how long are the U9s on for fri? Alfie's nan is picking him
up + wants to know how long to wait in the car" -> expected 45 minutes (6 to 6.45). The model gives the whole
session, an hour and a half.

Expected verdict: ResponseError at the turn-5 litellm.completion (fault() wraps that one call): the memory handed
back every turn, including the U9s' 45 minutes and that Alfie is a U9; the model read the session times instead.
Asserted: the context of the last call has the 6-7.30 line, the U9s' 6-6.45 line and Alfie's line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b151_llamaindex_nets_u9s_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long are the U9s on for fri? Alfie's nan is picking him up + wants to know how long to wait in the "
            "car")
TURNS = [
    ("junior nets fri 10th apr onwards, 6-7.30 at the club, £3 a go, Dan + me coaching. helmets on for everyone "
     "batting",
     "Junior nets every Friday from 10 April, 6-7.30 at the club, £3 a session, coached by Dan and Mick; helmets "
     "for everyone batting."),
    ("the U9s are only on for the 1st 45 mins mind (6-6.45) - they're shattered after that + the hard ball lot "
     "need the nets. U11s + U13s stay till half 7",
     "U9s 6-6.45 only; U11s and U13s carry on until 7.30."),
    ("Alfie (Dan's nephew) is in the U9s this yr, first time w a proper bat lol. he'll need a small helmet - the "
     "club's got spares in the blue bag",
     "Alfie is in the U9s this year; there are spare small helmets in the blue kit bag."),
    ("parking - NOT on the outfield!! use the lane by the scout hut, 8.30-5 the farmer needs it clear but evenings "
     "r fine",
     "Park on the lane by the scout hut, not the outfield; evenings are fine."),
    (QUESTION,
     "An hour and a half - nets run from 6 till 7.30, so she'll want to be back for half 7."),
]

memory = Memory.from_defaults(session_id="booth-wood-junior-nets-mick", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 15 April 2037. You are talking to Mick, a junior coach at Booth Wood Cricket "
                       "Club, about Friday's junior nets."] + lines[:-1]
            assert any("6-7.30 at the club" in c for c in context), context
            assert any("U9s are only on for the 1st 45 mins" in c and "6-6.45" in c for c in context), context
            assert any("Alfie (Dan's nephew) is in the U9s" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="45 minutes - the U9s are on 6 till 6.45, only the U11s and U13s stay till 7.30",
       actual=reply)
