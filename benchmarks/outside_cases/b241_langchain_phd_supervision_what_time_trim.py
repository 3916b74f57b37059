"""Batch 241 (held out). A PhD student's thesis deadlines: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Amara Nwosu is in the third year of a PhD in human geography (fieldwork in Lagos done, thesis due in 2035).
She chats with a study helper that keeps her deadlines, chapters and supervisions straight; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the supervisions - every other Thursday at 2pm
with Prof Hargreaves, his office, 3.14. Turn 2 is the chapter 3 draft. In turn 3 (Mon 9 Oct 2034) she says
Hargreaves emailed - he's teaching the new MSc module on Thursday afternoons this term, so supervisions move to
10.30 Thursday mornings, same room, from this week. Turns 4 to 8 are Dr Lindqvist's comments, the calendar invite
Hargreaves' PA sent in September (still "alternate Thursdays 14:00-15:00, Rm 3.14"), the ethics amendment, the
conference abstract and the writing retreat. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Tue 14/11): "what time's my supervision on thursday? trying to get a dentist appt round it" -> expected
10.30 in the morning. The assistant says 2pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
supervisions to 10.30 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 10.30, the MSc module or "mornings"); the calendar invite and the retreat are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b241_langchain_phd_supervision_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's my supervision on thursday? trying to get a dentist appt round it 🦷"
TURNS = [
    ("ok new yr new me 😅 supervisions w/ Prof Hargreaves every other thurs 2pm, his office 3.14. Dr Lindqvist "
     "(2nd supervisor) joins once a term. can u keep track of my deadlines + stuff",
     "Will do - supervisions with Prof Hargreaves every other Thursday at 2pm in his office, 3.14, and Dr Lindqvist "
     "joins once a term."),
    ("ch3 draft (the Lagos fieldwork chapter) to Hargreaves by fri 20th oct, he wants it as a word doc not pdf 🙄",
     "Chapter 3 draft to Prof Hargreaves by Friday 20 October, as a Word document."),
    ("Mon 9 Oct - Hargreaves emailed, he's teaching the new MSc module thurs afternoons this term so supervisions "
     "move to 10.30 thurs mornings, same room, from this wk",
     "Noted - supervisions are now at 10.30 on Thursday mornings, still in 3.14, from this week."),
    ("Lindqvist's comments on ch2 back - mostly fine, wants the theory section cut by about 2k words + more on "
     "Simone's 'people as infrastructure'",
     "Dr Lindqvist's chapter 2 comments: cut the theory section by about 2,000 words and expand on Simone's 'people "
     "as infrastructure'."),
    ("forwarding u the calendar invite his PA sent in sept so u have the dates: 'Supervision - A. Nwosu / G. "
     "Hargreaves, alternate Thursdays 14:00-15:00, Rm 3.14, 21 Sep - 14 Dec'",
     "Thanks - alternate Thursdays from 21 September to 14 December; I've put the dates in your planner."),
    ("ethics amendment for the follow up interviews went in 3/11, committee meets the 28th",
     "Ethics amendment submitted 3 November; the committee meets on the 28th."),
    ("RGS conference abstract due 1st dec, 250 words max. thinking the market traders paper",
     "RGS abstract due 1 December, 250 words maximum - the market traders paper."),
    ("writing retreat at Gregynog 8-12 jan!! 🙌 dept's paying, need to book the train",
     "Writing retreat at Gregynog 8-12 January, paid by the department - train still to book."),
    (QUESTION,
     "2pm on Thursday, in 3.14 - so a morning dentist appointment should be fine."),
]
WINDOW = 11
GONE = ("10.30", "msc module", "mornings")


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
            assert any("alternate Thursdays 14:00-15:00, Rm 3.14" in str(m.content) for m in window), window
            assert any("Gregynog" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("supervisions move to 10.30 thurs mornings" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Amara's chat - 3rd year human geography PhD, supervisor Prof G. "
                                            "Hargreaves; today Tue 14 November 2034)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10.30 in the morning - Hargreaves moved supervisions to Thursday mornings", actual=reply)
