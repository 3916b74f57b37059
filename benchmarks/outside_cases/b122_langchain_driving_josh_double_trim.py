"""Batch 122 (held out). A driving instructor's diary chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Gaz, a driving instructor (one car, about 20 pupils), keeps a running chat with the helper about his week; each
turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Gaz says Josh's test is Tue 21st at 1.32pm at the
Heaton test centre and Josh wants a double beforehand - 2 hrs, picked up from work (Screwfix on Canal Rd) at 11.15,
straight to the test centre from the lesson. In turn 2 he pastes his terms for tidying (lessons are 1 hour unless
booked as a double; 48 hrs to cancel). By turn 6 the trim drops turn 1; the terms stay. Question: "how long's josh's
lesson tue before his test? his mum's asking when to expect him" -> expected two hours (11.15 till about 1.15). The
assistant says an hour.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the terms are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b122_langchain_driving_josh_double_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's josh's lesson tue before his test? his mum's asking when to expect him"
TURNS = [
    ("josh's test is tue 21st 1.32pm at Heaton - he wants a double before it, 2 hrs, pick him up from work "
     "(Screwfix on Canal Rd) 11.15 and straight to the test centre from the lesson. he's paid £76 for the double "
     "+ test use of the car",
     "Josh: Tue 21st, double lesson 11.15 from Screwfix, Canal Rd, then his test at Heaton at 1.32pm; £76 paid."),
    ("tidy this up for my website pls: Lessons are 1 hour unless booked as a double. £34 an hour, block of 10 for "
     "£320. 48 hrs notice to cancel or you pay. Pick up from home, school or work within 3 miles",
     "Terms: lessons 1 hour unless booked as a double; £34/hr or 10 for £320; 48 hours to cancel; pick-up within 3 "
     "miles from home, school or work."),
    ("chloe did her first roundabouts today, bit hairy at the big one by Asda but got there. thu 4-5 again",
     "Chloe: roundabouts started, Thursday 4-5 again."),
    ("car's in for its service weds 8.30-5 at Kwik Fit, so no lessons weds, moved Aisha to fri half 6",
     "No lessons Wednesday (service 8.30-5); Aisha moved to Friday 6.30."),
    ("Ryan passed!!! 2 minors. that's 4 passes this month",
     "Congratulations to Ryan - four passes this month."),
    (QUESTION,
     "An hour - lessons are one hour unless booked as a double."),
]
WINDOW = 10


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
            assert not any("11.15" in str(m.content) or "2 hrs" in str(m.content) for m in window), window
            assert any("Lessons are 1 hour unless booked as a double" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("wants a double before it, 2 hrs" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gaz's chat about his driving school week)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="two hours - it's a double, 11.15 till about 1.15, then straight to his 1.32 test",
       actual=reply)
