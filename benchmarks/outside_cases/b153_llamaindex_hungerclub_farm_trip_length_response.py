"""Batch 153 (held out). A holiday club lead's chat: LlamaIndex Memory (sync put/get), one root span per turn.

App: Sue leads St Mark's Easter holiday club (free dinners and activities for kids on free school meals, Easter 2037)
and chats with her helper through the holidays; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the farm trip on Weds 8th - the
Rotary minibus leaving St Mark's at 10 and back for 2, packed lunches there; in turn 2 the numbers (18 kids, Sue, Bev
and Aisha; three forms still to come back); in turn 3 that the farm rang - the vet's in the lambing shed in the
mornings so groups can't go in till after 12 - so they'll have their dinners at the club first, the bus goes at
12, and the farm's keeping the shed and the tractor ride for them till 5, back for half 5; in turn 4 wellies and
spare socks and, in passing, that Bev's bringing the inhalers. The model goes by turn 1. Question (turn 5, Tue 7/4):
"parents keep asking how long the kids'll be out on the farm trip tmrw - what do i tell them?" -> expected about five
and a half hours (bus at 12, back for half 5). The assistant says about four hours, 10 till 2.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the new times (bus
at 12, back for half 5) are in the context the model was given, after turn 1's, and it answered from turn 1 anyway.
Asserted: turn 1's times, turn 3's new times and today's date are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b153_llamaindex_hungerclub_farm_trip_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "parents keep asking how long the kids'll be out on the farm trip tmrw - what do i tell them?"
TURNS = [
    ("farm trip weds 8th to Bank End farm - Rotary minibus leaves St Mark's at 10, back for 2. packed lunches there",
     "Farm trip Wednesday 8th to Bank End Farm: Rotary minibus leaves St Mark's at 10, back for 2, packed lunches "
     "there."),
    ("numbers: 18 kids + me, Bev + Aisha. 3 forms still to come back, chasing at pick up",
     "18 children plus you, Bev and Aisha; three consent forms outstanding."),
    ("farm rang - vet's in the lambing shed mornings so no groups in til after 12. so we'll have our dinners here "
     "first, bus at 12, they're keeping the shed + the tractor ride for us til 5, back for half 5. Rotary fine w it",
     "New plan: dinner at the club first, bus at 12, lambing shed and tractor ride until 5, back for 5.30."),
    ("wellies!! + spare socks in a bag w their name on. Bev's bringing the inhalers + the first aid bag",
     "Wellies and named bags with spare socks; Bev has the inhalers and the first aid bag."),
    (QUESTION,
     "About four hours - the bus leaves at 10 and they're back for 2, with a packed lunch at the farm."),
]

memory = Memory.from_defaults(session_id="st-marks-easter-club-sue", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 7 April 2037. You are talking to Sue, who leads St Mark's Easter holiday "
                       "club."] + lines[:-1]
            assert any("leaves St Mark's at 10, back for 2" in c for c in context), context
            assert any("bus at 12" in c and "back for half 5" in c for c in context), context
            assert context[0].startswith("Today is Tue 7 April"), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="about five and a half hours - bus at 12 after their dinners, back for half 5 (the farm "
                          "moved them to the afternoon)", actual=reply)
