"""Batch 10 (held out), control: no fault. Tattoo studio booking chat: LangChain InMemoryChatMessageHistory
(``aadd_messages`` / ``aget_messages``), asyncio, one root span per turn; the whole history is the memory.

App: the studio's booking assistant keeps the conversation with a client in the history and answers each message
with litellm over ``aget_messages()``.

Memory (right): the client asked "Is the deposit 50 pounds like last time?" and the studio replied "It's gone up: the
deposit for a half-day session is now GBP 80, taken when you book and non-refundable within 48 hours." Question:
"How much deposit do I need to pay for the half day?" The assistant answers "GBP 80". The annotator's label is
"50 pounds": the figure only appears in the client's own question, which the studio's reply corrected. Nothing was
lost: the label is wrong.

Expected verdict: AnnotationError (the label's value is in the context only as a question that was answered
otherwise).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b10_ctl_langchain_tattoo_question_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("Hi, I'd like a half-day session with Rhea for the botanical sleeve continuation, sometime in October.",
     "Rhea has Tuesday 14 October or Thursday 23 October, both 10:00-14:00."),
    ("Thursday 23rd please. Is the deposit 50 pounds like last time?",
     "It's gone up: the deposit for a half-day session is now GBP 80, taken when you book and non-refundable within "
     "48 hours of the appointment. You're pencilled in for Thursday 23 October, 10:00."),
]


async def main():
    history = InMemoryChatMessageHistory()
    for i, (user, reply) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await history.aadd_messages([HumanMessage(user), AIMessage(reply)])
    question = "How much deposit do I need to pay for the half day?"
    with turn_span("turn-3 question"):
        await history.aadd_messages([HumanMessage(question)])
        msgs = await history.aget_messages()
        convo = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                 for m in msgs]
        assert any("now GBP 80" in m["content"] for m in convo), convo
        reply = answer(question, "(the conversation so far)", mock="The deposit for a half-day session is GBP 80, "
                                                                    "paid when you book.", history=convo[:-1])
        await history.aadd_messages([AIMessage(reply)])
    finish(question, expected="50 pounds", actual=reply)


asyncio.run(main())
