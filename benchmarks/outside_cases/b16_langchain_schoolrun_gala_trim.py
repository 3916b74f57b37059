"""Batch 16 (held out). A parent's chat with the class-rep assistant: LangChain InMemoryChatMessageHistory +
``trim_messages`` (keep the last 8 messages, start on a human turn), one root span per turn.

App: each turn the whole history is read, trimmed to the app's window of 8 messages and sent to the model.

Planted fault (UpdateError, trimmed from the window): turn 1 pastes the school's note "Y4 swimming gala Thurs 18th -
NO school pick-up that day, collect from Kingsway leisure centre, side entrance, 3.45 (not 3.15!)". At turn 5 the
history holds 9 messages; the trim keeps the last 8 and, to start on a human turn, drops the first pair, so the
gala note is gone from the window. Question (turn 5): "Thursday's pick-up - where and what time?" -> expected
"Kingsway leisure centre, side entrance, at 3.45". The assistant says the usual 3.15 at the school gate.

Expected verdict: UpdateError at langchain.trim_messages (fault() wraps turn 5's trim). Asserted: turns 1-4 hold
the note in the window, turn 5's window does not. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b16_langchain_schoolrun_gala_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("From the school office: 'Y4 swimming gala Thurs 18th - NO school pick-up that day, collect from Kingsway "
     "leisure centre, side entrance, 3.45 (not 3.15!). Swim kit + a snack.'",
     "Noted - Thursday 18th is the Y4 gala, pick-up at Kingsway leisure centre."),
    ("Also Raj can't do Fri, can you remind me who swaps with him?", "Jess said she'd swap her Tuesday for his Friday."),
    ("Is the PE kit day still Weds?", "Yes, PE kit on Wednesdays, and trainers for the Friday run."),
    ("Non-uniform day is when again? Need GBP 1 for it", "Non-uniform day is Fri 26th, GBP 1 for the PTA."),
    ("Thursday's pick-up - where and what time?", "Usual place - the school gate at 3.15 on Thursday."),
]


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=8, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Kingsway" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3.45" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="At Kingsway leisure centre, side entrance, at 3.45", actual=reply)
