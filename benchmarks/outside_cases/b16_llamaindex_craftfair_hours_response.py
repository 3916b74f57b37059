"""Batch 16 (held out). A woodturner planning a craft fair day: LlamaIndex ``Memory`` (short-term chat memory), one
root span per turn.

App: each turn the user's message is put into the memory, the whole memory is read back and sent as context to
the answer call.

Planted fault (ResponseError, duration misread): turn 1 pastes the organiser's email "Setup from 8.30am (cars off the
green by 9.45), doors 10-4, pack down after 4 - everyone off site by 5pm please". Question (turn 3): "How long is my
day at the fair, setup to leaving?" -> expected "8 and a half hours (8.30 am to 5 pm)". The answer call says 6 hours
(the opening hours), though setup and leaving times are in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps turn 3's answer call). Asserted: "8.30am" and
"off site by 5pm" are in the context. Another reading: one could count to the end of pack-down as the day's end;
that is 5 pm all the same.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b16_llamaindex_craftfair_hours_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="woodturner-geoff", token_limit=4000)
TURNS = [
    ("Email from Ashdown Village fair: 'Pitch 23 (3x3m, bring own gazebo + weights). Setup from 8.30am (cars off the "
     "green by 9.45), doors 10-4, pack down after 4 - everyone off site by 5pm please. Fee GBP 30 on the day.'",
     "Got it - pitch 23 at Ashdown, GBP 30 on the day."),
    ("I need to bring a float - how much change did I say last time?", "Last time you took GBP 80 in coins and fivers."),
    ("How long is my day at the fair, setup to leaving?", "About 6 hours - the fair runs 10 till 4."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("8.30am" in c and "off site by 5pm" in c for c in lines), lines
            with fault():
                reply = answer(text, lines[:-1], mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(TURNS[-1][0], expected="8 and a half hours (8.30 am to 5 pm)", actual=reply)
