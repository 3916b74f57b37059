"""Batch 182 (held out). A lunch club's summer outing: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: St Mary's Thursday Lunch Club's summer outing is to Trentham Gardens - a Whittles coach from St Mary's, lunch at
the Italian garden cafe, the gardens all afternoon. Pam, who runs the club, chats with the club's helper while she
sorts it out; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Pam says the outing's Weds 22nd July - not the
Thursday like they'd said at club, the garden festival starts on the 23rd and Whittles reckon the car park'll be
heaving; coach at 9 from St Mary's, back for 5. Turn 2 is the cafe, turn 3 the coach and seats, turn 4 the money (£18
each to Maureen by Fri 3rd July latest), turn 5 what to bring. By turn 6 the trim drops turn 1; turns 2 to 5 stay.
Question (turn 6, Tue 30/6): "what day's the outing again? Doris wants to book her chiropodist round it" -> expected
Weds 22nd July (not the Thursday - the garden festival). The assistant says Fri 3rd July - the money's deadline.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the day
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's (nothing on the 22nd, a Wednesday, the 23rd or the garden
festival); the cafe, coach, money (with Fri 3rd July) and what-to-bring turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b182_langchain_lunch_club_trentham_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the outing again? Doris wants to book her chiropodist round it"
TURNS = [
    ("Trentham outing's weds 22nd july 🌸 not the thurs like we said at club - the garden festival starts on the 23rd "
     "+ Whittles reckon the car park'll be heaving. coach 9 from St Mary's, back for 5",
     "Wednesday 22 July to Trentham, a day early because of the garden festival; coach 9am from St Mary's, back "
     "about 5."),
    ("cafe - the Italian garden cafe have us down for 12.30, set lunch £11.50, soup or the quiche + a pud",
     "Italian garden cafe at 12.30: set lunch £11.50, soup or quiche and a pudding."),
    ("coach is the 49 seater w the lift, 38 booked so far, Norma's chair goes in the hold 👍",
     "49-seater with a lift, 38 booked; Norma's wheelchair in the hold."),
    ("money - £18 each for the coach + entry, cafe's on top, to Maureen by fri 3rd july latest 💷 cash or cheque",
     "£18 each for coach and entry (cafe extra), to Maureen by Fri 3 July, cash or cheque."),
    ("tell them brollies + a cardi, it's mostly outside. + the raffle at club for the driver's tip",
     "Umbrellas and a cardigan; a raffle at club for the driver's tip."),
    (QUESTION,
     "Friday 3rd July."),
]
WINDOW = 10
GONE = ("22nd", "weds 22", "wednesday", "23rd", "garden festival")


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
            assert any("Italian garden cafe" in str(m.content) for m in window), window
            assert any("49 seater" in str(m.content) for m in window), window
            assert any("to Maureen by fri 3rd july" in str(m.content) for m in window), window
            assert any("brollies" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Trentham outing's weds 22nd july" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pam's chat - she runs St Mary's Thursday Lunch Club; today Tue 30 June "
                                            "2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 22nd July - a day earlier than the usual Thursday, the garden festival starts on the "
                          "23rd", actual=reply)
