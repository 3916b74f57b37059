"""Batch 188 (held out). A folk club's singaround: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: The Pheasant Folk Club's singaround is Weds 20th May 2043, upstairs at the Pheasant in Wellington, 8 till 11ish -
a guest for the first half hour, then floor spots round the room, the raffle at the break. Lynn, who hosts it, chats
with the club's helper while she gets it ready; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Lynn says the singaround's back upstairs at the
Pheasant Weds 20th, 8 till 11ish, and floor spots are 2 songs or 10 mins, whichever's shorter - Maggie's got the
bell, they ran 40 mins over last time and the landlord wasn't impressed. Turn 2 is the raffle (drawn at the break),
turn 3 the break (9.30, 20 mins, chip butties), turn 4 the guest (Ellie Morgan, a 30 min set, £50 off the door), turn
5 the room (the snug if upstairs is too hot). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6,
Tue 19/5): "how long does each floor spot get? Ted's asking if he can do his 12 min ballad about the Coalbrookdale
flood" -> expected 10 mins (2 songs or 10 mins, whichever's shorter - so not Ted's 12 min ballad). The assistant says
there's no set limit.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the floor
spot limit was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 10 mins, 2 songs, the bell or
running over); the raffle, break, guest and room turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b188_langchain_folk_club_floor_spot_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how long does each floor spot get? Ted's asking if he can do his 12 min ballad about the Coalbrookdale "
            "flood")
TURNS = [
    ("singaround's back upstairs at the Pheasant weds 20th 🎻 8 till 11ish. floor spots 2 songs or 10 mins whichever's "
     "shorter - Maggie's got the bell 🔔 we ran 40 mins over last time + the landlord wasnt impressed",
     "Weds 20 May upstairs at the Pheasant, 8 till about 11; floor spots are 2 songs or 10 minutes, whichever is "
     "shorter, and Maggie has the bell."),
    ("raffle - bottle of Bushmills, a Show of Hands CD, veg box off Ted's allotment. £1 a strip, drawn at the break",
     "Raffle: Bushmills, a Show of Hands CD and a veg box from Ted's allotment; £1 a strip, drawn at the break."),
    ("break at 9.30ish, 20 mins, landlord's doing chip butties for us again 🍟",
     "Break around 9.30 for 20 minutes, with the landlord's chip butties."),
    ("guest first - Ellie Morgan, 30 min set then she'll stay for the floor spots. £50 off the door, tin on the table "
     "by the stairs",
     "Ellie Morgan opens with a 30 minute set and stays for the floor spots; £50 from the door tin."),
    ("room - if upstairs is roasting again we can have the snug, Dave's bringing his big fan either way",
     "If upstairs is too hot you can move to the snug; Dave is bringing a fan."),
    (QUESTION,
     "There's no set limit that I can see - it's a singaround, so Ted should be fine with his ballad."),
]
WINDOW = 10
GONE = ("10 mins", "2 songs", "bell", "40 mins over", "whichever")


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
            assert any("bottle of Bushmills" in str(m.content) for m in window), window
            assert any("break at 9.30ish" in str(m.content) for m in window), window
            assert any("Ellie Morgan, 30 min set" in str(m.content) for m in window), window
            assert any("we can have the snug" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("floor spots 2 songs or 10 mins" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lynn's chat - she hosts the Pheasant Folk Club's singaround; today Tue "
                                            "19 May 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10 mins - 2 songs or 10 mins, whichever's shorter (Maggie's got the bell), so not a 12 min "
                          "ballad", actual=reply)
