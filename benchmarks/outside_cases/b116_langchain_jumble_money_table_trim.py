"""Batch 116 (held out). A church jumble sale, planned in a chat with a helper: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Margaret organises St Michael's spring jumble sale and keeps a running chat with the helper about helpers,
donations and pricing; each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Margaret says Marion, the treasurer, is doing the
money table this year - Brian's hands have been bad with the coins since his op, and he's happy on teas. In turn 2
she pastes last year's helper list for the noticeboard (Brian - money table, Marion + Jean - teas). By turn 7 the
trim drops turn 1; the pasted list stays. Question: "who's on the money table sat? the bank want a name for the
float" -> expected Marion, the treasurer. The assistant says Brian.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; last year's list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b116_langchain_jumble_money_table_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's on the money table sat? the bank want a name for the float"
TURNS = [
    ("Marion's doing the money table this yr, she's treasurer anyway. Brian's hands have been bad w the coins since "
     "his op, he's more than happy on teas",
     "Money table: Marion (treasurer). Brian on teas this year."),
    ("last yr's helpers for the noticeboard, just copy it: Brian - money table, Marion + Jean - teas, Ken - books, "
     "Pat + Sheila - bric-a-brac, Dave - setting up + heavy stuff",
     "Last year's helper list: Brian money table; Marion and Jean teas; Ken books; Pat and Sheila bric-a-brac; Dave "
     "setting up."),
    ("donations fri 15th 6-8pm at the hall. NO electricals, no cot mattresses or car seats (insurance)",
     "Donations Friday 15th, 6-8pm at the hall; no electricals, cot mattresses or car seats."),
    ("pricing - clothes 50p, coats + jackets £2, books 20p or 6 for £1, anything nice Pat prices it",
     "Prices: clothes 50p, coats £2, books 20p or 6 for £1; Pat prices anything special."),
    ("doors 10 sharp, there's always a queue by half 9. leftovers to the Salvation Army van at 12.30",
     "Doors at 10; leftovers collected by the Salvation Army van at 12.30."),
    ("the urn in the kitchen trips the fuse if the heaters are on, tell whoever's on teas",
     "Warn the teas team: the urn trips the fuse with the heaters on."),
    (QUESTION,
     "Brian - he's on the money table, per the helper list."),
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
            assert not any("she's treasurer" in str(m.content) or "Marion (treasurer)" in str(m.content)
                           for m in window), window
            assert any("Brian - money table" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("she's treasurer" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Margaret's chat about St Michael's jumble sale: helpers, donations, "
                                            "pricing)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Marion, the treasurer - Brian's on teas this year", actual=reply)
