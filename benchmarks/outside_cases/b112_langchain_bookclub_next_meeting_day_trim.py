"""Batch 112 (held out). A book club's group chat with its helper: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Ruth runs the Tuesday Book Club and keeps a running chat with the helper about books, hosts and dates; each turn
the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Ruth says October's meeting can't be the usual last
Tuesday (27th) because Ann's got the grandkids half term, so it's Weds 28/10 at Ann's. By turn 7 the trim drops turn
1; the "we meet last tues of the month" line and the October book line stay. Question: "what day's the october one?
doing the reminder msg" -> expected Wednesday the 28th. The assistant says Tuesday the 27th.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()). Asserted: turn 1 is in
every earlier window and missing from turn 7's; the last-Tuesday line is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b112_langchain_bookclub_next_meeting_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the october one? doing the reminder msg"
TURNS = [
    ("oct mtg - ann's got the grandkids 27th (half term) so we're doing WEDS 28/10 at hers, 7.30 same as ever",
     "October: Wednesday 28 October at Ann's, 7.30."),
    ("for Lorna who's just joined: we meet last tues of the month, 7.30ish, host does wine + nibbles",
     "Meetings: last Tuesday of the month around 7.30; the host does wine and nibbles."),
    ("october book is The Road by Cormac McCarthy - jean picked it, apologies in advance lol",
     "October book: The Road (Cormac McCarthy), Jean's pick."),
    ("nov - Ruth's (mine), book tbc, Sue wants something cheerful after the road",
     "November at yours, book to be decided - something cheerful."),
    ("library has 4 copies of the road on the reading group set, due back 10 nov",
     "Library reading-group set: 4 copies of The Road, due back 10 November."),
    ("xmas do fri 11 dec at the Swan, £28 a head, 3 courses, need names by end of oct",
     "Christmas meal Friday 11 December at the Swan, £28 a head; names by end of October."),
    (QUESTION,
     "Tuesday 27 October at 7.30 - last Tuesday of the month - for The Road."),
]
WINDOW = 12


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
            assert not any("WEDS 28/10" in str(m.content) or "Wednesday 28" in str(m.content) for m in window), window
            assert any("last tues of the month" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("WEDS 28/10" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ruth's book club chat: books, hosts, dates)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Wednesday, 28th - Ann's got her grandchildren on the Tuesday", actual=reply)
