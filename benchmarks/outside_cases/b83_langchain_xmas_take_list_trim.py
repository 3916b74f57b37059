"""Batch 83 (held out). A family's Christmas plans: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Hannah plans Christmas Day at her mum's in a chat with an assistant. Each turn the history is trimmed to the
last 10 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Christmas Day is at Mum's in Stockport again
and Hannah's lot are on pudding duty (the Aldi pud plus brandy butter), with an aside about Ben's car seat; turn
4 says Mum asked them to bring the folding chairs from the garage (11 of them this year); turn 5 says Hannah's
getting the crackers, 2 boxes of the nice John Lewis ones. At turn 6 the trim drops turn 1. Question: "what am I
taking to Mum's on the day?" -> expected the pudding and brandy butter, the folding chairs and the crackers. The
assistant gives the chairs and the crackers only.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the chairs and the crackers.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b83_langchain_xmas_take_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("xmas day's at Mum's again (Stockport), we're on pud duty - the aldi one is honestly the best + brandy butter. "
     "need to sort Ben's car seat thing before, the clip's gone",
     "Christmas Day at your mum's in Stockport; you're bringing the Aldi pudding and brandy butter. Car seat clip "
     "to sort."),
    ("mum wants everyone there by 12, dinner 2ish, the king at 3 obvs",
     "Arrive by 12, dinner around 2, King's speech at 3."),
    ("Ben's on lates til xmas eve 6pm so we'll drive up xmas morning, 2h30 ish if the M6 behaves",
     "You'll drive up on Christmas morning - about 2.5 hours."),
    ("mum asked can we bring the folding chairs from our garage, there's 11 of us this yr w Auntie Bev + the "
     "twins",
     "Bring the folding chairs from the garage - 11 at the table this year."),
    ("crackers - I said I'd do them, the nice john lewis ones £20 for 6 so 2 boxes",
     "Crackers: two boxes of the John Lewis ones (£20 for 6)."),
    ("what am I taking to Mum's on the day? making a list for the car",
     "The folding chairs from the garage and two boxes of crackers."),
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
            assert not any("pud duty" in str(m.content) for m in window), window
            assert not any("brandy butter" in str(m.content) for m in window), window
            assert any("folding chairs" in str(m.content) for m in window), window
            assert any("john lewis" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("pud duty" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hannah's Christmas planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what am I taking to Mum's on the day? making a list for the car",
       expected="the pud + brandy butter, the folding chairs, and the 2 boxes of crackers", actual=reply)
