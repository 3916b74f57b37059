"""Batch 201 (held out). A primary school's sports day: LangChain InMemoryChatMessageHistory + trim_messages (last
12 messages), one root span per turn.

App: Lea Cross Primary's sports day is Thu 13th July 2045, 1.30pm on the top field - sack race, egg and spoon, the
obstacle race, the relay, the parents' race, and an ice lolly for every child at the end. Claire (the PTA's chair)
chats with the PTA's helper while she does the shopping list; each turn the chat is trimmed to its last 12 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Claire says the Co-op are giving them 60 lollies -
Mr Price (the manager) dropped them in the staff room freezer - so they only need to buy the rest. Turn 2 is the
date, turn 3 the races, turn 4 the numbers (142 in school + 6 nursery coming up = 148, one lolly each), turn 5 last
year's Booker list to update ("ice lollies x150, squash x6, ..."), turn 6 the stickers. By turn 7 the trim drops
turn 1; turns 2 to 6 stay. Question (turn 7, Mon 10/7): "how many lollies have I got to get from Booker then?" ->
expected 88 (148 needed, 60 from the Co-op). The assistant says 148 (one per child).

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn saying 60 of
the lollies are already in the freezer was in the history and in every earlier window, and this trim cut it from the
window the model saw. Asserted: turn 1 is in every earlier window and missing from turn 7's (nothing on the Co-op,
Mr Price, the freezer or 60); the date, races, numbers, Booker list and stickers turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b201_langchain_sports_day_lollies_to_buy_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many lollies have I got to get from Booker then?"
TURNS = [
    ("lollies 🍦 good news, the co-op are giving us 60!! Mr Price (manager) dropped them in the staff room freezer "
     "this morning, so we only need to buy the rest. must do him a thank you card",
     "Brilliant - 60 lollies from the Co-op are in the staff room freezer, so you only need to buy the rest. Noted "
     "the thank-you card for Mr Price."),
    ("date - sports day thurs 13th july, 1.30pm start on the top field, rain day fri 14th same time",
     "Sports day: Thu 13 July, 1.30pm on the top field; rain day Fri 14 July."),
    ("races - sack, egg + spoon, obstacle, relay last, parents' race 2.45ish mums then dads. Mr Davies is starter",
     "Races: sack, egg and spoon, obstacle, relay last; parents' race about 2.45 (mums then dads); Mr Davies starts."),
    ("numbers - 142 in school + the 6 nursery ones coming up for the afternoon = 148, one lolly each at the end",
     "148 children (142 plus 6 from nursery), one lolly each at the end."),
    ("can you update last yr's shopping list - 'Booker: ice lollies x150, squash x6, cups x200, bin bags' - we've got "
     "cups left so take them off",
     "Updated: 'Booker: ice lollies x150, squash x6, bin bags' (cups taken off)."),
    ("stickers - Mrs Ahmed's ordered 300 winner stickers + rosettes for the relay, coming weds",
     "Mrs Ahmed's ordered 300 winner stickers and relay rosettes, arriving Wednesday."),
    (QUESTION,
     "148 - one for each child (142 in school plus the 6 from nursery)."),
]
WINDOW = 12
GONE = ("co-op", "mr price", "freezer", "60")


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
            assert any("sports day thurs 13th july" in str(m.content) for m in window), window
            assert any("parents' race 2.45ish" in str(m.content) for m in window), window
            assert any("= 148, one lolly each" in str(m.content) for m in window), window
            assert any("'Booker: ice lollies x150" in str(m.content) for m in window), window
            assert any("300 winner stickers" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("the co-op are giving us 60" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat - she chairs the PTA at Lea Cross Primary, whose sports "
                                            "day is Thu 13 July 2045; today Mon 10 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="88 - 148 needed and the Co-op gave 60 (in the staff room freezer)", actual=reply)
