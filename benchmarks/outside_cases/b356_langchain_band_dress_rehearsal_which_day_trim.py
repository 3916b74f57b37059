"""Batch 356 (held out). A middle school band: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Ms. Ferreira directs the 7th grade band at Lincoln Middle School; the Winter Concert is Thursday, 12/8/2050 at
7:00 PM in the LMS auditorium. She chats with the band's helper while she sorts the concert out and answers the
parents' emails through it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 11/14) is the concert - call time 6:15 PM, concert
black, dress rehearsal Tuesday 12/6 after school, 3:10-5:00 PM on stage. Turn 2 is the poinsettia sale. In turn 3
(Mon 11/28) she says the auditorium is getting new stage lights next week and they lose it Monday to Wednesday, so
dress rehearsal moves up to THIS Thursday, same time, 3:10-5:00, still on stage, and the late bus at 5:15 still
runs. Turns 4 to 8 are concert attire, the December calendar pasted from the school website (which still says "12/6
Band dress rehearsal 3:10 PM"), folders and stand labels, the boosters' cookie reception and the pickup line. By
turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 11/29, a parent's email): "what day
is dress rehearsal? I need to line up a ride home for Sofia" -> expected Thursday 12/1, 3:10-5:00 PM ("this
Thursday" in her message of Monday 11/28). The assistant says Tuesday 12/6.

Why this verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
rehearsal was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. The question is temporal: the day comes from resolving "this Thursday" against the Monday 11/28 message.
Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on stage lights, "this
Thursday" or "moves up"); the calendar paste with 12/6 is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b356_langchain_band_dress_rehearsal_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "a parent emailed: what day is dress rehearsal? I need to line up a ride home for Sofia"
TURNS = [
    ("Mon 11/14 - ok Winter Concert planning 🎺 Thurs 12/8 at 7:00 PM in the LMS auditorium, call time 6:15 PM, "
     "concert black. Dress rehearsal Tues 12/6 after school 3:10-5:00 on stage. Help me keep track pls",
     "Got it: Winter Concert Thursday 12/8, 7:00 PM in the auditorium (call time 6:15, concert black); dress "
     "rehearsal Tuesday 12/6, 3:10-5:00 PM on stage."),
    ("poinsettia sale for the band boosters - $15 each, order forms due Fri 11/18, pickup the night of the concert "
     "in the lobby",
     "Poinsettias are $15 each, order forms due Friday 11/18, picked up in the lobby on concert night."),
    ("Mon 11/28 ugh. the auditorium is getting new stage lights installed next week and we lose it Mon-Wed 😩 so "
     "dress rehearsal moves up to THIS Thursday, same time 3:10-5:00, still on stage. late bus at 5:15 still runs. "
     "I'll email parents tonight",
     "Noted - dress rehearsal moves up to this Thursday, 3:10-5:00 PM on stage, because of the stage lights work "
     "next week; the 5:15 late bus still runs."),
    ("attire reminder for the email: black pants or skirt (knee length or longer), black socks, black shoes, "
     "white or black long sleeve top. no sneakers with logos",
     "Concert attire: black pants or knee-length-or-longer skirt, black socks and shoes, a white or black long "
     "sleeve top, no logo sneakers."),
    ("here's the December calendar off the school website so we're on the same page: '12/2 Spirit Day / 12/6 Band "
     "dress rehearsal 3:10 PM / 12/8 Winter Concert 7 PM / 12/14 Choir concert / 12/19-1/2 Winter Break'",
     "Thanks - the December calendar: 12/2 Spirit Day, 12/6 band dress rehearsal at 3:10, 12/8 Winter Concert, "
     "12/14 choir concert, winter break 12/19 to 1/2."),
    ("folders - kids keep their folders over break? no, collect them after the concert. stand labels by section, "
     "Mr. Okoro's printing them",
     "Folders get collected after the concert; Mr. Okoro is printing section stand labels."),
    ("the boosters are doing a cookie reception in the cafeteria after, Mrs. Hale needs 3 more parents to bring "
     "cookies (store bought ok, nut free)",
     "Cookie reception in the cafeteria after the concert; Mrs. Hale needs 3 more parents to bring nut-free "
     "cookies."),
    ("pickup line after rehearsals is the side lot by the gym, NOT the front loop, buses use the front",
     "Rehearsal pickup is the side lot by the gym - the front loop is for buses."),
    (QUESTION,
     "Dress rehearsal is Tuesday 12/6, 3:10-5:00 PM on stage - pickup in the side lot by the gym, or the 5:15 late "
     "bus."),
]
WINDOW = 11
GONE = ("stage lights", "this thursday", "moves up")


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
            assert any("12/6 Band dress rehearsal 3:10 PM" in str(m.content) for m in window), window
            assert any("side lot by the gym" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("dress rehearsal moves up to THIS Thursday" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ms. Ferreira's chat - she directs the 7th grade band at Lincoln Middle "
                                            "School; today is Tuesday 11/29/2050, the Winter Concert is Thursday "
                                            "12/8)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday 12/1, 3:10-5:00 PM - it moved up because of the stage lights work", actual=reply)
