"""Batch 179 (held out). A WI's centenary lunch: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Hinstock WI is 100 this year and their centenary lunch is Weds 13th May 2043 at the Four Alls - soup, a roast, a
posset, the centenary cake, a main speaker and toasts. Margaret, the WI's secretary, chats with the WI's helper while
she does the menus and answers members; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the speakers are sorted at last - Lady
Corbet can't do it now (her hip), so Dr Anne Mellor from the county federation is giving the main talk, 100 years of
the WI in Shropshire, 20 minutes, after the main course. Turn 2 is the menu, turn 3 the seating, turn 4 Joan (the
president) doing the welcome at 12.30 and the toast to the WI after the pudding, turn 5 the photo display. By turn 6
the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 5/5): "who's giving the main talk? printing the menus
+ want the name on the back" -> expected Dr Anne Mellor from the county federation. The assistant says Joan, the
president - the one speaker left in the window.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the main
speaker was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on Dr Mellor, the county federation or Lady
Corbet); the menu, seating, Joan's welcome and display turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b179_langchain_wi_centenary_speaker_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's giving the main talk? printing the menus + want the name on the back"
TURNS = [
    ("speakers sorted at last 🙌 Lady Corbet can't do it now (her hip, poor love) so Dr Anne Mellor from the county "
     "fed is giving the main talk - 100 yrs of the WI in Shropshire, 20 mins, after the main course",
     "Dr Anne Mellor (county federation) gives the main talk, 20 minutes after the main course."),
    ("menu: leek + potato soup, roast chicken or mushroom wellington, lemon posset, tea/coffee + a slice of the "
     "centenary cake 🎂 £24 a head, Four Alls need final numbers by the 6th",
     "Soup, chicken or mushroom wellington, lemon posset, then cake; £24 a head, numbers by the 6th."),
    ("seating - 12 round tables of 8 + the top table by the window, Rita's doing the flowers, place cards from me",
     "Twelve tables of eight plus the top table; Rita on flowers, you on place cards."),
    ("Joan's doing the welcome at 12.30 + the toast to the WI after the pudding 🥂 she's practising on her Derek",
     "Joan does the welcome at 12.30 and the toast after the pudding."),
    ("Pam + Win bringing the old photos for the display boards, the 1943 minute book in a glass case, fab",
     "Pam and Win are doing the photo display, with the 1943 minute book."),
    (QUESTION,
     "Joan - as president she's doing the welcome at 12.30 and the toast to the WI after the pudding."),
]
WINDOW = 10
GONE = ("mellor", "county fed", "corbet")


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
            assert any("leek + potato soup" in str(m.content) for m in window), window
            assert any("12 round tables of 8" in str(m.content) for m in window), window
            assert any("Joan's doing the welcome at 12.30" in str(m.content) for m in window), window
            assert any("1943 minute book" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Dr Anne Mellor from the county fed" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Margaret's chat - she's secretary of Hinstock WI, doing the centenary "
                                            "lunch, Weds 13 May 2043; today Tue 5 May 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Dr Anne Mellor from the county federation (Lady Corbet couldn't do it)", actual=reply)
