"""Batch 60 (held out). An astronomy society secretary's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Alan is secretary of the Mendip Astronomical Society (about 40 members, meetings in Midsomer Norton library,
an observing field at Priddy). He keeps one chat with an assistant about the autumn programme. Each turn the app
trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Priya's reply about her talk: "Dr Priya Nair (Bath
uni, exoplanets) says yes!! but she teaches an evening class thurs so it'll be Tues 16/11 for us, she's fine w the
library room, 7.30, 45 mins + questions. booked the room for the tues". Turn 2 pastes the society's meetings line
from the website (third Thursday of the month, 7.30pm). Later turns are the open night, the telescope loans and the
newsletter. By turn 7 the trim no longer keeps turn 1. Question (turn 7): "what day is Priya's talk?" -> expected
Tuesday the 16th of November. The assistant goes by the usual meeting night: Thursday 18 November.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the meetings line. Another reading: a response
fault is ruled out, as Tuesday 16/11 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b60_langchain_astro_talk_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Dr Priya Nair (Bath uni, exoplanets) says yes!! but she teaches an evening class thurs so it'll be Tues 16/11 "
     "for us, she's fine w the library room, 7.30, 45 mins + questions. booked the room for the tues",
     "Great - Dr Priya Nair on exoplanets, Tuesday 16/11 at 7.30 in the library room, 45 minutes plus questions."),
    ("from the website for ref: 'Meetings are on the third Thursday of each month (not August) at 7.30pm in "
     "Midsomer Norton library. Visitors £3, members free.'",
     "Meetings: third Thursday of the month at 7.30pm, Midsomer Norton library; visitors £3."),
    ("open night at Priddy sat 30 Oct if it's clear, backup sat 6/11. the Dob + the SCT, Malcolm's bringing his "
     "refractor",
     "Open night: Priddy, Saturday 30 October (backup 6 November), with the Dob, the SCT and Malcolm's refractor."),
    ("loans - the 8in Dob's with the Fosters till half term, the little 70mm's with Gary for his grandson",
     "Loans: the 8-inch Dob is with the Fosters until half term; the 70mm is with Gary."),
    ("newsletter deadline 1st of the month, Helen edits, she wants 300 words from someone on the Leonids",
     "Newsletter: deadline the 1st, Helen edits, she wants 300 words on the Leonids."),
    ("subs reminder - £24 a yr, £12 juniors, due 1 Oct, 9 still not paid",
     "Subs: £24 a year (£12 juniors), due 1 October; nine members still to pay."),
    ("what day is Priya's talk?",
     "Thursday 18 November - the third Thursday, 7.30pm at the library as usual."),
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
            assert not any("Priya Nair" in str(m.content) or "16/11" in str(m.content) or "Tues" in str(m.content)
                           for m in window), window
            assert any("third Thursday of each month" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Dr Priya Nair (Bath uni" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Alan's society notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Tuesday 16 Nov - she can't do Thursdays", actual=reply)
