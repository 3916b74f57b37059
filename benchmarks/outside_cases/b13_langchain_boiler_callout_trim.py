"""Batch 13 (held out). Heating firm's booking chat: LangChain InMemoryChatMessageHistory (sync ``add_messages`` /
``messages``) and ``trim_messages`` before every model call, one root span per turn.

App: a homeowner chats with the booking assistant of a small heating & plumbing firm. The chat history is the only
memory; before each model call the app trims it to a fixed budget (``trim_messages(strategy="last",
max_tokens=210, token_counter="approximate", start_on="human")``).

Planted fault (UpdateError, trimmed from the window): turn 1 is the office's booking confirmation pasted in by the
homeowner: "Job #H-3318, 22 Kestrel Cl: combi boiler losing pressure (drops to 0.5 bar overnight). Engineer Gary,
Wed 14/10, arrival between 8 and 10am, call-out GBP 85 incl. first 30 min." Turns 2-4 are about parking, the
magnetic filter and the power-flush quote (the flush would be an all-day job "from 1 pm" if done on another visit).
At turn 5 the trim no longer keeps turn 1. Question (turn 5): "What time should I expect Gary on Wednesday?" ->
expected "Between 8 and 10 am". The assistant answers from what is left: "from 1 pm".

Expected verdict: UpdateError at the turn-5 langchain.trim_messages (fault() wraps that trim). Asserted: the booking
survived the earlier trims and is absent from the turn-5 prompt. Another reading: a ResponseError for giving the
flush visit's time, but the arrival window is no longer in what the model was sent.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b13_langchain_boiler_callout_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

BOOKING = ("Pasting the confirmation: Job #H-3318, 22 Kestrel Cl: combi boiler losing pressure (drops to 0.5 bar "
           "overnight). Engineer Gary, Wed 14/10, arrival between 8 and 10am, call-out GBP 85 incl. first 30 min.")
TURNS = [
    (BOOKING, "Got it - job H-3318 at 22 Kestrel Close is on the system. Anything else?"),
    ("Parking is residents only, can he use the drive? It's the one with the blue garage door.",
     "Yes, he'll park on your drive; please leave space for the van (about 5.5 m)."),
    ("He mentioned a magnetic filter last time - is that extra?",
     "A MagnaClean filter is GBP 165 fitted, about an hour's extra work; only if he finds sludge."),
    ("And the power flush you quoted - how long does that take and when could it happen?",
     "A power flush is GBP 420, a full day's job; on a separate visit it would start from 1 pm and run into the "
     "evening."),
    ("What time should I expect Gary on Wednesday?",
     "Gary will be with you from 1 pm on Wednesday."),
]


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=210, token_counter="approximate", start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("8 and 10am" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("8 and 10am" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Between 8 and 10 am", actual=reply)
