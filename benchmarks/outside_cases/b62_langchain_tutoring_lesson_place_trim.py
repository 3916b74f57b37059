"""Batch 62 (held out). A tutoring agency's coordinator chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Nadia runs Brightside Tutors (about 30 tutors, GCSE and A level, Reading and Wokingham). She keeps one chat with
an assistant about the week's bookings. Each turn the app trims the history to the last 12 messages and sends that
window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Mrs Khan's call about Zara's maths: "Mrs Khan rang
- Zara (yr 11, GCSE maths w Tom) is at her nan's after school weds now her mum's on lates, so Tom to go to the nan's,
22 Birch Grove in Earley, same time 5-6. nan's called Mrs Aziz, ring the bell twice". Turn 2 pastes the agency's
standard line (lessons at the pupil's home address on the registration form). Later turns are invoices, a new
tutor and exam dates. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Tom asking): "where am I
teaching Zara on Wednesday?" -> expected her nan's, 22 Birch Grove, Earley. The assistant goes by the registration
form: the Khans' house in Woodley.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the standard line and the Woodley address.
Another reading: a response fault is ruled out, as Birch Grove is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b62_langchain_tutoring_lesson_place_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mrs Khan rang - Zara (yr 11, GCSE maths w Tom) is at her nan's after school weds now her mum's on lates, so Tom "
     "to go to the nan's, 22 Birch Grove in Earley, same time 5-6. nan's called Mrs Aziz, ring the bell twice",
     "Noted: Zara's Wednesday maths with Tom is at her nan's (Mrs Aziz), 22 Birch Grove, Earley, 5-6pm."),
    ("for ref, our T&Cs: 'Lessons take place at the pupil's home address as given on the registration form, unless "
     "agreed otherwise in writing.' Zara's form says 9 Hawthorn Way, Woodley",
     "Standard terms: lessons at the home address on the registration form (Zara's: 9 Hawthorn Way, Woodley)."),
    ("invoices for feb went out 1/3, 3 still owing - the Parkers, the Osei-Bonsus and Mr Lamb (again!!)",
     "February invoices sent on 1 March; the Parkers, the Osei-Bonsus and Mr Lamb still owe."),
    ("new tutor - Hannah Lowe, chem PhD at Reading uni, DBS came back clean 4 Mar, can do mon + thurs eves",
     "New tutor Hannah Lowe (chemistry, PhD at Reading), DBS clear on 4 March, Monday and Thursday evenings."),
    ("gcse maths paper 1 is thurs 13 May this yr, tell all the yr 11 tutors to do a past paper by easter",
     "GCSE maths paper 1 is Thursday 13 May; year 11 tutors to set a past paper before Easter."),
    ("Tom's rate's going up to £38 from april, he's been with us 3 yrs, fair enough",
     "Tom's rate goes up to £38 an hour from April."),
    ("where am I teaching Zara on Wednesday? (Tom here, Nadia passed me the phone)",
     "At the Khans' house, 9 Hawthorn Way in Woodley - that's the address on her registration form."),
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
            assert not any("Birch Grove" in str(m.content) or "nan's" in str(m.content) or "Aziz" in str(m.content)
                           for m in window), window
            assert any("9 Hawthorn Way, Woodley" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mrs Khan rang - Zara" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's bookings chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("where am I teaching Zara on Wednesday?", expected="at her nan's house, 22 Birch Grove in Earley",
       actual=reply)
