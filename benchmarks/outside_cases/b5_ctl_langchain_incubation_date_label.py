"""b5 control: a lab chat assistant with LangChain's ``InMemoryChatMessageHistory``; one root span per turn (the app's
own span); each message keeps the day it was said in ``additional_kwargs["timestamp"]``. The question turn reads the
whole history with ``aget_messages`` (no trimming) and answers with it.

Messages: Thu 5 March 2026 "We put the agar plates in the 37 °C incubator yesterday."; 6 March the colony count is due
on Monday; 9 March the plates were photographed.

No fault: the model answers "On Wednesday 4 March" ("yesterday" said on Thursday 5 March).

The label is wrong: "11 March" (a week off; no message says or implies it).

Expected: AnnotationError (the expected answer appears in no input; memory and model did their job).
"""
from __future__ import annotations

import asyncio
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_ctl_langchain_incubation_date_label", ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("2026-03-05", "We put the agar plates in the 37 °C incubator yesterday.", "Noted - I'll remind you to check them."),
    ("2026-03-06", "The colony count is due on Monday.", "I'll put it on Monday's list."),
    ("2026-03-09", "Plates photographed this morning, 42 colonies on plate B.", "Logged 42 colonies for plate B."),
]
history = InMemoryChatMessageHistory()
for day, said, reply in TURNS:
    with b3_support.turn_span(f"turn-{day}"):
        history.add_messages([HumanMessage(said, additional_kwargs={"timestamp": day}),
                              AIMessage(reply, additional_kwargs={"timestamp": day})])

QUESTION = "When did the plates go into the incubator?"
with b3_support.turn_span("turn-2026-03-12"):
    messages = asyncio.run(history.aget_messages())
    past = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in messages]
    assert any("incubator yesterday" in m["content"] for m in past)  # memory delivered the message
    reply = answer(QUESTION, [], history=past, mock="On Wednesday 4 March - the day before you told me.")
finish(QUESTION, "11 March", reply)
