"""LangChain `InMemoryChatMessageHistory` with day-stamped messages: the model resolves "tomorrow" to the wrong day.

App: a household-chores assistant. The bot stamps each user message with the day it was said ("[Mon 4 Aug 2025]
..."), stores it with `history.add_messages`, and answers from the whole history (`await history.aget_messages()`,
no trimming: the conversation is short) with litellm. Script style: each call is its own trace.

Fault: none in memory. On Monday 4 August the user said the plumber is coming "tomorrow morning"; on Thursday they
ask which day the plumber came. The context holds the message with its stamp, so the answer is Tuesday 5 August,
but the model answers "Monday 4 August" (it took the message's own date). The one faulty call is the answer call.

Expected: ResponseError at the answer's `litellm.completion`: the context was sufficient (the stamp plus "tomorrow");
the model resolved the relative date wrongly. No memory operation dropped anything.
"""
from __future__ import annotations

import asyncio

import common

NAME = "b2_langchain_reldate_response"
common.setup(NAME, ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

history = InMemoryChatMessageHistory()
CHAT = [
    ("Sat 2 Aug 2025", "The boiler is making a banging noise again.", "That often means air in the system."),
    ("Mon 4 Aug 2025", "The plumber is coming tomorrow morning to look at the boiler.", "Good, I'll remind you."),
    ("Mon 4 Aug 2025", "I also need to buy a new shower head.", "Added a shower head to your shopping list."),
    ("Wed 6 Aug 2025", "The boiler is quiet now, finally.", "Great news!"),
]
for day, user, ai in CHAT:
    history.add_messages([HumanMessage(content=f"[{day}] {user}"), AIMessage(content=ai)])

QUESTION = "[Thu 7 Aug 2025] Which day did the plumber come?"
messages = asyncio.run(history.aget_messages())
assert any("plumber is coming tomorrow" in m.content for m in messages), "scenario check: the context has the message"
with common.fault():
    actual = common.answer(QUESTION, [f"{m.type}: {m.content}" for m in messages],
                           mock="The plumber came on Monday 4 August.")
common.finish(QUESTION, "Tuesday 5 August 2025", actual)
