"""Batch 17 (held out). A shared house's meal and shopping plan: LangChain InMemoryChatMessageHistory +
``trim_messages`` (keep the last 8 messages, start on a human turn), one root span per turn.

App: the four housemates (Aisha, Jonty, Marek, Fran) post into one chat with the house assistant; each turn the
whole history is read, trimmed to the app's window of 8 messages and sent to the model.

Planted fault (UpdateError, trimmed from the window): the week's fajita list is built up across two messages:
turn 1 (Marek) "Thu is my fajitas - we need 3 peppers (any colour), 2 limes and a tub of sour cream, I've got the
spice mix", turn 3 (Aisha) "add wraps to the fajita stuff, the big ones, and grated cheese - we're out". At turn 5
the history holds 9 messages; the trim keeps the last 8 and, to start on a human turn, drops the first pair, so
Marek's part of the list is gone. Question (turn 5, Fran doing the shop): "What do I need to get for Thursday's
fajitas?" -> expected "3 peppers, 2 limes, sour cream, big wraps and grated cheese". The assistant lists only the
wraps and the cheese.

Expected verdict: UpdateError at langchain.trim_messages (fault() wraps turn 5's trim). Asserted: turns 1-4 hold
Marek's list in the window, turn 5's window does not (and does hold Aisha's). Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b17_langchain_houseshare_fajita_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Marek: Thu is my fajitas - we need 3 peppers (any colour), 2 limes and a tub of sour cream, I've got the spice "
     "mix already", "Noted for Thursday, Marek."),
    ("Jonty: I'm out Wed so count me out of the leftovers night. Also whose turn is bins??",
     "Bins this week are Fran's (green + black, Tues night)."),
    ("Aisha: add wraps to the fajita stuff, the big ones, and grated cheese - we're out",
     "Added big wraps and grated cheese for Thursday."),
    ("Jonty: kitty's at GBP 23.40 after Aisha's Lidl run, someone top it up pls",
     "Kitty is GBP 23.40 - top-ups to the house pot."),
    ("Fran: doing the shop after work - what do I need to get for Thursday's fajitas?",
     "For Thursday's fajitas: the big wraps and some grated cheese."),
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
            assert not any("peppers" in str(m.content) for m in window), window
            assert any("grated cheese" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3 peppers" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the house chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("What do I need to get for Thursday's fajitas?",
       expected="3 peppers, 2 limes, a tub of sour cream, the big wraps and grated cheese", actual=reply)
