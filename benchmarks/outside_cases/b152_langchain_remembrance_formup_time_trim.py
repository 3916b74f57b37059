"""Batch 152 (held out). A marshal's chat about a town's Remembrance parade: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Lisa is a Cub parent and one of the marshals for Brighouse's Remembrance Sunday parade (Sun 8th Nov 2037, from
the Drill Hall on Mill St to the cenotaph in the Memorial Gardens), and chats with the Legion branch's helper in the
week before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the timings - form up 10.15 outside the
Drill Hall on Mill St, step off 10.40 behind the Legion standard, at the cenotaph for 10.55 for the two minutes at 11
- and, in passing, that her Jack is wearing his great-grandad Bill's medals this year. Turn 2 is the route and the
road closure (10-12.30), turn 3 the wreath order (Jack laying the Cubs' one), turn 4 the marshals (hi-vis from the
Legion club at 9.30) and turn 5 the soup at the Legion club after. By turn 6 the trim drops turn 1; turns 2 to 5
stay. Question (turn 6, Thu 5/11): "what time do the cubs need to be formed up sun? Akela's asked me to text the
parents" -> expected 10.15, outside the Drill Hall on Mill St. The assistant says half 9 at the Legion club, going by
the marshals' hi-vis.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
form-up time was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the route, wreath and marshals turns are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b152_langchain_remembrance_formup_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do the cubs need to be formed up sun? Akela's asked me to text the parents"
TURNS = [
    ("remembrance sun 8th - we form up 10.15 outside the Drill Hall on Mill St, step off 10.40 behind the Legion "
     "standard, at the cenotaph for 10.55 ready for the 2 mins at 11. (our Jack's wearing great grandad Bill's medals "
     "this yr, he's made up)",
     "Sunday 8 November: form up 10.15 outside the Drill Hall on Mill St, step off 10.40 behind the standard, at the "
     "cenotaph by 10.55 for the two minutes' silence at 11."),
    ("route: Mill St, up Commercial St, round by the Co-op, Church Ln + into the Memorial Gardens. roads shut 10 - "
     "12.30, police doing the top end by the lights",
     "Route: Mill St, Commercial St, past the Co-op, Church Lane and into the Memorial Gardens; roads closed 10 to "
     "12.30, police at the top end."),
    ("wreath order - Legion, the Mayor for the council, MP if she turns up, then Scouts, Guides, Brownies, Cubs (our "
     "Jack!!), St Peter's school + the Rotary",
     "Wreaths: Legion, the Mayor, the MP if she comes, then Scouts, Guides, Brownies, Cubs - Jack's laying it - St "
     "Peter's school and the Rotary."),
    ("marshals: Ken + Dave at the Commercial St crossing, me on the Co-op corner, Sue at the Gardens gate. hi-vis from "
     "the Legion club at 9.30, Ron's got the key",
     "Marshals: Ken and Dave at the Commercial St crossing, you on the Co-op corner, Sue at the Gardens gate; hi-vis "
     "from the Legion club at 9.30."),
    ("after the service we march back to the Legion club - soup + a sherry for the grown ups, squash for the kids. "
     "done by half 12ish",
     "After the service it's back to the Legion club for soup (sherry for the adults, squash for the children), "
     "finishing around 12.30."),
    (QUESTION,
     "Half 9 at the Legion club - that's when everyone's meeting up for the hi-vis."),
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
            assert not any("10.15" in str(m.content) or "Drill Hall" in str(m.content) for m in window), window
            assert any("roads shut 10 - " in str(m.content) for m in window), window
            assert any("wreath order" in str(m.content) for m in window), window
            assert any("hi-vis from the Legion club at 9.30" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("form up 10.15 outside the Drill Hall" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lisa's chat - Cub parent and a marshal for Brighouse's Remembrance "
                                            "Sunday parade on Sun 8 November 2037; today Thu 5 November)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10.15 - formed up outside the Drill Hall on Mill St, stepping off at 10.40", actual=reply)
