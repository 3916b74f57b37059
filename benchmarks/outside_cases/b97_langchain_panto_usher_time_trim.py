"""Batch 97 (held out). A village panto's front of house chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Pauline runs front of house for the Little Brampton Players' panto (Aladdin, 11-13 Dec) and sorts it out in a
chat with an assistant over a week. Each turn the history is trimmed to the last 12 messages (starting on a human
one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 pastes Geoff's FOH briefing: ushers in by 6.15 each
night for the briefing in the green room, doors 6.30, curtain up 7, black tops. Later turns are the programmes, the
raffle, ice creams, the Friday WI booking and the bar (which sets up from 6). At turn 7 the trim drops turn 1.
Question: "remind me what time the ushers have to be in? Mags is asking" -> expected quarter past six, for the
briefing. The assistant says half six when the doors open.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the programmes line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b97_langchain_panto_usher_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "remind me what time the ushers have to be in? Mags is asking"
TURNS = [
    ("FOH briefing from Geoff: ushers in by 6.15 every night for the briefing in the green room, doors 6.30, "
     "curtain up 7pm. black tops + the lanyards. sat matinee same but 2.30 curtain so in by 1.45",
     "Got it - ushers in by 6.15 for the green room briefing, doors 6.30, curtain 7 (matinee: in by 1.45)."),
    ("programmes are £2 this yr, 300 printed, Edna's grandson did the cover",
     "Programmes £2, 300 printed."),
    ("raffle in the interval each night, Tony on the mic, tickets £1 a strip",
     "Raffle in the interval, £1 a strip, Tony calling it."),
    ("ice creams - tubs £2.50, Mags on the tray, cool box in the kitchen",
     "Tubs at £2.50, Mags with the tray."),
    ("fri night the WI have booked rows A+B, 38 of them, they've paid already",
     "Friday: WI in rows A and B, 38 seats, paid."),
    ("bar's Ray as always, he sets up from 6, the hall committee have said no spirits this year",
     "Bar with Ray from 6, beer and wine only."),
    (QUESTION,
     "Half six, when the doors open - they need to be on the doors by then."),
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
            assert not any("6.15" in str(m.content) for m in window), window
            assert any("programmes are £2" in str(m.content) for m in window), window
            assert any("sets up from 6" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("in by 6.15" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pauline's front-of-house chat about the panto)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6.15, for Geoff's briefing in the green room", actual=reply)
