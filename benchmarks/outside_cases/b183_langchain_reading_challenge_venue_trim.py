"""Batch 183 (held out). A library's summer reading challenge: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Wellington library's summer reading challenge ("Story Seekers") runs over the holidays - kids read 6 books, get
a sticker per book on their card, a medal at the end, a prize-giving in September. Nadia, the children's librarian,
chats with the library's helper while she sorts it out; each turn the chat is trimmed to its last 10 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Nadia says the prize-giving's not in the community
room this year - the roof's leaking over the kitchen again and facilities won't promise it's fixed - so it's the
Walker room at the Civic Centre, Sat 6th Sept 11am, the mayor's coming. Turn 2 is the sticker sessions (Thursdays
2-4 in the community room), turn 3 the prizes, turn 4 the numbers, turn 5 the volunteers. By turn 6 the trim drops
turn 1; turns 2 to 5 stay. Question (turn 6, Mon 25/8): "where's the prize-giving again? doing the poster for the
window" -> expected the Walker room at the Civic Centre (the community room roof's leaking). The assistant says the
community room - where the sticker sessions are.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the venue
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's (nothing on the Walker room, the Civic Centre, the roof or the
mayor); the stickers (community room), prizes, numbers and volunteers turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b183_langchain_reading_challenge_venue_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where's the prize-giving again? doing the poster for the window"
TURNS = [
    ("prize-giving's not in the community room this yr 🙄 roof's leaking over the kitchen again + facilities won't "
     "promise it's fixed by sept. so it's the Walker room at the Civic Centre, sat 6th sept 11am, the mayor's coming",
     "Prize-giving: the Walker room at the Civic Centre, Sat 6 Sept at 11am, with the mayor - not the community room "
     "because of the roof."),
    ("sticker sessions thurs 2-4 in the community room thru the hols, kids bring their cards + tell us about the book",
     "Sticker sessions on Thursdays 2-4pm in the community room; children bring their cards."),
    ("prizes - medal for 6 books, a book token for 12 (Friends are paying), certificates for everyone who signs up",
     "Medal for 6 books, a book token for 12 (paid by the Friends), certificates for all who sign up."),
    ("numbers - 212 signed up 🎉 88 finished so far, Ketley juniors did a class visit weds",
     "212 signed up and 88 finished so far."),
    ("volunteers - 4 Y10s from the Charlton doing weds 10-12 for their DofE, Mr Ahmed's checked them off",
     "Four Year 10 volunteers from the Charlton, Wednesdays 10-12, for their DofE."),
    (QUESTION,
     "In the community room at the library."),
]
WINDOW = 10
GONE = ("walker", "civic", "roof", "mayor", "6th sept")


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
            assert any("sticker sessions thurs 2-4 in the community room" in str(m.content) for m in window), window
            assert any("medal for 6 books" in str(m.content) for m in window), window
            assert any("212 signed up" in str(m.content) for m in window), window
            assert any("4 Y10s" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("it's the Walker room at the Civic Centre" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - she's the children's librarian at Wellington library "
                                            "and runs the summer reading challenge; today Mon 25 Aug 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Walker room at the Civic Centre - the community room roof's leaking", actual=reply)
