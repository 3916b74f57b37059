"""Batch 173 (held out). A library's summer reading challenge finale, the children's librarian chatting with the
library's helper in the week before: LangChain InMemoryChatMessageHistory + trim_messages (last 10 messages), one root
span per turn.

App: Thornbury Library's summer reading challenge finale is Sat 15th September 2040 - certificates and medals for the
children who finished, a visit from the mayor, and an entertainer. Aisha, the children's librarian, chats with the
helper in the week before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the entertainer's booked - Marvo the
Magnificent, magic + balloon modelling - a 45 min show, 2.15 till 3, and he needs half an hour to set up so the room's
his from 1.45. Turn 2 is the certificates (142 finishers, gold medal for 6 books, signed by the mayor), turn 3 the room
(community room upstairs, booked 1 till 4, 80 chairs), turn 4 squash and biscuits (no nuts), turn 5 the running order
(doors 2, certificates 3 till half 3, mayor away by quarter to 4, all out by 4). By turn 6 the trim drops turn 1;
turns 2 to 5 stay. Question (turn 6, Mon 10/9, Aisha): "how long is the magician on for? parents keep asking if it's
worth coming just for him" -> expected 45 minutes (2.15 till 3). The assistant says about an hour, 2 till 3.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the show's
length was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on Marvo, 45 min or 2.15); the certificates,
room, refreshments and running-order turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b173_langchain_library_magician_howlong_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long is the magician on for? parents keep asking if it's worth coming just for him"
TURNS = [
    ("entertainer's booked!! 🎩 Marvo the Magnificent, magic + balloon modelling, 45 min show 2.15 till 3. he needs "
     "half an hr to set up so room's his from 1.45. £180, invoice to Maureen",
     "Marvo booked: 45-minute show 2.15-3pm, set-up from 1.45; £180, invoice to Maureen."),
    ("certificates - 142 finishers this yr (!!) gold medal for 6 books, certs signed by the mayor, Jen printing "
     "them tues",
     "142 finishers; gold medals for 6 books; certificates signed by the mayor, printed Tuesday."),
    ("room - community room upstairs, booked 1 till 4, 80 chairs + the kids on mats at the front. lift's fine",
     "Community room upstairs, 1-4pm, 80 chairs plus mats."),
    ("refreshments squash + biscuits, NO nuts (2 of the finishers have allergies), Friends of the Library paying",
     "Squash and biscuits, nut-free, paid by the Friends."),
    ("running order sat - doors 2, certificates 3 till half 3, mayor away by quarter to 4, everyone out by 4 so we "
     "can stack chairs",
     "Doors 2pm, certificates 3-3.30, mayor leaves 3.45, out by 4."),
    (QUESTION,
     "About an hour - he's on from when the doors open at 2 until the certificates start at 3."),
]
WINDOW = 10
GONE = ("marvo", "45 min", "2.15", "1.45", "balloon")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("142 finishers" in str(m.content) for m in window), window
            assert any("community room upstairs" in str(m.content) for m in window), window
            assert any("squash + biscuits" in str(m.content) for m in window), window
            assert any("certificates 3 till half 3" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("45 min show 2.15 till 3" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Aisha's chat - she's the children's librarian at Thornbury Library; "
                                            "the summer reading challenge finale is Sat 15 September 2040; today "
                                            "Mon 10 September 2040)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="45 minutes - 2.15 till 3", actual=reply)
