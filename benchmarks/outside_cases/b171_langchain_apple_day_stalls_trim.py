"""Batch 171 (held out). A community garden's apple day coordinator chatting with the garden's helper: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Moss Lane Community Garden's apple day is Sat 1st October 2039, 11-3 - apple pressing, identification of
people's old trees, stalls along the top path, a band on the grass, soup in the polytunnel. Priya, the coordinator,
chats with the garden's helper in the week before; each turn the chat is trimmed to its last 12 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the stalls along the top path - the WI
(cakes + chutney), Bernard the bee man (honey), the seed swap (Grow Wild lot), Oxfam books, Keeley's face painting,
and the allotment society's cider (no sales to under 18s obv) - and, in passing, that the gazebos are in the shed
behind the compost bays. Turn 2 is the pressing (two presses, Bob's and the one off Ashworth orchard, 11.30 and 1.30
demos), turn 3 the music, turn 4 parking, turn 5 the rain plan, turn 6 the soup rota. By turn 7 the trim drops turn
1; turns 2 to 6 stay. Question (turn 7, Thu 29/9, Priya): "what stalls have we got? doing the map for the gate" ->
expected the WI, the bee man (honey), the seed swap, Oxfam books, face painting and the allotment society's cider.
The assistant names only the juice and the soup.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the stall
list was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 7's (nothing on the WI, the bee man, Oxfam or the face
painting); the pressing, music, parking, rain and soup turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b171_langchain_apple_day_stalls_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what stalls have we got? doing the map for the gate"
TURNS = [
    ("stalls along the top path: WI (cakes + chutney), Bernard the bee man w his honey 🐝, seed swap (the Grow Wild "
     "lot), Oxfam books, Keeley doing face painting, and the allotment society's cider - no sales to under 18s obv. "
     "gazebos are in the shed behind the compost bays btw",
     "Top path: WI, Bernard's honey, seed swap, Oxfam books, face painting (Keeley), allotment society cider."),
    ("pressing - 2 presses, Bob's old one + the one we're borrowing off Ashworth orchard. demos 11.30 + 1.30, people "
     "bring their own apples in bags, 50p a bottle if they want us to bottle it",
     "Two presses (Bob's and Ashworth's), demos 11.30 and 1.30, 50p a bottle."),
    ("music - the Ukulele Orchestra of Moss Lane 12-1 on the grass, then Dev's folk trio 1.30ish. they need a plug, "
     "extension from the polytunnel",
     "Ukuleles 12-1, Dev's trio about 1.30, extension lead from the polytunnel."),
    ("parking - none on site!! school's let us have their car park, it's 5 mins up the road, Arthur's doing a sign",
     "Parking at the school, 5 minutes' walk; Arthur's making a sign."),
    ("if it rains everything goes in the polytunnel + the big shed, band under the gazebo, pressing carries on "
     "regardless lol",
     "Rain plan: polytunnel and big shed, band under a gazebo, pressing carries on."),
    ("soup rota in the polytunnel - me 11-1, Jas 1-3, squash + apple soup £2 a cup, bread off the Co-op",
     "Soup: you 11-1, Jas 1-3, £2 a cup."),
    (QUESTION,
     "There's the apple juice from the pressing at 50p a bottle and the soup in the polytunnel at £2 a cup - those are "
     "the stalls I've got."),
]
WINDOW = 12
GONE = ("WI", "bee man", "Oxfam", "face painting")


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
            assert not any(w in str(m.content) for m in window for w in GONE), window
            assert any("pressing - 2 presses" in str(m.content) for m in window), window
            assert any("music - the Ukulele Orchestra" in str(m.content) for m in window), window
            assert any("parking - none on site" in str(m.content) for m in window), window
            assert any("if it rains everything goes in" in str(m.content) for m in window), window
            assert any("soup rota in the polytunnel" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("stalls along the top path: WI" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's chat - she coordinates Moss Lane Community Garden's apple day, "
                                            "Sat 1 October 2039, 11-3; today Thu 29 September 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the WI (cakes and chutney), Bernard the bee man's honey, the seed swap, Oxfam books, "
                          "Keeley's face painting and the allotment society's cider", actual=reply)
