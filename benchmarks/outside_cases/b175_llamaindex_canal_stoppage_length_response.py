"""Batch 175 (held out). A canal society's work party organiser answering boaters about a lock closure: LlamaIndex
Memory (sync put/get), one root span per turn; the answer call has the extended closure and answers from the first
dates.

App: the Stourbridge & Dunsley Canal Society is re-pointing lock 12 (Dunsley bottom lock) while the Canal & River
Trust has it drained. Keith, who organises the society's work parties, chats with its helper while he answers boaters
on the society's Facebook page; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2041-08-30T17:45), CRT's stoppage
notice - lock 12 shut from 8am Mon 16th Sept, reopening 4pm Fri 27th; turn 2 the society's work party (Sun 22nd,
9.30-4); turn 3 (Tue 24th Sept) CRT ringing to say the brickwork behind the face is worse than they thought, they're
adding a week and it reopens Fri 4th Oct now; turn 4 Margaret's bacon butties. The model goes by the notice's dates.
Question (turn 5, Weds 25/9): "how long's lock 12 shut for all told? a narrowboat on fb wants to know how long
they'll be stuck above it" -> expected nearly three weeks - Mon 16th Sept to Fri 4th Oct (CRT added a week). The
assistant says 12 days, till Fri 27th.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the extension to
Fri 4th Oct is in the context the model was given, and it answered from the first notice. Asserted: the extension
line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b175_llamaindex_canal_stoppage_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long's lock 12 shut for all told? a narrowboat on fb wants to know how long they'll be stuck above "
            "it")
TURNS = [
    ("2041-08-30T17:45 CRT stoppage notice's out - lock 12 shut from 8am mon 16th sept, reopens 4pm fri 27th. "
     "pound drained the 16th-17th",
     "Lock 12 stoppage: 8am Mon 16 Sept to 4pm Fri 27 Sept."),
    ("our work party's sun 22nd 9.30-4 while it's empty, bywash + pointing",
     "Society work party Sun 22 Sept, 9.30-4."),
    ("Tue 24th Sept - CRT rang, brickwork behind the face is worse than they thought 😬 they're adding a wk, reopens "
     "fri 4th oct now. notice going up on the lock gates",
     "Stoppage extended a week: now reopens Fri 4 Oct."),
    ("Margaret's bacon butties went down a storm sun, £46 for the funds",
     "Butties raised £46."),
    (QUESTION,
     "12 days - it shut at 8am on Mon 16th Sept and reopens at 4pm on Fri 27th, so they'll be through by the "
     "weekend."),
]

memory = Memory.from_defaults(session_id="dunsley-canal-soc-keith", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 25 September 2041. You are talking to Keith, who organises the Stourbridge & "
                       "Dunsley Canal Society's work parties and answers boaters on its Facebook page."] + lines[:-1]
            assert any("adding a wk, reopens fri 4th oct now" in c for c in context), context
            assert any("shut from 8am mon 16th sept" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="nearly three weeks - shut 8am Mon 16th Sept, reopening 4pm Fri 4th Oct (CRT added a week)",
       actual=reply)
