"""Batch 26 (held out). A tutoring agency owner's running chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Priya runs Brightside Tutors (six tutors, about forty students, GCSE and A level). She keeps one running chat
with an assistant about new students, sessions, tutors' availability and invoices. Each turn the app trims the
history to the last 20 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 takes on a new student: "New one - Ellie Marsh, yr
11 at Witchford, maths + chem GCSE, mum's Claire. School's just told them mocks start Mon 3rd Nov so she wants chem
heavy b4 then. Tues 5pm w Tom". By turn 11 the window no longer starts there, and the trim of turn 11 drops it. What
stays are Ellie's rate and first session, and another student's mock week. Question (turn 11): "when do Ellie's
mocks start? need it dd/mm/yy for the planner" -> expected "03/11/25". The assistant has no date for Ellie and
offers the other student's week.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the new-
student message is in every window before turn 11 and missing from turn 11's, which holds Ellie's later turns.
Another reading: a response fault is ruled out as the date is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b26_langchain_tutoring_mocks_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("New one - Ellie Marsh, yr 11 at Witchford, maths + chem GCSE, mum's Claire. School's just told them mocks start "
     "Mon 3rd Nov so she wants chem heavy b4 then. Tues 5pm w Tom",
     "Noted: Ellie Marsh, Year 11, maths and chemistry, Tuesdays at 5 with Tom."),
    ("Tom says he can do Ellie chem but maths would be better w Aisha, she's got Thurs 4.30 free",
     "Chemistry with Tom on Tuesdays, maths with Aisha on Thursdays at 4.30."),
    ("Rates for Ellie - GCSE so £38/hr maths, £42 chem (chem's Tom's rate, he's a proper teacher)",
     "Ellie: GBP 38 an hour maths, GBP 42 chemistry."),
    ("Josh Fairweather's mocks are w/c 10/11 (Soham Village College), his mum asked for an extra session",
     "Josh's mocks are the week of 10 November; an extra session is requested."),
    ("Aisha off 20-24 Oct, half term hols in Portugal, need cover for her Thurs lot",
     "Aisha is away 20-24 October; her Thursday students need cover."),
    ("Invoices for Sept went out 30/9, the Okoyes still haven't paid Aug (£160), chase nicely",
     "September invoices went out on 30/9; chase the Okoyes for August's GBP 160."),
    ("Ellie's 1st session w Tom Tues 23/9 went well, moles + titrations, she's sharp just panics",
     "Ellie's first chemistry session went well - moles and titrations."),
    ("DBS for the new tutor (Marcus, physics) came back clear 26/9", "Marcus's DBS is clear."),
    ("Claire Marsh asked can Ellie do an extra chem one the wk b4 mocks, any eve but Fri",
     "Claire wants an extra chemistry session for Ellie the week before her mocks."),
    ("Okoyes paid, all square now", "Good - the Okoyes are up to date."),
    ("when do Ellie's mocks start? need it dd/mm/yy for the planner so I can book Tom's extra one",
     "I can't see a mock date for Ellie in our chat - the only one I have is Josh's, w/c 10/11/25. If she's at the "
     "same sort of school it may be around then, but best check with Claire."),
]
WINDOW = 20


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
            assert not any("3rd Nov" in str(m.content) or "03/11" in str(m.content) or "3 November" in str(m.content)
                           for m in window), window
            assert any("Rates for Ellie" in str(m.content) for m in window), window
            assert any("extra chem one the wk b4 mocks" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("mocks start Mon 3rd Nov" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's agency notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="03/11/25 (a Monday)", actual=reply)
