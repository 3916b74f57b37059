"""Batch 54 (held out). A primary school choir leader's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Mrs Fenwick runs the KS2 choir at Holy Trinity Primary (28 children, Years 3-6). She keeps one chat going with
an assistant about the spring term: the Deanery schools' concert at St Chad's, songs, the coach, parents. Each turn
the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note after the vicar rang: "Revd Paul rang -
St Chad's has a funeral booked the thurs afternoon + the family want the church after for the wake, so our concert's
the night before, Weds 11th, same time 6.30. the other 3 schools are fine w it. letter to parents asap". Turn 2
pastes the concert bit of the letter that went home in January (Thursday 12 March, 6.30pm at St Chad's, coach from
school 5.15). Later turns are songs, uniforms, the coach seats and the interval. By turn 7 the trim no longer keeps
turn 1. Question (turn 7, Mon 2/3): "what day of the week is the choir singing at St Chad's?" -> expected
Wednesday (the 11th). The assistant goes by the January letter: Thursday.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the January letter. Another reading: a response
fault is ruled out, as the Wednesday date is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b54_langchain_choir_concert_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Revd Paul rang - St Chad's has a funeral booked the thurs afternoon + the family want the church after for the "
     "wake, so our concert's the night before, Weds 11th, same time 6.30. the other 3 schools are fine w it. letter "
     "to parents asap",
     "Noted: the St Chad's concert is Wednesday 11 March at 6.30, because of the funeral on the Thursday; letter to "
     "parents needed."),
    ("pasting the concert bit of the Jan letter so we've got it: 'Deanery Schools Spring Concert, Thursday 12th "
     "March, 6.30pm at St Chad's Church. Coach leaves school 5.15pm, children collected from the church at 8.15. "
     "Please send a named water bottle.'",
     "January letter: Thursday 12 March, 6.30pm at St Chad's, coach 5.15, pick-up 8.15, named water bottle."),
    ("songs - we're doing 'Rise Up', the Fix You arrangement + the Zulu one (Siyahamba), Y6 solo in Fix You is Amara",
     "Songs: Rise Up, Fix You (Amara's solo) and Siyahamba."),
    ("uniform: school jumpers, black trousers/skirts, NO trainers. Mrs Akhtar has spare jumpers in lost property",
     "Uniform: school jumpers, black bottoms, no trainers; spares from Mrs Akhtar."),
    ("coach is 33 seats - 28 kids + me, Mr Grant, 2 parent helpers (Jess's mum + Leo's dad) = 32, phew",
     "Coach: 33 seats, 32 travelling."),
    ("interval - PTA doing squash + biscuits, £1, proceeds to the church roof",
     "Interval: PTA squash and biscuits, £1, for the church roof."),
    ("what day of the week is the choir singing at St Chad's?",
     "Thursday - the concert's Thursday 12th March, 6.30pm, coach from school at 5.15."),
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
            assert not any("funeral" in str(m.content) or "Weds 11th" in str(m.content)
                           or "Wednesday" in str(m.content) for m in window), window
            assert any("Thursday 12th March" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Revd Paul rang" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Fenwick's choir notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="a Wednesday (11 March) - there's a funeral at the church on the Thursday",
       actual=reply)
