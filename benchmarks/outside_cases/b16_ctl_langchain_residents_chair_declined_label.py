"""Batch 16 (held out), control. A committee member's chat with the residents' association assistant: LangChain
InMemoryChatMessageHistory (whole history sent, no trim), one root span per turn.

App: each turn the full history is read and sent to the answer call.

No planted fault. Turn 1 pastes the AGM minutes: "Chair: Margaret put Dev's name forward, Dev said thanks but he'd
rather carry on doing the books, so Sandra Okoye stood and was voted in (unopposed)". Question (turn 3): "Who's the
new chair of the residents' association?" -> right per memory: Sandra Okoye; the model says so. The gold label
"Dev" is the person first put forward, who turned it down (a nomination, not the outcome).

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b16_ctl_langchain_residents_chair_declined_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("AGM minutes, Tues 21/4, church hall, 23 there: Chair - Margaret put Dev's name forward, Dev said thanks but he'd "
     "rather carry on doing the books, so Sandra Okoye stood and was voted in (unopposed). Treasurer Dev (again). "
     "Sec - Linda. Subs stay GBP 5/household.",
     "Thanks - I've got the AGM minutes from 21 April."),
    ("When's the next committee meeting?", "The minutes don't give one; usually it's the first Tuesday of the month."),
    ("Who's the new chair of the residents' association?",
     "Sandra Okoye - she was voted in unopposed at the AGM on 21 April (Dev stayed on as treasurer)."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("Sandra Okoye stood" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Dev", actual=reply)
