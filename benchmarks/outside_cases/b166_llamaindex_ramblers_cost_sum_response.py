"""Batch 166 (held out). A rambler's chat before the Christmas walk: LlamaIndex Memory (sync put/get), one root span per
turn; the answer call has the train fare and the lunch and gives only the lunch.

App: Linda walks with Calder Valley Ramblers and is coming on the Christmas walk, Sun 18th December 2039 - from Hebden
Bridge station up through Hardcastle Crags, lunch at the Shepherd's Rest at Lumb, back by the canal. She chats with the
group's helper in the week before; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the lunch - roast at the Shepherd's
Rest, £16.50, pay Margaret on the day; in turn 2, the train - a Day Rover from Halifax, £7.80, the 8.52, get it at the
station on the day; turn 3 is the boots and the clarty top path, turn 4 the raffle prize she's bringing. The model gives
only the lunch. Question (turn 5, Weds 14/12): "how much is sunday going to cost me all in? want to get some cash out"
-> expected £24.30 (£16.50 lunch + £7.80 Day Rover). The assistant says £16.50.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the £7.80 train fare
and the £16.50 lunch are both in the context the model was given, and it answered with the lunch alone. Asserted: both
lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b166_llamaindex_ramblers_cost_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much is sunday going to cost me all in? want to get some cash out"
TURNS = [
    ("put me down for the roast at the Shepherd's Rest pls, Margaret says £16.50, pay her on the day",
     "Done - roast at the Shepherd's Rest, £16.50, pay Margaret on the day."),
    ("train - Geoff says get a Day Rover from Halifax, £7.80, the 8.52 gets in for half 9. buy it at the station on "
     "the day",
     "Train: Day Rover from Halifax, £7.80, the 8.52 gets in for 9.30."),
    ("boots not trainers he says, it's clarty on the top path after all the rain",
     "Boots, not trainers - the top path is muddy."),
    ("I'll bring a raffle prize, got a tin of Roses + a candle set from the Xmas fair",
     "Raffle prize: a tin of Roses and a candle set."),
    (QUESTION,
     "£16.50 - that's your roast at the Shepherd's Rest, paid to Margaret on the day."),
]

memory = Memory.from_defaults(session_id="calder-valley-xmas-walk-linda", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 14 December 2039. You are talking to Linda, a member of Calder Valley "
                       "Ramblers, about the Christmas walk (Sun 18 December)."] + lines[:-1]
            assert any("Margaret says £16.50" in c for c in context), context
            assert any("Day Rover from Halifax, £7.80" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="£24.30 - £16.50 for the lunch and £7.80 for the Day Rover", actual=reply)
