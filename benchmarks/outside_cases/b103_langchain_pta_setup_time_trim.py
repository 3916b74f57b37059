"""Batch 103 (held out). A school PTA's second-hand uniform and book sale, planned in a chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Claire, the PTA secretary at St Mary's Primary, talks the sale through with an assistant during the week. Each
turn the history is trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the sale is Thu 27th in the hall, doors 3.15 when
the bell goes, volunteers in from 2.30 to get the tables up and sort by size. Later turns are the stock, prices,
Claire's remark that last summer they only had 20 mins to set up because of a dance class (carnage), the float,
and Neha and Tom helping (Tom's gazebo). At turn 7 the trim drops turn 1. Question: "how long have we got to set up
before doors on thurs? trying to work out if its worth tom bringing the gazebo" -> expected 45 minutes (2.30 to
3.15). The assistant works from last summer and says about 20 minutes.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the 20-minute and gazebo lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b103_langchain_pta_setup_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long have we got to set up before doors on thurs? trying to work out if its worth tom bringing " \
           "the gazebo"
TURNS = [
    ("right, uniform + book sale is thurs 27th in the hall. doors 3.15 when the bell goes, volunteers in from 2.30 "
     "to get the tables up + sort everything by size",
     "Sale on Thursday 27th in the hall: helpers from 2.30, doors at 3.15."),
    ("stock so far: 3 bin bags of jumpers (mostly age 7-8), about 40 polos, a pile of PE bags, and Mrs Khan's "
     "whole old reading scheme box",
     "Jumpers, around 40 polo shirts, PE bags and a box of reading-scheme books."),
    ("prices - polos £1, jumpers + cardis £2, coats £3, books 50p or 3 for a pound",
     "Polos £1, jumpers and cardigans £2, coats £3, books 50p or three for £1."),
    ("last summers one we only had 20 mins to set up cos the hall had a dance class till 2.50, honestly it was "
     "carnage lol",
     "Only twenty minutes to set up last summer because of the dance class - noted."),
    ("float - I'll get £50 in coins from the office weds, Mrs Doyle needs it back fri",
     "£50 float from the office on Wednesday, back on Friday."),
    ("Neha and Tom said yes to helping! Tom says he can bring his gazebo if its dry, we could do coats outside",
     "Neha and Tom are helping, and Tom may bring his gazebo for coats outside."),
    (QUESTION,
     "About 20 minutes, like last summer - probably not worth the gazebo, it takes a while to put up."),
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
            assert not any("from 2.30" in str(m.content) or "helpers from 2.30" in str(m.content)
                           for m in window), window
            assert any("only had 20 mins to set up" in str(m.content) for m in window), window
            assert any("bring his gazebo" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("volunteers in from 2.30" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat about the PTA uniform and book sale)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="three quarters of an hour - helpers go in at half two", actual=reply)
