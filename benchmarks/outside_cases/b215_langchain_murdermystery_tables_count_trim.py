"""Batch 215 (held out). An amateur dramatics group's murder mystery night: LangChain InMemoryChatMessageHistory +
trim_messages (last 7 messages), one root span per turn.

App: Clun Amateur Dramatic Society put on a murder mystery supper, "Murder at Mortimer Manor", on Fri 19th Nov 2049
at the Memorial Hall - the cast playing it out between the tables, clue sheets for each table to work out whodunnit,
a supper between acts 2 and 3, BYO. Lynne (front of house) chats with the society's helper while she sorts it; each
turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - tables of 8, 9 tables booked, £15 a
head with supper. In turn 2, about the supper, Lynne adds in passing that the Rotary have booked 2 whole tables for
their christmas do, so that's 11 tables now, Geoff's getting extra trestles from the school. Turn 3 is the cast, turn
4 the September poster for the helper to tidy (it still says 9 tables of 8 only), turn 5 the raffle and the BYO
glasses. By turn 6 the trim drops turns 1 and 2; turns 3 to 5 stay. Question (turn 6, Tue 16/11): "how many tables
do I need to lay out thurs night? doing the tablecloths" -> expected 11 (the Rotary's 2 on top of the 9). The
assistant says 9, from the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that took the
count to 11 was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 2 is in every earlier window and missing from turn 6's (nothing on the Rotary, 11 or the trestles); the
cast, the poster and the raffle turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b215_langchain_murdermystery_tables_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many tables do I need to lay out thurs night? doing the tablecloths"
TURNS = [
    ("murder mystery 🔪 fri 19th nov, memorial hall, 7 for 7.30. tables of 8, we've got 9 tables booked so far, £15 a "
     "head incl supper. can u keep track of it all for me, my head's full of lines",
     "Of course - Fri 19 Nov at the Memorial Hall, 7 for 7.30; 9 tables of 8 booked so far, £15 a head including "
     "supper."),
    ("supper - Carol's doing cottage pie + a veggie lasagne, apple crumble + custard after, served between act 2 + 3. "
     "oh + the Rotary have booked 2 whole tables for their christmas do!! so that's 11 now, Geoff's getting extra "
     "trestles from the school",
     "Supper: Carol's cottage pie and veggie lasagne, apple crumble and custard, between acts 2 and 3. Tables: 11 now "
     "(the Rotary have 2), Geoff's getting trestles from the school."),
    ("cast - Derek's the colonel, Marion the housekeeper, Ian's the dodgy nephew + Sue's the body lol (she's thrilled, "
     "no lines). clue sheets + pencils on every table",
     "Cast: Derek the colonel, Marion the housekeeper, Ian the nephew, Sue the body; clue sheets and pencils on each "
     "table."),
    ("can u tidy this up, it's the poster from sept - 'MURDER AT MORTIMER MANOR 🔪 Fri 19 Nov, Memorial Hall 7 for "
     "7.30. 9 tables of 8 ONLY - book early!! £15 incl 2 course supper. BYO'",
     "'Murder at Mortimer Manor - Fri 19 Nov, Clun Memorial Hall, 7 for 7.30. Only 9 tables of 8, so book early! £15 "
     "including a two-course supper. Bring your own drinks.'"),
    ("raffle - £1 a strip, prizes from the Buffalo's Head + Bryn the butcher. no bar so BYO, glasses on loan from the "
     "Co-op, Pat's doing tea + coffee at the end",
     "Raffle £1 a strip (prizes from the Buffalo's Head and Bryn the butcher); BYO with Co-op glasses; Pat on tea and "
     "coffee at the end."),
    (QUESTION,
     "9 - it's 9 tables of 8, so 9 tablecloths."),
]
WINDOW = 7
GONE = ("rotary", "11", "trestles")


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
            assert any("Sue's the body" in str(m.content) for m in window), window
            assert any("9 tables of 8 ONLY" in str(m.content) for m in window), window
            assert any("Bryn the butcher" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("the Rotary have booked 2 whole tables" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lynne's chat - she's front of house for Clun Amateur Dramatic "
                                            "Society; the murder mystery supper is Fri 19 Nov 2049; today Tue 16 Nov "
                                            "2049)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="11 - the 9 booked plus the Rotary's 2 whole tables for their christmas do", actual=reply)
