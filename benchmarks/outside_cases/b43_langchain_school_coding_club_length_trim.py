"""Batch 43 (held out). A primary school's after-school clubs: the clubs coordinator's chat in LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages, token_counter=len, start_on human), one root span per
turn.

App: Mrs Begum, the office manager at Brook Lane Primary, coordinates the after-school clubs (coding, netball,
choir, cookery, Lego, drama; about 140 children) and keeps one chat going with an assistant about clubs, staff and
pick-ups. Each turn the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 sets up cover for Tuesday coding club: "coding club
tues - Mr Okafor's off on paternity from 3rd feb for 4 wks, Mrs Lindqvist (Y5 TA) has said she'll cover but she has
to be away by 4.15 for her own two, so it'll run 3.30-4.15 while she's got it. laptop trolley booked". Later turns
are netball, the newsletter's general line that clubs run 3.30-4.30, Mr Okafor's baby arriving early, and so on.
By turn 7 the trim no longer keeps turn 1. Question (turn 7, Mon 2/2): "how long is coding club going to be
tomorrow?" -> expected 45 minutes (3.30-4.15). The assistant goes by the usual hour.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the general 3.30-4.30 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b43_langchain_school_coding_club_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("coding club tues - Mr Okafor's off on paternity from 3rd feb for 4 wks, Mrs Lindqvist (Y5 TA) has said she'll "
     "cover but she has to be away by 4.15 for her own two, so it'll run 3.30-4.15 while she's got it. laptop "
     "trolley booked",
     "Coding club: Mrs Lindqvist covering from 3 Feb for 4 weeks, 3.30-4.15; laptop trolley booked."),
    ("netball - the tournament at Greenfield is fri 6th, minibus leaves 1.30, Miss Hall needs 2 parent helpers",
     "Netball tournament Fri 6 Feb at Greenfield, minibus 1.30, two parent helpers needed."),
    ("for the newsletter: all after-school clubs are 3.30 to 4.30, collect from the hall door, £3 a session on "
     "ParentPay",
     "Newsletter line noted: clubs 3.30-4.30, hall door pick-up, £3 on ParentPay."),
    ("choir's singing at the care home on the 12th, need consent slips back by weds",
     "Choir at the care home on the 12th; consent slips due Wednesday."),
    ("Mr O's baby came early!! little girl, all well. so he's off as of today really",
     "Lovely news - Mr Okafor's on leave from now."),
    ("Lego club's got 3 on the waiting list, can Mr Price take 18 instead of 15? he says if we get another tub of "
     "bricks",
     "Lego club: Mr Price can take 18 if there's another tub of bricks."),
    ("how long is coding club going to be tomorrow?",
     "An hour - 3.30 to 4.30, the same as all the clubs, pick-up from the hall door."),
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
            assert not any("4.15" in str(m.content) or "Lindqvist" in str(m.content) for m in window), window
            assert any("3.30 to 4.30" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3.30-4.15" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Brook Lane clubs notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Three quarters of an hour - it stops at 4.15 while the TA's covering", actual=reply)
