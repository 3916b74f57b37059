"""Batch 118 (held out). A bridge club secretary's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Carol, the secretary of Wharfe Valley Bridge Club, keeps a running chat with the helper about fixtures, tables
and fees; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Carol says the county heat on sun 14th isn't at the
church hall - the parish are sanding the floor that week - so it's upstairs at the Rugby Club, in the function room,
and she's sorted it with the steward. In turn 2 she pastes the season's fixture card for the website (county heats
all at St Mark's church hall unless stated). By turn 6 the trim drops turn 1; the pasted card stays. Question:
"where's the county heat sunday? need to tell the harrogate lot" -> expected the Rugby Club function room. The
assistant says St Mark's church hall.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the fixture card is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b118_langchain_bridge_county_heat_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where's the county heat sunday? need to tell the harrogate lot"
TURNS = [
    ("county heat sun 14th - can't have the church hall, parish are sanding the floor that wk (of course they are). "
     "so we're upstairs at the Rugby Club, function room, I've sorted it w Gordon the steward. lift's broken tho",
     "County heat Sun 14th: upstairs function room at the Rugby Club (church hall floor being sanded); lift broken."),
    ("here's the fixture card for the website, just tidy it up: Club nights tues + thurs 7.15 for 7.30, St Mark's "
     "church hall. County heats (sun 14th, sun 12th of next month): all at St Mark's church hall unless stated. "
     "AGM Weds 8 Apr",
     "Fixture card: club nights Tue and Thu 7.15 for 7.30 at St Mark's; county heats at St Mark's unless stated; "
     "AGM Weds 8 April."),
    ("table money going up to £3.50 from the 1st, AGM voted it thru. visitors £5",
     "Table money £3.50 from the 1st; visitors £5."),
    ("Harrogate are bringing 3 tables, Ilkley 2, plus our 4. boards dealt by Ray on the fri",
     "Nine tables: Harrogate 3, Ilkley 2, ours 4. Ray deals the boards on Friday."),
    ("teas - Maureen's doing sandwiches, I'll bring the urn. start 1.30pm, 2 sessions of 24, tea in between",
     "Teas: Maureen on sandwiches, you bring the urn. Starts 1.30pm, two sessions of 24 boards."),
    (QUESTION,
     "St Mark's church hall - county heats are all there, per the fixture card."),
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
            assert not any("Rugby Club" in str(m.content) for m in window), window
            assert any("all at St Mark's church hall unless stated" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("upstairs at the Rugby Club" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat about Wharfe Valley Bridge Club: fixtures, tables, fees)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="upstairs at the Rugby Club, in the function room - the church hall floor's being sanded",
       actual=reply)
