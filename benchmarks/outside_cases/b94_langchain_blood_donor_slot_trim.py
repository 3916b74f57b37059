"""Batch 94 (held out). A first-time blood donor's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Aisha is giving blood for the first time and talks it through with an assistant over a week. Each turn the
history is trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says she's booked on the app: Thurs 16/10 at the
Civic Centre in St Albans, the 12.20 slot, reference GB-4471-K. Later turns are eating beforehand, her iron,
the leaflet's session times (11.30-2 and 3.30-7, walk-ins only if there's room), her lunch break, and what to
wear. At turn 7 the trim drops turn 1. Question: "have I actually got a slot on thurs or do I just turn up and
hope? cant remember if the app thing went through" -> expected yes (12.20, booked on the app). The assistant
can't see a booking and tells her to book or chance a walk-in.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 7's, which still has the leaflet's walk-in line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b94_langchain_blood_donor_slot_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("have I actually got a slot on thurs or do I just turn up and hope? cant remember if the app thing "
            "went through")
TURNS = [
    ("ok done it!! first ever blood donation, thurs 16/10 civic centre st albans, 12.20 slot, booked on the app, "
     "ref GB-4471-K. bit nervous tbh",
     "Well done! Thursday 16 Oct at the Civic Centre, 12.20, ref GB-4471-K. Nerves are normal."),
    ("what should I eat before? I usually skip breakfast",
     "Don't skip it - have a proper meal in the three hours before, and drink about 500ml of water just before."),
    ("my iron was a bit low last yr at the GP, will that stop me?",
     "They do a finger-prick test first; if it's low they'll just ask you to come back another time."),
    ("the leaflet says civic centre sessions that day are 11.30-2 and 3.30-7, walk ins only if there's room, "
     "they'd rather you booked",
     "Sessions 11.30-2 and 3.30-7; walk-ins only if there's space, booking preferred."),
    ("lunch is 12-1 at work but my manager says take longer if I need, it's for a good cause lol",
     "Nice of them - allow an hour and a bit, including the 15 minutes' rest and the tea after."),
    ("what do I wear? it's meant to be cold",
     "Layers, with sleeves that roll up easily above the elbow."),
    (QUESTION,
     "I can't see a booking from here - sessions are 11.30-2 and 3.30-7 and they only take walk-ins if there's "
     "room, so I'd book on the app to be safe or get there early."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("12.20" in str(m.content) or "GB-4471" in str(m.content) for m in window), window
            assert any("walk ins only if there's room" in str(m.content) for m in window), window
            assert any("what should I eat" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("12.20 slot" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Aisha's chat about giving blood)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes, you're booked - twenty past twelve, done through the app", actual=reply)
