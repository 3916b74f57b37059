"""Batch 6 control: a tutoring chat answers a relative date right; the label is one day off (LangChain
``InMemoryChatMessageHistory`` with timestamps, one root span per turn).

App: a revision-help chat keeps the conversation in an ``InMemoryChatMessageHistory`` (``add_messages``); each
message carries when it was sent in ``additional_kwargs["timestamp"]``. To answer, the app reads the history
(``aget_messages``) and passes it to litellm (``mock_response``) as the conversation, with today's date.

No fault: on Monday 10 March 2025 the student wrote "My chemistry mock is tomorrow, period 2"; the history reached
the answer whole, and the app answers "Tuesday 11 March, period 2". Distractor: the physics mock is on Thursday.
The label says "Wednesday 12 March, period 2": one day off.

Expected: AnnotationError (nothing in any source says 12 March; "tomorrow" said on 10 March is the 11th, which the
answer gives).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

NAME = "b6_ctl_langchain_mock_exam_date_label"
setup(NAME, ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

history = InMemoryChatMessageHistory()
TURNS = [
    ("2025-03-10T16:05:00", "My chemistry mock is tomorrow, period 2, and I still don't get moles.",
     "Let's do moles now then: a mole is 6.02 x 10^23 particles. Try 2 g of hydrogen gas."),
    ("2025-03-10T16:20:00", "Got it, 1 mole. Physics mock is on Thursday, can we do circuits after?",
     "Sure, circuits next session."),
]


async def main() -> None:
    for when, human, ai in TURNS:
        with turn_span("tutor.turn"):
            history.add_messages([HumanMessage(human, additional_kwargs={"timestamp": when}),
                                  AIMessage(ai, additional_kwargs={"timestamp": when})])
    question = "When exactly is my chemistry mock?"
    with turn_span("tutor.turn"):
        messages = await history.aget_messages()
        assert any("tomorrow, period 2" in m.content for m in messages)  # memory delivered it
        convo = [{"role": "user" if m.type == "human" else "assistant",
                  "content": f"[{m.additional_kwargs['timestamp']}] {m.content}"} for m in messages]
        actual = answer(question, "Today is Monday 10 March 2025, 16:40.", history=convo,
                        mock="Tuesday 11 March, period 2.")
    finish(question, "Wednesday 12 March, period 2", actual)


asyncio.run(main())
