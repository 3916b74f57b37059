"""Batch 367 (held out). Society dues: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn; the
answer call has the moved dues deadline in its context and gives the first one.

App: the Korean Student Association (KSA) at Westbrook charge $35 dues for spring 2051 (Venmo or cash), and
dues-paying members get into the events free. Hana (a member) chats with the KSA Discord's helper bot to keep track
of what she owes and when; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-01-23T18:10), dues $35 this
sem, due by the end of jan, Venmo @ksa-wbu with your name + "dues"; turn 2, the first general meeting Thu 1/26; turn
3 (2051-02-01T21:15), "update:" Venmo flagged the club account, so the e-board voted to push the dues deadline to 2
weeks from today, cash at a GM is fine too - two weeks from Weds 2/1 is Weds 2/15; turn 4, Lunar New Year night Sat
2/11, free for dues-paying members, $5 otherwise; turn 5, the bake sale on the 14th. Question (turn 6, Fri 2/10): "wait
when do i have to pay dues by?? i havent yet 😬" -> expected Weds 2/15 (two weeks from the day the update was
posted). The model says the end of January - it's overdue.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first deadline
and the turn that pushed it two weeks from its own date are both in the context the model was given, with that
turn's timestamp, and it answered from the first. It is a when-was-it-said question: the new deadline is only known
by counting two weeks from 2051-02-01. Asserted: the context has both deadline lines and the update's timestamp.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b367_llamaindex_dues_deadline_when_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "wait when do i have to pay dues by?? i havent yet 😬"
TURNS = [
    ("2051-01-23T18:10 ksa dues are $35 this sem 🇰🇷 due by the end of jan, venmo @ksa-wbu w/ ur name + 'dues' in "
     "the note pls",
     "Got it - KSA dues are $35 for the semester, due by the end of January, by Venmo to @ksa-wbu with your name and "
     "'dues'."),
    ("first GM is thurs 1/26 at 7 in the union 2nd floor, free tteokbokki 🌶️",
     "First general meeting: Thu 1/26 at 7pm, union 2nd floor, with free tteokbokki."),
    ("2051-02-01T21:15 update: venmo flagged the club acct 🙄 so e-board voted to push the dues deadline to 2 weeks "
     "from today. cash is fine too, just bring it to a GM",
     "Noted - the dues deadline is pushed back two weeks from today (Feb 1), and cash at a GM works too."),
    ("lunar new year night is sat 2/11 at the ballroom!! free for dues-paying members, $5 otherwise",
     "Lunar New Year night: Sat 2/11 in the ballroom - free if you've paid dues, $5 otherwise."),
    ("bake sale on the 14th for valentine's, i signed up to bring the hotteok",
     "Valentine's bake sale on the 14th - you're bringing hotteok."),
    (QUESTION,
     "They were due by the end of January, so you're overdue - Venmo @ksa-wbu the $35 asap."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ksa-hana-sp51", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 10 February 2051. You are talking to Hana, a member of the Korean Student "
                           "Association at Westbrook."] + lines[:-1]
                assert any("due by the end of jan" in c for c in context), context
                assert any(c.startswith("2051-02-01T21:15 update:") and "push the dues deadline to 2 weeks from "
                           "today" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Weds 2/15 - the 2/1 update pushed it to two weeks from that day", actual=reply)
