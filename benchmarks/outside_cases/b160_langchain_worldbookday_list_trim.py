"""Batch 160 (held out). A Year 2 teacher's chat about World Book Day: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Miss Hughes teaches Year 2 at Holybrook Primary. World Book Day is Thu 4th March 2038 (a costume parade, a book
swap in the library, an author visit, Book Aid as the charity). She chats with her class helper the week before;
each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on what the letter home asks for: a
costume (or PJs + a bedtime story if parents would rather, no pressure), a book they've finished with for the swap,
and £1 for the Book Aid bucket - with, in passing, Mrs Din saying no toy weapons again. Turn 2 is the book swap
(library at lunch, Y6 running it, a token per book), turn 3 the costume parade (9.15 in the hall, Mr Grant judging),
turn 4 the author visit (Hannah Pike, KS1 at 10.30ish, signed copies £6.99 cash) and turn 5 photo consent. By turn
6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 23rd Feb): "what do my lot need to bring on thurs?
doing the reminder on class dojo" -> expected a costume (or PJs + a bedtime story), a book for the swap and £1 for
the Book Aid bucket. The assistant lists the costume and the swap book and leaves out the £1.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the £1
for Book Aid was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (no £1, no Book Aid); the book swap, parade and
author turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b160_langchain_worldbookday_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do my lot need to bring on thurs? doing the reminder on class dojo"
TURNS = [
    ("letter home for WBD went out - costume (or pjs + a bedtime story if they'd rather, no pressure on parents), a "
     "book they've finished with for the swap, + £1 for the Book Aid bucket, that's this yr's charity. (Mrs Din says "
     "NO toy weapons, again)",
     "Noted: costume or PJs + bedtime story, a finished-with book for the swap, £1 for Book Aid; no toy weapons."),
    ("book swap's in the library at lunch, Y6 are running it, 1 in 1 out - they get a token for each book they bring",
     "Book swap in the library at lunch, run by Y6; a token per book brought."),
    ("costume parade 9.15 in the hall, parents welcome at the back, Mr Grant judging. keep costumes simple pls, last "
     "yr's Gruffalo got stuck in the door lol",
     "Costume parade 9.15 in the hall, Mr Grant judging, parents at the back."),
    ("author visit - Hannah Pike, the Pip the Puffin lady!! KS1 in the hall 10.30ish, signing after, copies £6.99 "
     "cash in an envelope",
     "Hannah Pike for KS1 at about 10.30, signed copies £6.99 cash."),
    ("photos for the newsletter - 3 in my class w no photo consent, list's on the board behind my desk",
     "Three children without photo consent; list on the board."),
    (QUESTION,
     "Their costume (any book character - keep it simple!) and a book for the swap - they get a token for each one "
     "they bring."),
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
            assert not any("£1" in str(m.content) or "Book Aid" in str(m.content) for m in window), window
            assert any("book swap's in the library" in str(m.content) for m in window), window
            assert any("costume parade 9.15" in str(m.content) for m in window), window
            assert any("author visit - Hannah Pike" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£1 for the Book Aid bucket" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Miss Hughes's chat - Year 2 teacher at Holybrook Primary; World Book "
                                            "Day is Thu 4 March 2038; today Tue 23 February 2038)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="a costume (or PJs + a bedtime story), a book they've finished with for the swap, and £1 for "
                          "the Book Aid bucket", actual=reply)
