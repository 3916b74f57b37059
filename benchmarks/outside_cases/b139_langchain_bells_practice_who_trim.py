"""Batch 139 (held out). A bellringing tower secretary's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Sandra is tower secretary at St Wilfrid's, Ashby Parva (8 bells, practice Thursday nights) and keeps a running
chat with the helper - practice nights, learners, keys, the quarter peal, the clock; each turn the chat is trimmed
to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Sandra says Geoff (the tower captain) is off to
Cornwall with the caravan 14th-24th, so Alan Pryce, the steeple keeper, is running practice both Thursdays - Geoff's
left him the tower key and the clock room key - and, in passing, that the new ropes for the back three came from
Taylor's (£380). In turn 2 she pastes the notice-board card to have it tidied for the parish mag: practice Thurs
7.30-9 run by the tower captain Geoff Hinch (ring him for the key), learners 7-7.30, Sunday service ringing
9.15-10, a Grandsire Triples quarter peal attempt Sat 25th 3pm. By turn 7 the trim drops turn 1; the pasted card
stays. Question (turn 7, Tue 14/4): "who's running practice thurs? Ellie's mum wants to ring whoever's in charge
first" -> expected Alan Pryce, the steeple keeper (Geoff's away in Cornwall). The assistant says Geoff Hinch.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that hands
practice to Alan was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted card is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b139_langchain_bells_practice_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's running practice thurs? Ellie's mum wants to ring whoever's in charge first"
TURNS = [
    ("geoff's off to cornwall w the caravan 14th-24th so Alan (Pryce, steeple keeper) is running practice both "
     "thursdays. geoff's left him the tower key + the clock room one. oh and the new ropes for the back 3 came "
     "from Taylor's, £380, lovely and soft",
     "Noted: Geoff is away in Cornwall 14-24 April, so Alan Pryce (steeple keeper) runs practice on both Thursdays "
     "and has the tower and clock room keys. New ropes for the back three arrived from Taylor's (£380)."),
    ("can u tidy this for the parish mag, its off the noticeboard: PRACTICE thurs 7.30-9, run by our tower captain "
     "Geoff Hinch, ring him for the key. learners 7-7.30. sunday service ringing 9.15-10. QUARTER PEAL attempt "
     "grandsire triples sat 25th 3pm, band picked. new ringers always welcome!!",
     "St Wilfrid's bells: practice night Thursdays 7.30-9, run by our tower captain Geoff Hinch (ring him for the "
     "key); learners 7-7.30. Sunday service ringing 9.15-10. Quarter peal attempt (Grandsire Triples) Saturday "
     "25th at 3pm. New ringers are always welcome!"),
    ("new learner starting, Ellie, 12, her mum rang the vicarage. she's tall enough for the treble box",
     "Ellie (12) is starting as a learner; she's tall enough for the treble box."),
    ("clock's 4 mins fast again, Alan says the weights need cleaning, he'll do it when he oils the bells",
     "The church clock is 4 minutes fast; Alan will clean the weights when he oils the bells."),
    ("tea + biscuits kitty's down to £3.40, asking for £1 a month from everyone",
     "The tea and biscuits kitty is down to £3.40; you're asking everyone for £1 a month."),
    ("dave can't make the quarter now, his daughter's wedding got moved, Mike's stepping in on the 5th",
     "Dave can't ring the quarter peal; Mike is stepping in on the 5th."),
    (QUESTION,
     "Geoff Hinch, the tower captain - ring him for the key, practice is 7.30 to 9 with learners from 7."),
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
            assert not any("Alan (Pryce" in str(m.content) or "Alan Pryce" in str(m.content)
                           or "cornwall" in str(m.content).lower() for m in window), window
            assert any("run by our tower captain Geoff Hinch, ring him for the key" in str(m.content)
                       for m in window), window
        else:
            window = trim(messages)
            assert any("Alan (Pryce, steeple keeper) is running practice" in str(m.content) for m in window), \
                (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sandra's chat as tower secretary at St Wilfrid's, Ashby Parva; "
                                            "April 2037, today Tue 14 Apr)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Alan Pryce, the steeple keeper - Geoff's away in Cornwall till the 24th", actual=reply)
