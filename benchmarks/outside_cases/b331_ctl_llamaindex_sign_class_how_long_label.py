"""Batch 331 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Paul is doing a beginners' BSL evening class at the Methodist hall in Sowerby Bridge, Thursdays from September
2050, with Jo (a Deaf tutor). He chats with his own helper about the course; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Memory (the chat): 2050-09-08T21:00 - first class tonight, Thursdays 7-9pm at the Methodist hall, 10 of them, Jo's
brilliant, £150 for 20 weeks; the homework, fingerspelling his name ten times fast; Thu 6th Oct - the caretaker's
locking up at 8.30 on Thursdays now (new rules from the church council), so Jo's cut the class to 7-8.30 and will
make it up with a Zoom practice on a Tuesday now and then; the Deaf café on Saturday mornings. Question (Thu 13/10):
"how long's the class now? I pay for the car park by the hour" The assistant says an hour and a half (7 till 8.30).
The label says 2 hours (7-9pm).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b331_ctl_llamaindex_sign_class_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the class now? I pay for the car park by the hour"
TURNS = [
    ("2050-09-08T21:00 first BSL class tonite 🤟 thurs 7-9pm at the Methodist hall, 10 of us, tutor's Jo, she's "
     "brilliant. £150 for 20 wks",
     "Sounds great - beginners' BSL on Thursdays 7-9pm at the Methodist hall with Jo, £150 for 20 weeks."),
    ("homework - fingerspell my name 10x fast + 'what's your name / where do you live'. my J is awful 😂",
     "Homework: fingerspell your name ten times fast and practise 'what's your name' and 'where do you live'."),
    ("Thu 6th Oct - caretaker's locking up at 8.30 now on thurs (new rules from the church council 🙄) so Jo's cut "
     "us to 7-8.30, she'll make it up w/ a zoom practice on a tues now + then",
     "Noted - class is 7 till 8.30 now because the hall locks up at 8.30, with the odd Tuesday Zoom practice."),
    ("Deaf café sat mornings at the Co-op café, Jo says go along + practise, no voices!",
     "Deaf café on Saturday mornings at the Co-op café - good practice, no voices."),
    (QUESTION,
     "An hour and a half - 7 till 8.30 now, since the caretaker locks up at 8.30."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="paul-bsl-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 13 October 2050. You are talking to Paul, who's doing a beginners' BSL "
                           "class at the Methodist hall, Sowerby Bridge."] + lines[:-1]
                assert any("thurs 7-9pm at the Methodist hall" in c for c in context), context
                assert any("so Jo's cut us to 7-8.30" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="2 hours (7-9pm)", actual=reply)
