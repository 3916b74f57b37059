"""Batch 69 (held out). A church's Christmas fair: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages, token_counter=len, start_on human), one root span per turn.

App: Bev organises St Michael's Christmas Fair (Sat 1 Dec 2029, church hall + the car park for the float and the
hot-food stall). She keeps one chat with an assistant on her phone for the fair. Each turn the app trims the history
to the last 10 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "Ray from the scouts says we can borrow their big
urn (the 40 cup one) for the teas, he'll leave it in the church porch fri night, grab it first thing sat b4 the
teas lot arrive". Turn 2 has the tombola prizes to collect from Mrs Khan's at 8, turn 4 the £150 float from the
vicarage. By turn 6 the trim no longer keeps turn 1. Question (turn 6, Fri 30/11): "what've I got to pick up on the
way in tomorrow morning?" -> expected three things: the urn from the porch, the tombola prizes from Mrs Khan's and
the float from the vicarage. The assistant lists the prizes and the float.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the other two pick-ups. Another reading: a response
fault is ruled out, as the urn message is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b69_langchain_xmasfair_morning_pickups_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Ray from the scouts says we can borrow their big urn (the 40 cup one) for the teas, he'll leave it in the "
     "church porch fri night, grab it first thing sat b4 the teas lot arrive",
     "Noted: the scouts' big 40-cup urn will be in the church porch from Friday night - collect it first thing "
     "Saturday for the teas."),
    ("tombola prizes - Mrs Khan's got a car boot full (bless her), collecting from hers 8am sat on the way, 14 "
     "Orchard Way. need more bottles tho, only 30ish",
     "Tombola: collect the prizes from Mrs Khan, 14 Orchard Way, at 8am Saturday. About 30 bottles so far."),
    ("stalls: cakes, books, white elephant, tombola, crafts (the WI), santa's grotto in the vestry, hot dogs in the "
     "car park. Derek's float parked by the gate from 9",
     "Stalls: cakes, books, white elephant, tombola, WI crafts, grotto in the vestry, hot dogs outside; Derek's "
     "float by the gate from 9."),
    ("float for the stalls, £150 in coins - Alan's getting it from the bank fri + leaving it at the vicarage, pick "
     "up sat morning, Rev Jo's up from 7",
     "Stall float: £150 in coins, at the vicarage from Friday - pick it up Saturday morning (Rev Jo is up from 7)."),
    ("santa's confirmed, it's Colin again, he's got his own suit this yr so we don't have to hire one",
     "Santa: Colin again, with his own suit."),
    ("right. what've I got to pick up on the way in tomorrow morning?",
     "Two pick-ups: the tombola prizes from Mrs Khan at 14 Orchard Way at 8, then the £150 float from the vicarage."),
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
            assert not any("urn" in str(m.content) for m in window), window
            assert any("Mrs Khan" in str(m.content) for m in window), window
            assert any("vicarage" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("big urn" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's Christmas fair chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what've I got to pick up on the way in tomorrow morning?",
       expected="the scouts' urn from the porch, Mrs Khan's tombola prizes and the £150 float from the vicarage",
       actual=reply)
