"""Batch 280 (held out). A music teacher's pupils, lessons and exam entries: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Clare Holt teaches piano and flute from home in Sowerby Bridge. At the start of the summer term she chats with
her helper while she sorts the timetable, invoices and exam entries; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Thursday timetable - Oscar 4.15, Freya 4.45, Ben
5.15 (flute), Isla 5.45 for 45 mins. Turn 2 is Mondays. In turn 3 Clare says Oscar's mum texted - he's got football
training on Thursdays now, so he's moving to Wednesdays at 5.30, and she's moved Freya up into his 4.15 slot (her
mum's over the moon, it gets her home for tea), so Thursday is Freya 4.15, Ben 5.15, Isla 5.45, a gap at 4.45 for
now. Turns 4 to 8 are the piano tuner, the invoices (Freya's, printed before the swap, still says "Thursdays 4.45" -
Clare's leaving it, it's the same money), the exam entries, the summer concert and Ben's flute. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 29/4): "Freya's mum's asking what time to drop her on
thurs - she's started a new job + wants to check she can make it" -> expected 4.15. The assistant says 4.45.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Freya to 4.15 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 4.15,
football or the swap); the invoice line, the exam entries and the concert are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b280_langchain_music_freya_lesson_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Freya's mum's asking what time to drop her on thurs - she's started a new job + wants to check she can "
            "make it")
TURNS = [
    ("summer term timetable 🎹 thursdays: Oscar 4.15, Freya 4.45, Ben 5.15 (flute), Isla 5.45 for 45 mins (exam "
     "term). can u keep track of it all for me pls",
     "Of course - Thursdays: Oscar 4.15, Freya 4.45, Ben 5.15 (flute) and Isla 5.45 for 45 minutes."),
    ("mondays - Amira 4pm, Noah 4.30, Sophie 5, the twins 5.30 + 6 (back to back, their dad waits in the car 😂)",
     "Mondays: Amira 4, Noah 4.30, Sophie 5, and the twins at 5.30 and 6."),
    ("ugh Oscar's mum texted - he's got football training thursdays now so he's moving to weds 5.30. I've moved "
     "Freya up into his slot, her mum's over the moon, gets her home for tea. so thurs is Freya 4.15, Ben 5.15, "
     "Isla 5.45, gap at 4.45 for now",
     "Done - Oscar's on Wednesdays at 5.30 now, and Thursdays are Freya 4.15, Ben 5.15, Isla 5.45, with 4.45 free."),
    ("piano tuner (Mr Gledhill) coming mon 5th may at 9, remind me to move the plant off the lid",
     "Mr Gledhill is tuning the piano on Monday 5 May at 9 - move the plant off the lid first."),
    ("invoices went out last nite - 10 x 30 min at £16 = £160 each for most. Freya's still says '10 x 30 min, "
     "Thursdays 4.45' cos I printed them before the swap - not redoing it, same money",
     "Invoices are out: £160 for ten 30-minute lessons for most pupils; Freya's has the old wording but the same "
     "amount."),
    ("exam entries for the summer session - Isla gr3 piano, Ben gr1 flute, closing date 2nd May, I'll do them online "
     "tonight",
     "Summer exam entries: Isla grade 3 piano and Ben grade 1 flute, online by the 2nd May closing date."),
    ("summer concert sun 13th july 3pm at St Paul's, everyone plays 1 piece, tea + cake after, £3 on the door for "
     "the church roof",
     "Summer concert Sunday 13 July at 3pm at St Paul's - one piece each, tea and cake after, £3 on the door."),
    ("Ben's flute's sticking on the G# - his dad's taking it to Dawkes on sat for a service, he'll borrow my old one",
     "Ben's flute is going to Dawkes for a service on Saturday; he'll borrow your old one meanwhile."),
    (QUESTION,
     "4.45 on Thursday - that's Freya's slot, so her mum needs to have her there for quarter to five."),
]
WINDOW = 11
GONE = ("4.15", "football", "moved freya", "her home for tea")


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
            assert any("'10 x 30 min, Thursdays 4.45'" in str(m.content) for m in window), window
            assert any("Isla gr3 piano, Ben gr1 flute" in str(m.content) for m in window), window
            assert any("summer concert sun 13th july" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so thurs is Freya 4.15" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Clare's chat - she teaches piano and flute from home; today Tue 29 "
                                            "April 2087, summer term)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="4.15 - Freya moved up into Oscar's old slot when he went to Wednesdays", actual=reply)
