"""Batch 9 (held out), wrong-label control. Driving-school learner assistant: LangChain InMemoryChatMessageHistory
(async ``aadd_messages`` / ``aget_messages``), asyncio, script style.

App: the learner's chat with the driving school's assistant is kept whole in a chat history (no trimming); each
answer reads the history with ``aget_messages`` and calls litellm with it.

No fault: the learner said her theory test is on 14 May 2026 and her practical test is booked for 2 July 2026, and
that her brother Sam's practical test is on 9 May. Question: "Which comes first, my theory test or my practical?" ->
the assistant answers "Your theory test, on 14 May; the practical is on 2 July" (right). The label is "The practical
test" -- true only of Sam's practical (9 May), which is earlier than her theory test.

Expected verdict: AnnotationError (the label's answer holds for another person's test).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b9_ctl_langchain_driving_first_label", ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

CHAT = [
    HumanMessage("Hi, I've booked my theory test for 14 May 2026 at the Croydon centre."),
    AIMessage("Great, good luck! Remember to bring your photocard licence."),
    HumanMessage("And my practical test is booked for 2 July 2026, 11:20."),
    AIMessage("Noted. Want me to schedule a mock test in June?"),
    HumanMessage("Yes please. Also my brother Sam's practical test is on 9 May, can he borrow the car for it?"),
    AIMessage("Sam can use the school car for his test on 9 May if he books a warm-up lesson that morning."),
]


async def main():
    history = InMemoryChatMessageHistory()
    await history.aadd_messages(CHAT)
    question = "Which comes first, my theory test or my practical?"
    messages = await history.aget_messages()
    lines = [f"{'learner' if isinstance(m, HumanMessage) else 'assistant'}: {m.content}" for m in messages]
    assert any("14 May" in line for line in lines) and any("9 May" in line for line in lines)
    reply = answer(question, lines, mock="Your theory test comes first, on 14 May; the practical is on 2 July.")
    finish(question, expected="The practical test", actual=reply)


asyncio.run(main())
