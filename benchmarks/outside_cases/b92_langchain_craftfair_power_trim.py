"""Batch 92 (held out). A craft fair stallholder's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Wendy sells knitted toys and tea cosies at craft fairs and plans each one in a chat with an assistant. Each
turn the history is trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says she's booked the Kimpton Christmas craft fair,
Sat 6/12 in the village hall, table 14 - the one by the stage with the socket - £35 for the table and £8 for the
power, confirmed by Sandra. The later turns are stock, the float, her sister helping, Sandra's general email
(only 6 tables have hook-ups, first come first served) and parking. At turn 7 the trim drops turn 1. Question:
"will I have power at my table? need to know whether to bring the fairy lights and the card reader charger" ->
expected yes (table 14 has a socket and she paid the £8). The assistant can't tell and says hook-ups are limited,
bring a power bank.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 7's, which still has Sandra's hook-ups email.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b92_langchain_craftfair_power_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("booked!! kimpton xmas craft fair sat 6/12 village hall 10-3. table 14, the one by the stage WITH a socket :) "
     "paid £35 table + £8 for the power, Sandra confirmed by email",
     "Lovely - Kimpton Christmas fair, Sat 6 Dec, 10-3 in the village hall. Table 14 by the stage; £35 plus £8, "
     "confirmed by Sandra."),
    ("stock so far - 22 gnomes, 15 tea cosies, 9 of the big owls, snowmen still on the needles (aim 12)",
     "22 gnomes, 15 tea cosies, 9 big owls, and 12 snowmen on the way."),
    ("float - £60 in coins + fivers, get it from the post office weds. card reader needs updating b4",
     "£60 float from the post office on Wednesday; update the card reader beforehand."),
    ("email from Sandra to all stallholders - setup from 8.30, hook ups are limited, 6 tables only, first come "
     "first served, no kettles or heaters on the hall sockets",
     "Set-up from 8.30; only six tables have power, first come first served; no kettles or heaters."),
    ("my sister Pam's coming to help 10-1 then she's got a do, so I'm on my own for the last bit",
     "Pam helps 10 till 1, then you're on your own."),
    ("parking - stallholders in the school car park across the road, unloading only at the hall door",
     "Stallholders park at the school opposite; unload only at the hall door."),
    ("will I have power at my table? need to know whether to bring the fairy lights and the card reader charger",
     "I can't tell from what I've got - Sandra says only six tables have hook-ups, first come first served, so "
     "I'd bring a power bank for the card reader and battery fairy lights to be safe."),
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
            assert not any("WITH a socket" in str(m.content) or "table 14" in str(m.content).lower()
                           for m in window), window
            assert any("hook ups are limited" in str(m.content) for m in window), window
            assert any("stock so far" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("WITH a socket" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Wendy's craft-fair planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("will I have power at my table? need to know whether to bring the fairy lights and the card reader charger",
       expected="yes - table 14 has a socket, and she paid the £8 for it", actual=reply)
