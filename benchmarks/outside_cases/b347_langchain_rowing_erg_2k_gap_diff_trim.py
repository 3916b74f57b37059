"""Batch 347 (held out). A rowing club's erg scores: LangChain InMemoryChatMessageHistory + trim_messages (last 15
messages), one root span per turn.

App: Jess coaches the senior men at Lane Cove River Rowing Club (Sydney). It's erg testing week (Oct 2050): 2k tests
for the seniors Tue/Wed, a 6k for the juniors on Sat, and the ranking goes to the selectors on Monday. Jess keeps a
running tally in a chat with the club's helper; each turn the chat is trimmed to its last 15 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the testing week. In turn 2 Jess logs Tom H's 2k -
6:44.9, a PB by 3 seconds, 1:41.2 average split, rate 32. Turns 3 and 4 are Sam's and Ollie's and Kai's scores.
Turn 5 pastes the selectors' sheet from the March ranking for reference (Jack 6:43.0, Tom H 6:47.9, Ollie 6:53.5,
...). Turns 6 to 9 are the juniors' 6k, Jack's 2k today (6:41.2, a new U23 club record), the erg bookings and the
regatta crew. By turn 10 the trim drops turns 1 to 2; turns 3 to 9 stay. Question (turn 10, Thu 13/10): "what's
the gap between Tom H's 2k and Jack's now? selectors want it in the notes" -> expected 3.7 seconds (6:44.9 vs
6:41.2). The assistant takes Tom H's March score off the old sheet and says 6.7 seconds.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn with Tom H's
new 2k was in the history and in every window from turn 2 to turn 9, and this trim cut it from the window the model
saw. Asserted: turn 2 is in every window from turn 2 to turn 9 and missing from turn 10's (nothing on 6:44.9 or
1:41.2); the March sheet and Jack's 6:41.2 are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b347_langchain_rowing_erg_2k_gap_diff_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's the gap between Tom H's 2k and Jack's now? selectors want it in the notes"
TURNS = [
    ("erg testing wk 🫠 2k tues/weds for the seniors, 6k sat for the juniors. keep a running tally for me pls, "
     "ranking goes to the selectors mon",
     "Will do - 2k tests Tuesday and Wednesday for the seniors, the juniors' 6k on Saturday, ranking to the selectors "
     "on Monday."),
    ("Tom H 2k this morning 6:44.9!! PB by 3 sec, avg 1:41.2, rate 32, rowed it at 88.5kg. about time mate",
     "Logged: Tom H, 2k 6:44.9 (PB by 3s), 1:41.2 average split, rate 32, at 88.5kg."),
    ("Sam 7:02.4 - had a cold, wants a retest next wk, fair enough",
     "Logged: Sam 7:02.4, retest next week."),
    ("Ollie 6:51.0 + Kai 6:55.7, both pretty happy with that. Kai sat at 1:44 the whole way, no sprint tho",
     "Logged: Ollie 6:51.0 and Kai 6:55.7."),
    ("selectors' sheet from the March ranking for reference - Jack 6:43.0, Tom H 6:47.9, Ollie 6:53.5, Kai 6:58.1, "
     "Sam 6:59.9",
     "Saved the March ranking for reference: Jack 6:43.0, Tom H 6:47.9, Ollie 6:53.5, Kai 6:58.1, Sam 6:59.9."),
    ("juniors 6k sat - meet 7am at the shed, damper 120-130, I'll bring the ergs down from the loft friday arvo",
     "Juniors' 6k Saturday: 7am at the shed, damper 120-130; ergs down from the loft Friday afternoon."),
    ("Jack 2k today 6:41.2 🚀 new U23 club record, rate 34. sick",
     "Logged: Jack, 2k 6:41.2 - a new U23 club record, rate 34."),
    ("erg seats booked for sat, 8 Concept2s, need 2 more from the gym, Hamish has the key",
     "Eight Concept2s booked for Saturday; two more to come from the gym (Hamish has the key)."),
    ("regatta crew TBC after the ranking, prob Jack stroke, don't tell him yet 😂",
     "Noted - the regatta crew waits on the ranking; Jack likely at stroke, kept quiet for now."),
    (QUESTION,
     "6.7 seconds - Jack's 6:41.2 against Tom H's 6:47.9."),
]
WINDOW = 15
GONE = ("6:44.9", "1:41.2", "88.5")


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
            assert not any(w in str(m.content) for m in window for w in GONE), window
            assert any("Tom H 6:47.9" in str(m.content) for m in window), window
            assert any("Jack 2k today 6:41.2" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("Tom H 2k this morning 6:44.9" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jess's chat - she coaches the senior men at Lane Cove River Rowing Club; "
                                            "today Thu 13 Oct 2050, erg testing week)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="3.7 seconds - Tom H's new PB 6:44.9 against Jack's 6:41.2", actual=reply)
