"""Batch 384 (held out). A roti and doubles shop in San Fernando: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Sookdeo's Roti & Doubles on Sorzano Lane, San Fernando do a big doubles order for the Open Bible church's
harvest on Sat 18/03/51 - picked up at 6am, so it's an early-morning doubles run: channa soaked the night before,
bara mixed from 2am, fried on the big tawa. Ma Sookdeo chats with the shop's helper while she sorts it; each turn
the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Fri 03/03) is the order - Pastor Clyde wants 400
doubles for the harvest, pick up 6am, TT$5 each since it's church. Turn 2 is who's on that weekend. In turn 3 (Tue
07/03) the pastor called back - they expecting more people, make it 550, same price, same 6am. Turns 4 to 8 are her
rule for the channa (1 lb dry channa does about 25 doubles, soaked overnight with a lil baking soda), the invoice she
wrote up before the call (still "400 doubles @ $5 = TT$2,000", she has to fix it), the pepper, the bara flour and the
foil trays. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 16/03): "how much
pounds of channa I soaking Friday night for the harvest?" -> expected 22 lb (550 / 25). The assistant says 16 lb
(400 / 25).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
order 550 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 550,
"more people" or "call back"); the channa rule, the 400 invoice and the trays are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b384_langchain_roti_shop_harvest_channa_lb_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much pounds of channa I soaking Friday night for the harvest?"
TURNS = [
    ("Fri 03/03 - Pastor Clyde from Open Bible up the hill want 400 doubles for their harvest Sat 18/03, pick up 6am "
     "sharp. TT$5 each since is church. help me keep track of this one eh",
     "Sure - Open Bible's harvest, Sat 18/03: 400 doubles at TT$5 each, Pastor Clyde picking up at 6am."),
    ("Kavita off that weekend, she cousin wedding, so is me, Rishi + Anand on the bara",
     "Noted: that weekend it's you, Rishi and Anand - Kavita is off for her cousin's wedding."),
    ("Tue 07/03 - Pastor call back, they expecting more people this year, make it 550 doubles. same price same 6am",
     "Got it - the harvest order is 550 doubles now, still TT$5 each and 6am pick-up."),
    ("for doubles I does go 1 lb dry channa to about 25 doubles, soak it overnight with a lil baking soda, boil it "
     "down early morning",
     "Your rule: 1 lb of dry channa makes about 25 doubles, soaked overnight with a little baking soda."),
    ("I write up the invoice already: 'Open Bible Harvest - 400 doubles @ $5 = TT$2,000, 50% paid' - need to fix "
     "that still 🙄 remind me",
     "I'll remind you to fix the invoice wording before the pick-up."),
    ("pepper - slight + heavy in separate buckets, church people does like it slight. tamarind + mango on the side",
     "Pepper in two buckets, slight and heavy; tamarind and mango chutney on the side."),
    ("bara flour - 3 bag should do it, Anand start mixing 2am Sat",
     "Three bags of flour for the bara, Anand mixing from 2am on the Saturday."),
    ("Rishi picking up 40 of the big foil trays from the plaza Thurs",
     "Rishi is collecting 40 large foil trays from the plaza on Thursday."),
    (QUESTION,
     "16 lb - 400 doubles at about 25 doubles a pound. Soak it Friday night with the baking soda."),
]
WINDOW = 11
GONE = ("550", "more people", "call back")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("1 lb dry channa to about 25 doubles" in str(m.content) for m in window), window
            assert any("400 doubles @ $5" in str(m.content) for m in window), window
            assert any("foil trays" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("make it 550 doubles" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ma Sookdeo's chat - she runs Sookdeo's Roti & Doubles, San Fernando; "
                                            "today Thu 16/03/2051, the Open Bible harvest is Sat 18/03)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="22 lb - the order went up to 550 doubles, at about 25 a pound", actual=reply)
