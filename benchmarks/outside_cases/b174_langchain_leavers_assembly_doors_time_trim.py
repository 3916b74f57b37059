"""Batch 174 (held out). A Year 6 teacher sorting out the leavers' assembly in the last weeks of term: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Hillside Primary's Year 6 leavers' assembly is Fri 20th July 2040 in the big hall - songs, a slideshow, the
leavers' hoodies, then tea and cake and the shirt signing. Mrs Patel, the Year 6 teacher, chats with the school's
helper while she answers parents on Class Dojo; each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the assembly is Fri 20th, 9.15 start in the
big hall, parents in from 9 - not before, the doors stay locked till the register's done - 2 seats a family,
grandparents can stand at the back. Turn 2 is the songs, turn 3 the slideshow (about 12 mins), turn 4 the hoodies,
turn 5 the rest of the day (tea and cake in the dining hall half 10, shirt signing on the field 1.30, home time 2.15).
By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 16/7): "what time do parents need to be
there for the assembly? got a mum asking on dojo" -> expected from 9 (not before; it starts 9.15). The assistant says
half 10.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
assembly's times was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 9.15, "in from 9" or the locked
doors); the songs, slideshow, hoodies and rest-of-the-day turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b174_langchain_leavers_assembly_doors_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do parents need to be there for the assembly? got a mum asking on dojo"
TURNS = [
    ("leavers' assembly's fri 20th, 9.15 start in the big hall. parents in from 9 - NOT before pls, doors stay locked "
     "till the register's done. 2 seats a family, grandparents can stand at the back",
     "Fri 20th, 9.15 in the big hall; parents in from 9, not before; 2 seats per family."),
    ("songs are Count on Me, Proud + The Climb, Mr Hughes on piano 🎹 words going home in book bags",
     "Three songs with Mr Hughes on piano; lyrics in book bags."),
    ("slideshow - baby pic + a now pic for every child, Mrs Khan's putting it together, about 12 mins w the music",
     "Slideshow of baby and current photos, about 12 minutes."),
    ("hoodies came!! navy w all the names on the back, handing them out thurs so they can wear them for it",
     "Hoodies in; handed out Thursday to wear on the day."),
    ("after - tea + cake in the dining hall half 10, shirt signing on the field 1.30, home time 2.15 (early finish 🎉)",
     "Tea and cake 10.30 in the dining hall, shirt signing 1.30 on the field, home at 2.15."),
    (QUESTION,
     "Half 10 - that's when the tea and cake is in the dining hall, then shirt signing at 1.30."),
]
WINDOW = 10
GONE = ("9.15", "in from 9", "doors stay locked", "register")


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
            assert any("Count on Me, Proud + The Climb" in str(m.content) for m in window), window
            assert any("slideshow - baby pic" in str(m.content) for m in window), window
            assert any("hoodies came" in str(m.content) for m in window), window
            assert any("tea + cake in the dining hall half 10" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("9.15 start in the big hall. parents in from 9" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Patel's chat - she teaches Year 6 at Hillside Primary; the leavers' "
                                            "assembly is Fri 20 July 2040; today Mon 16 July 2040)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="from 9 - not before, the doors are locked till the register's done; it starts at 9.15",
       actual=reply)
