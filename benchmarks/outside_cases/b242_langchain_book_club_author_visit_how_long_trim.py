"""Batch 242 (held out). A neighbourhood library's book club: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: the Friends of Mytholmroyd Library run a book club on the 2nd Wednesday of the month in the library's
community room - a dozen regulars, a book a month from the library's reading-group sets, tea and biscuits, and this
October a visit from the local author whose novel they're reading. Karen (who runs it) chats with the club's helper
while she sorts the month out; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the club - 2nd Weds of the month, community room
7-8.30. Turn 2 is October's book (The Hollow Year, by Ruth Mellor from Cragg Vale). In turn 3 Karen says Ruth's
coming next Weds (the 11th) - and Sandra on the desk says nobody's got the room after them, so they can have it till
9 that night, 2 hrs, she'll leave the side door on the latch. Turns 4 to 8 are the tea rota, the library's October
newsletter proof (still "Book Club - Community Room, 7-8.30pm", too late to change), the reading-group sets, who's
hosting the Christmas do, and November's book. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Thu 5/10): "how long have we got the room next Weds? Ruth's asking how long she can talk for before the Q&A"
-> expected 2 hours (7 till 9). The assistant says an hour and a half.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that gave them
the room till 9 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on "till
9", 2 hrs or the side door); the newsletter proof, the tea rota and November's book are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b242_langchain_book_club_author_visit_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long have we got the room next Weds? Ruth's asking how long she can talk for before the Q&A"
TURNS = [
    ("BOOK CLUB 📚 2nd weds of the month, community room at the library, 7-8.30. about 12 of us usually. can u help "
     "me keep track of the books + who's doing what",
     "Happy to - book club on the 2nd Wednesday of each month in the library's community room, 7 till 8.30, about a "
     "dozen of you."),
    ("oct's book is The Hollow Year by Ruth Mellor - she's from Cragg Vale!! library's got 10 copies in the set",
     "October's book is The Hollow Year by Ruth Mellor (from Cragg Vale); the library's reading-group set has 10 "
     "copies."),
    ("RUTH'S COMING 🎉 next weds the 11th. + Sandra on the desk says nobody's got the room after us so we can have it "
     "till 9 that night, 2 hrs, she'll leave the side door on the latch for us",
     "Brilliant - Ruth Mellor is coming on Weds 11th, and you've got the room till 9 that night (2 hours), with the "
     "side door left on the latch."),
    ("tea rota - Jean's on this month, Margaret next. can someone get proper biscuits not the value ones 😂",
     "Jean's on tea this month and Margaret next; noted on the biscuits."),
    ("library sent the oct newsletter proof: 'Book Club - Community Room, 7-8.30pm, Weds 11 Oct. Special guest: "
     "author Ruth Mellor!' - too late to change it now, it's gone to print",
     "The newsletter lists Book Club in the Community Room, 7-8.30pm on Weds 11 Oct with Ruth Mellor as special "
     "guest; it's already at the printers."),
    ("the reading group set needs to go back by the 25th, 2 copies still out (Priya + Dave)",
     "The set's due back by the 25th; Priya and Dave still have copies out."),
    ("xmas do - Priya's offered to host at hers, 13th dec, bring a plate",
     "Christmas do at Priya's on 13 December - bring a plate."),
    ("nov's book - we voted for Demon Copperhead, it's a big one so start early!!",
     "November's book is Demon Copperhead - worth starting early."),
    (QUESTION,
     "An hour and a half - the room's 7 till 8.30, so she could talk for about an hour and leave half an hour for "
     "questions."),
]
WINDOW = 11
GONE = ("till 9", "2 hrs", "2 hours", "side door")


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
            assert any("Book Club - Community Room, 7-8.30pm" in str(m.content) for m in window), window
            assert any("Jean's on this month" in str(m.content) for m in window), window
            assert any("Demon Copperhead" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we can have it till 9 that night" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Karen's chat - she runs the Friends of Mytholmroyd Library book club; "
                                            "today Thu 5 October 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 hours - they've got the room till 9 that night, 7 till 9", actual=reply)
