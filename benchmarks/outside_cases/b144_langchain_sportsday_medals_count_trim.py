"""Batch 144 (held out). A primary school PE lead's sports day chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Mr Brennan is PE lead at St Joseph's primary in Sowerby Bridge and keeps a running chat with the helper in the
run-up to sports day (Fri 10th July on the school field: 26 races, parents' race, the tuck shop, the medals); each
turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 he says he cleared out the PE cupboard at lunch and
found a box of 40 medals left from the jubilee sports day, still in the cellophane, nothing printed on them, mixed
gold/silver/bronze - and, in passing, the missing relay batons. In turn 2 he pastes the medals bit of the staff
meeting notes: 1st, 2nd and 3rd in each of 26 races is 78, the trophy shop in Elland did 44 at cost, so 34 to get,
ribbons for reception instead. By turn 6 the trim drops turn 1; the pasted notes stay. Question (turn 6, Mon 6/7):
"how many more medals do i need to order from the trophy shop? want to ring them before they shut" -> expected none
(the 40 in the PE cupboard cover the 34, 6 spare). The assistant says 34.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 40
medals found was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted notes are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b144_langchain_sportsday_medals_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many more medals do i need to order from the trophy shop? want to ring them before they shut"
TURNS = [
    ("cleared out the PE cupboard at lunch - theres a box of 40 medals left over from the jubilee sports day!! "
     "still in the cellophane, nothing printed on them, mixed gold silver bronze. + found the missing relay batons lol",
     "Great find - 40 unused medals (mixed gold, silver and bronze, nothing printed on them) from the jubilee sports "
     "day in the PE cupboard, and the relay batons."),
    ("can u tidy this, from the staff mtg: MEDALS - 1st 2nd 3rd in each race, 26 races = 78. trophy shop in Elland "
     "did us 44 at cost so 34 to get. ribbons for reception instead, Miss Hughes has them",
     "Medals (staff meeting): 1st, 2nd and 3rd in each of 26 races = 78. The trophy shop in Elland supplied 44 at "
     "cost, so 34 still to get. Reception get ribbons instead; Miss Hughes has them."),
    ("parent helpers - 12 signed up now, Mrs Patel doing the sack race, Jayden's dad on the start gun (clapper!!)",
     "12 parent helpers: Mrs Patel on the sack race and Jayden's dad starting with the clapper."),
    ("Y6 running the tuck shop, ice pops 30p, all proceeds to the leavers' do",
     "Year 6 will run the tuck shop - ice pops at 30p, proceeds to the leavers' do."),
    ("PTA gazebo + the first aid tent next to the long jump pit. Miss Hughes 1st aider, Mr Akhtar back up",
     "The PTA gazebo and the first aid tent go by the long jump pit; Miss Hughes is first aider, Mr Akhtar backup."),
    (QUESTION,
     "34 - you need 78 and the trophy shop has done 44."),
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
            assert not any("40 medals" in str(m.content) or "PE cupboard" in str(m.content)
                           or "jubilee" in str(m.content) for m in window), window
            assert any("26 races = 78" in str(m.content) and "34 to get" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("box of 40 medals" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mr Brennan's chat as PE lead at St Joseph's primary, Sowerby Bridge, "
                                            "getting ready for sports day on Fri 10 July 2037; today Mon 6 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="none - the 40 spare medals in the PE cupboard cover the 34 still to get (6 over)",
       actual=reply)
