"""Batch 101 (held out). A children's party entertainer's bookings chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: "Captain Custard" (Jez) does children's parties round Hitchin and Letchworth and talks his bookings through
with an assistant. Each turn the history is trimmed to the last 10 messages (starting on a human one) before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the Harris party (Sat 15/3, Ollie's 6th, Pirton
village hall) has the balloon modelling add-on at £25 on top, and Mrs H paid a £50 deposit by bank transfer on
2/2. Turn 2 has the package: the 2 hr show at £180. Later turns are travel, other bookings and kit. At turn 6 the
trim drops turn 1. Question: "how much have i got to collect off mrs harris on the day?" -> expected £155 (£180 +
£25 - £50). The assistant says £180.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 6's, which still has the £180 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b101_langchain_party_balance_owed_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much have i got to collect off mrs harris on the day?"
TURNS = [
    ("harris party sat 15/3 - Ollie's 6th, Pirton vill hall 2-4. mum wants the balloon modelling add on too "
     "(£25 on top), + she's paid £50 deposit by transfer 2/2 :)",
     "Harris, Sat 15 March, Pirton: balloon add-on at £25 extra, and a £50 deposit received on 2 Feb."),
    ("she's gone for the 2hr show (magic + games + the parachute) which is £180",
     "The two-hour package for the Harris party: £180."),
    ("travel - pirton is only 15 min from me so no mileage. need to be there 1.15 to set up, hall's open from 1",
     "No mileage for Pirton; arrive 1.15 to set up, hall open from 1."),
    ("other one that wk: the Nowak twins sun 16/3 at the Fun Barn Stotfold 11am, 1hr, they do the food",
     "Nowak twins, Sun 16 March 11am, Fun Barn Stotfold, one hour."),
    ("bubble machine's on the blink, ordered a new one £34 arrives thurs hopefully",
     "New bubble machine ordered at £34, due Thursday."),
    (QUESTION,
     "£180 for the two-hour show - collect it at the end, before you pack up."),
]
WINDOW = 10


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
            assert not any("£25" in str(m.content) or "£50" in str(m.content) or "deposit" in str(m.content)
                           for m in window), window
            assert any("which is £180" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£50 deposit by transfer" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jez's chat about his party bookings, March 2036)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£155", actual=reply)
