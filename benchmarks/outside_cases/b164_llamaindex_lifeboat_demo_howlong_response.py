"""Batch 164 (held out). A lifeboat station volunteer's chat before the open day: LlamaIndex Memory (sync put/get),
one root span per turn; the answer call has the length of the 2.30 exercise and answers from the usual demo length.

App: Jen helps on the souvenir stall at Staithwick RNLI lifeboat station and is sorting the open day, Sat 20th August
2039, 10-4. She chats with the station's helper in the week before; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the launch demos at 11 and 2.30,
20 mins or so each, the D class off the slipway; in turn 2, Pete the coxswain saying the 2.30 one is the big one
this year - a full exercise with the coastguard helicopter off the end of the pier, a winch off the all weather boat,
so 45 mins to an hour depending on the wind; turn 3 is the stalls and turn 4 the raffle. The model answers from the
20 minutes. Question (turn 5, Thu 18/8): "mum wants to watch the half 2 one from the pier, she can't stand for long
- how long does it go on?" -> expected 45 minutes to an hour (the helicopter winch exercise with the coastguard). The
assistant says about 20 minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 45 mins to an
hour for the 2.30 exercise is in the context the model was given, and it answered from the 20 minutes of the usual
demo. Asserted: both lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b164_llamaindex_lifeboat_demo_howlong_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "mum wants to watch the half 2 one from the pier, she can't stand for long - how long does it go on?"
TURNS = [
    ("open day sat 20th 10-4. launch demos at 11 + 2.30, 20 mins or so each, D class off the slipway, crowd behind "
     "the rope pls",
     "Open day Sat 20 Aug, 10-4; launch demos at 11 and 2.30, about 20 minutes each."),
    ("Pete (cox) says the 2.30 is the big one this yr - full exercise w the coastguard helicopter off the end of the "
     "pier, winch off the all weather boat. 45 mins to an hour he reckons, depends on the wind",
     "The 2.30 is a full exercise with the coastguard helicopter, 45 minutes to an hour."),
    ("stalls along the harbour wall from 8.30, I'm on souvenirs w Brenda, card machine's charged",
     "You're on the souvenir stall with Brenda from 8.30."),
    ("raffle drawn at 3.45 in the boat hall, top prize a trip out on the all weather boat",
     "Raffle at 3.45 in the boat hall; top prize a trip on the all weather boat."),
    (QUESTION,
     "About 20 minutes - the demos are short, so she won't be stood for long."),
]

memory = Memory.from_defaults(session_id="staithwick-open-day-jen", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 18 August 2039. You are talking to Jen, a volunteer at Staithwick lifeboat "
                       "station, about the open day (Sat 20 August)."] + lines[:-1]
            assert any("launch demos at 11 + 2.30, 20 mins or so each" in c for c in context), context
            assert any("45 mins to an hour he reckons" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="45 minutes to an hour - the 2.30 is the full exercise with the coastguard helicopter",
       actual=reply)
