"""Batch 178 (held out). A community orchard's blossom walk: LlamaIndex Memory (sync put/get), one root span per
turn; the answer call has the walk's length as it stands and gives the old one.

App: Cressage community orchard's blossom walk is Sun 26th April 2042, 2pm from the barn, teas after. Rosie, who
runs the orchard group, chats with the group's helper while she answers people on the village Facebook page; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the walk (Sun 26th April, 2pm
from the barn, about an hour round, Rosie and Keith guiding); turn 2 the teas; turn 3 (2042-04-14T19:05) Keith's now
doing his bee talk at the hives on the way round, 20 mins or so, so the walk is more like an hour 20 before teas (and
a bit more for the dawdlers); turn 4 boots; turn 5 parking. The model goes by turn 1 and says about an hour.
Question (turn 6, Sun 19/4): "Pat's asking - how long's the walk? her husband's picking her up at the end, she's not
stopping for teas" -> expected about an hour 20 (with Keith's bee talk), so 3.20ish. The assistant says about an
hour, so 3 o'clock.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 14/4 line with
the bee talk and "more like an hour 20" is in the context the model was given, after the "about an hour" one, and it
answered from the earlier. Asserted: the hour-20 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b178_llamaindex_orchard_walk_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("Pat's asking - how long's the walk? her husband's picking her up at the end, she's not stopping for "
            "teas")
TURNS = [
    ("blossom walk sun 26th april 🌸 2pm from the barn, about an hour round, me + Keith guiding",
     "Blossom walk Sun 26 April, 2pm from the barn, about an hour; you and Keith guiding."),
    ("teas in the barn after, Jan's doing scones, £3 tea + a scone, all to the orchard fund",
     "Teas in the barn after: £3 tea and a scone, for the orchard fund."),
    ("2042-04-14T19:05 Keith's doing his bee talk at the hives on the way round now 🐝 20 mins or so, so walk's more "
     "like an hour 20 before teas. + add a bit for the dawdlers lol",
     "Keith's bee talk adds about 20 minutes, so the walk is about 1 hour 20 before teas."),
    ("boots or wellies pls, bottom path's still a bog",
     "Boots or wellies - the bottom path is muddy."),
    ("parking at the village hall not the lane, the farmer needs the gateway",
     "Park at the village hall, not the lane."),
    (QUESTION,
     "About an hour - it's 2pm from the barn, so he can pick her up around 3."),
]

memory = Memory.from_defaults(session_id="cressage-orchard-2042-rosie", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Sun 19 April 2042. You are talking to Rosie, who runs Cressage community orchard's "
                       "blossom walk (Sun 26 April), about people's questions."] + lines[:-1]
            assert any("bee talk at the hives" in c and "more like an hour 20" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="about an hour 20 with Keith's bee talk - so 3.20ish, a bit more for the dawdlers",
       actual=reply)
