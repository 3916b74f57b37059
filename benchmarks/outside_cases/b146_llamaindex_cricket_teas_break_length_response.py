"""Batch 146 (held out). A junior cricket festival teas organiser's chat: LlamaIndex Memory (sync put/get), one root
span per turn.

App: Lorraine does the teas at Triangle CC's junior festival (Sat 20th June: under 11s and under 13s group games
in the morning, finals in the afternoon, teas in the pavilion in between) and chats with her helper through the
week before; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, Pauline's first plan - group
games 10 till 1, teas 1 till 2, finals from 2; in turn 2 Mick's change - the group games cut to 16 overs so they're
done about 12.45, and the finals start at half 1 because the umpire Ray has to be away by 5 for a do; then the teas
helpers and the raffle. The model takes the first plan's hour. Question (Weds 17/6, Lorraine): "how long have we
got for teas between the group games and the finals? trying to work out if we need both urns on" -> expected 45
minutes (12.45 till half 1). The assistant says an hour, 1 till 2.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first plan
and Mick's 12.45 and half 1 are both in the context the model was given, and it gave the first plan's hour.
Asserted: the teas 1 till 2, the 12.45 and the half 1 start are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b146_llamaindex_cricket_teas_break_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long have we got for teas between the group games and the finals? trying to work out if we need "
            "both urns on")
TURNS = [
    ("Pauline's plan for sat - group games 10 till 1, teas 1 till 2 in the pavilion, finals from 2. about 60 kids + "
     "parents",
     "Saturday: group games 10 till 1, teas in the pavilion 1 till 2, finals from 2 - about 60 children plus parents."),
    ("Mick's changed it - group games cut to 16 overs so they're done 12.45ish, + finals start half 1 now, Ray the "
     "umpire has to be away by 5 for a do",
     "Noted: the group games are now 16 overs and should finish around 12.45, and the finals start at 1.30 because "
     "Ray needs to leave by 5."),
    ("helpers for teas - me, Bev, Shaz + Dom's mum. sandwiches cut fri night, cakes 50p, squash free for players",
     "Teas helpers: you, Bev, Shaz and Dom's mum; sandwiches cut Friday night, cakes 50p, squash free for players."),
    ("raffle - signed bat from the Yorkshire academy + a meal for 2 at the Hinchliffe Arms, £1 a strip",
     "Raffle prizes: a signed bat from the Yorkshire academy and a meal for two at the Hinchliffe Arms, £1 a strip."),
    (QUESTION,
     "An hour - teas are 1 till 2, then the finals."),
]

memory = Memory.from_defaults(session_id="triangle-cc-teas-lorraine", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 17 June 2037. You are talking to Lorraine, who is doing the teas at Triangle "
                       "CC's junior festival on Sat 20 June."] + lines[:-1]
            assert any("teas 1 till 2" in c for c in context), context
            assert any("done 12.45ish" in c and "finals start half 1" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="45 minutes - the group games finish about 12.45 and the finals start at half 1",
       actual=reply)
