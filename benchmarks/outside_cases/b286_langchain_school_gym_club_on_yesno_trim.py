"""Batch 286 (held out). A primary school's after-school clubs: LangChain InMemoryChatMessageHistory + trim_messages
(last 9 messages), one root span per turn.

App: Mrs Shaw (Year 4, who runs the after-school clubs at Heathfield Primary) chats with the school's helper to
keep on top of the clubs - gym on Tuesdays in the hall, coding, choir for the music festival, cookery - and asks it
things when parents catch her at the gate; each turn the chat is trimmed to its last 9 messages before the answer.

Planted fault (UpdateError, trimmed from the window): turn 1 is the clubs for this half term (gym Tues 3.15-4.15
in the hall, coding Weds, cookery Thurs). In turn 2 (Thu 2/3) she says the book fair's in the hall all week of the
13th, so there's no gym club on Tues 14th, back on the 21st, letters to go home. Turns 3 to 6 are the coding
laptops, the gym register (24 on it for Tuesdays, 6 waiting), the choir's festival date and the cookery
ingredients money. By turn 7 the trim drops turns 1 and 2; turns 3 to 6 stay. Question (turn 7, Mon 13/3): "is gym
club on tmrw? Isla's mum's asking if she needs to send her kit in" -> expected no (the book fair's in the hall,
back on the 21st). The assistant says yes, Tuesday gym in the hall as usual.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that called
off the 14th was in the history and in every window from turn 2 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 2 is in every window from turn 2 to turn 6 and missing from turn 7's (nothing on the book
fair, the 14th or the 21st); the gym register turn is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b286_langchain_school_gym_club_on_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is gym club on tmrw? Isla's mum's asking if she needs to send her kit in"
TURNS = [
    ("clubs this half term 🤸 gym tues 3.15-4.15 in the hall (me + Mr Dyson), coding weds ICT suite, cookery thurs "
     "in the food room. all £2 a go. can u keep track for me, my brain's full",
     "Of course - gym Tuesdays 3.15-4.15 in the hall with you and Mr Dyson, coding Wednesdays in the ICT suite, "
     "cookery Thursdays in the food room, £2 a session."),
    ("Thu 2/3 - just found out the book fair's in the hall ALL wk of the 13th 📚 so no gym club tues 14th, back on "
     "the 21st. need to get a letter home",
     "Noted - no gym club on Tuesday 14th March because the book fair is in the hall; it's back on the 21st. I'll "
     "remind you about the letter."),
    ("coding - 4 of the laptops won't charge, IT man coming weds am hopefully. if not they can pair up",
     "Four coding laptops won't charge; the IT technician is due Wednesday morning, otherwise the children pair up."),
    ("gym register's 24 for tuesdays + 6 on the waiting list 😬 can't take more in the hall w/o another adult",
     "Gym has 24 on the Tuesday register and 6 on the waiting list - no more in the hall without another adult."),
    ("choir - music festival at the Victoria Theatre is sat 1st april, coach at 8.45 from school, need permission "
     "slips back by the 24th",
     "Choir: the music festival at the Victoria Theatre is Saturday 1 April, coach from school at 8.45, permission "
     "slips back by the 24th."),
    ("cookery - £1 extra this half for ingredients, scones next wk then pizza wraps",
     "Cookery is £1 extra this half term for ingredients - scones next week, then pizza wraps."),
    (QUESTION,
     "Yes - it's Tuesday gym in the hall as usual, so Isla needs her kit in."),
]
WINDOW = 9
GONE = ("book fair", "14th", "21st", "no gym")


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
            assert any("gym register's 24 for tuesdays" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("so no gym club tues 14th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Shaw's chat - she teaches Year 4 and runs the after-school clubs "
                                            "at Heathfield Primary; today Mon 13 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the book fair's in the hall all week, gym's back on the 21st", actual=reply)
