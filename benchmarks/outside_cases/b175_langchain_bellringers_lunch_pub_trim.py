"""Batch 175 (held out). A church's bell ringers sorting out their autumn outing: LangChain InMemoryChatMessageHistory
+ trim_messages (last 10 messages), one root span per turn.

App: the St Laurence's, Church Stretton band's ringing outing is Sat 5th Oct 2041 - a coach round four towers in the
Cleobury Mortimer area with a pub lunch in the middle. Jean, the tower captain who organises it, chats with the band's
helper while she answers the ringers on WhatsApp; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jean says lunch is booked at the Fighting Cocks in
Stottesdon, 12.45, a table for 22 - roast or veggie lasagne, choices to her by the 28th. Turn 2 is the coach (Whittle's
33-seater, from the lychgate 8.30 sharp), turn 3 the towers (Cleobury Mortimer 10, Neen Savage 11.15, Kinlet 2.30,
Highley 3.45), turn 4 the tea the Highley ringers are putting on in their church room after the last tower, turn 5 the
money (coach £16 a head). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 1/10): "where are
we having lunch? Ruth's sister lives near and wants to meet us there" -> expected the Fighting Cocks at Stottesdon
(12.45). The assistant says the church room at Highley.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the lunch
booking was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the Fighting Cocks, Stottesdon or
12.45); the coach, towers, tea and money turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b175_langchain_bellringers_lunch_pub_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where are we having lunch? Ruth's sister lives near and wants to meet us there"
TURNS = [
    ("outing sat 5th oct 🔔 lunch is booked at the Fighting Cocks in Stottesdon, 12.45, table for 22. roast or veggie "
     "lasagne, choices to me by the 28th pls",
     "Lunch: the Fighting Cocks, Stottesdon, 12.45, table for 22; menu choices to Jean by the 28th."),
    ("coach is Whittle's 33 seater, from the lychgate 8.30 SHARP, Dennis driving again",
     "Whittle's coach from the lychgate at 8.30 sharp."),
    ("towers - Cleobury Mortimer 10 (8, heavy tenor!), Neen Savage 11.15 (6), after lunch Kinlet 2.30 + Highley 3.45",
     "Four towers: Cleobury Mortimer 10, Neen Savage 11.15, Kinlet 2.30, Highley 3.45."),
    ("Highley ringers are putting on tea + cakes in their church room after the last tower, bless em, so we won't be "
     "back till 6ish",
     "Tea and cakes in Highley church room after the last tower; back around 6."),
    ("money - coach is £16 a head, pay Margaret, tower fees come out of the band fund",
     "Coach £16 each to Margaret; tower fees from the band fund."),
    (QUESTION,
     "At Highley - the ringers there are putting on food in their church room, so she can meet you there."),
]
WINDOW = 10
GONE = ("Fighting Cocks", "Stottesdon", "12.45")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("Whittle's 33 seater" in str(m.content) for m in window), window
            assert any("Cleobury Mortimer 10" in str(m.content) for m in window), window
            assert any("tea + cakes in their church room" in str(m.content) for m in window), window
            assert any("coach is £16 a head" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("lunch is booked at the Fighting Cocks in Stottesdon" in str(m.content) for m in window), \
                (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat - she's tower captain at St Laurence's, Church Stretton, and "
                                            "organises the band's ringing outing, Sat 5 Oct 2041; today Tue 1 Oct "
                                            "2041)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Fighting Cocks at Stottesdon - lunch is booked for 12.45", actual=reply)
