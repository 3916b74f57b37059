"""Batch 20 (held out). A household's utilities chat: LangChain InMemoryChatMessageHistory + trim_messages (last
22 messages, token_counter=len, start_on human), one root span per turn.

App: Nadia keeps a running chat with an assistant about the house's bills: meter readings, the Octopus account,
the water meter, a smart-meter install, the broadband. Each turn the app trims the history to the last 22 messages
and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 (Sat 1/3) gives the actual electricity reading,
"45,212 on the electric (photo on my phone), gas 8,031". By turn 12 the window no longer starts there, and the
trim of turn 12 drops it. What stays is turn 5, where Octopus's February bill used an estimate of 44,900. Question
(turn 12, Sun 1/6, after reading 46,118): "How many units of electric have we used since the March reading?" ->
expected "906 kWh (46,118 - 45,212)". The assistant works from the estimate: 1,218.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 12 (inside fault()). Asserted: the
45,212 reading is in every window before turn 12 and missing from turn 12's, which holds the 44,900 estimate and
the new reading. Another reading: a response fault is ruled out as the real reading is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b20_langchain_utilities_meter_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Sat 1/3 readings - 45,212 on the electric (photo on my phone), gas 8,031. Sending them to Octopus",
     "Noted: electric 45,212 and gas 8,031 on 1 March."),
    ("Water meter's in the pavement outside no. 12 not ours, Severn Trent confirmed. Ours is the one nearer the lamp "
     "post", "Got it - your water meter is the one by the lamp post."),
    ("Direct debit for Octopus GBP 118 a month from April (was GBP 131)", "DD down to GBP 118 from April."),
    ("Broadband contract with Vodafone ends 14/5 - price going up to GBP 38, look at switching",
     "Vodafone ends 14 May, GBP 38 after that."),
    ("Octopus Feb bill came - they used an estimate, 44,900 on the electric?? I DID send the real one. Whatever, "
     "it'll catch up",
     "Their February bill used an estimated 44,900; it should correct with your actual reading."),
    ("Smart meter install offered Thurs 10/4 8-12. Said yes", "Smart meter install booked Thursday 10 April, 8-12."),
    ("Smart meter guy couldn't fit it - signal too weak in the understairs cupboard. Carry on with manual readings",
     "No smart meter for now; manual readings."),
    ("Water bill Severn Trent GBP 42.60 for Mar-Apr, meter 0412 cubic m", "Water bill GBP 42.60."),
    ("Switched broadband to Community Fibre from 15/5, GBP 25 a month for 24 months",
     "Broadband switched to Community Fibre, GBP 25 a month."),
    ("Boiler service with British Gas Weds 21/5 - HomeCare renewal GBP 19.50 a month",
     "Boiler service 21 May; HomeCare GBP 19.50 a month."),
    ("Gas reading 1/6 - 8,402", "Gas 8,402 on 1 June."),
    ("Electric 1/6 is 46,118. How many units of electric have we used since the March reading?",
     "1,218 kWh - from 44,900 in March to 46,118 now (the March figure was Octopus's estimate)."),
]
WINDOW = 22


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
            assert not any("45,212" in str(m.content) for m in window), window
            assert any("44,900" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("45,212" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the household's notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="906 kWh - 46,118 now less the actual 45,212 read on 1 March", actual=reply)
