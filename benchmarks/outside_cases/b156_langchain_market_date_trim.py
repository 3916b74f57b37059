"""Batch 156 (held out). A farmers' market trader's chat: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Jo runs a sourdough stall (Rise & Shine) at Todmorden farmers' market, which is held on the first Saturday of
the month on the market square. She chats with her stall helper in the run-up to June's market (pitch, fee,
gazebo, card machine, parking); each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on the email from the market office -
June's is the 2nd Sat, the 13th, not the 6th, because the carnival's got the square on the 6th - and that she's on
pitch 14 again by the fountain, and, in passing, that her starter's sulking in the cold. Turn 2 is the fee (£22 to
Maureen, the market manager), turn 3 the gazebo weights, turn 4 the card machine and turn 5 parking (vans unload
7-8, trading 8.30-2). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 2/6): "what date am
i there this month? need to tell the mill how much flour and when" -> expected Sat 13th June (the 2nd Saturday; the
carnival's on the square on the 6th). The assistant says Sat 6th June, the first Saturday.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the moved
date was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the fee, gazebo and parking turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b156_langchain_market_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what date am i there this month? need to tell the mill how much flour and when"
TURNS = [
    ("email off the market office - june's is the 2nd sat, the 13th, NOT the 6th, the carnival's got the square on "
     "the 6th. pitch 14 again by the fountain. (starter's sulking in this cold, might have to feed it twice lol)",
     "June's market is Saturday 13 June (2nd Saturday - the carnival has the square on the 6th); pitch 14 by the "
     "fountain."),
    ("fee's gone up to £22 from this month, pay Maureen (market manager) on the day, she comes round abt 10. cash "
     "or bank transfer",
     "Pitch fee £22 from this month, paid to Maureen, the market manager, on the day (about 10) - cash or transfer."),
    ("gazebo weights - they want 4 x 15kg on every leg now after the one that took off in april. Dave's lending me "
     "his",
     "Gazebo: 15kg weights on each of the four legs; Dave is lending you his."),
    ("card machine was useless last time, no signal by the fountain. getting a sim one off Ebay, £29",
     "Getting a SIM card machine (£29) as the signal by the fountain was poor."),
    ("parking - vans unload 7-8 on the square then off to the Fielden St car park by half 8. trading 8.30-2",
     "Vans unload on the square 7-8, then move to Fielden St car park by 8.30; trading 8.30-2."),
    (QUESTION,
     "Saturday 6th June - the first Saturday of the month as usual; trading 8.30-2."),
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
            assert not any("13th" in str(m.content) or "carnival" in str(m.content) for m in window), window
            assert any("fee's gone up to £22" in str(m.content) for m in window), window
            assert any("gazebo weights" in str(m.content) for m in window), window
            assert any("vans unload 7-8" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("the 13th, NOT the 6th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - Rise & Shine sourdough stall at Todmorden farmers' market, "
                                            "held on the first Saturday of the month on the market square; today "
                                            "Tue 2 June 2037)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sat 13th June - it's the 2nd Saturday this month, the carnival's got the square on the 6th",
       actual=reply)
