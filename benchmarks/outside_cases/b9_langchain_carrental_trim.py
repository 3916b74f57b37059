"""Batch 9 (held out). Car-rental support chat: LangChain InMemoryChatMessageHistory + trim_messages before every
model call, one root span per turn.

App: the rental desk's chat assistant keeps the conversation in an InMemoryChatMessageHistory; before each model call
it trims the history to a fixed budget (``trim_messages(strategy="last", max_tokens=200, token_counter="approximate")``)
and sends the kept turns with the new question to litellm. There is no other memory: the window is the memory.

Planted fault (UpdateError, trimmed from window): in turn 1 the customer pastes the booking: "Booking RX-5521, a
VW Golf estate, picking up Thursday 11 June at Terminal 2. It has to be back at the T2 desk by 10:00 on Sunday 14 June
or they charge a full extra day." Turns 2-4 are about the child seat, the fuel policy and the toll tag. At turn 5
the window no longer fits turn 1 and the trim evicts it. Question (turn 5): "What's the latest I can drop the car off
without paying for another day?" -> expected "10 am on Sunday the 14th (at the Terminal 2 desk)". The assistant
answers from what is left: "By 6 pm on the day you return it".

Expected verdict: UpdateError at the turn-5 langchain.trim_messages (fault() wraps that trim). Asserted: the turn-1
message survived the earlier trims and is absent from the turn-5 prompt.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_langchain_carrental_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

BOOKING = ("Booking RX-5521, a VW Golf estate, picking up Thursday 11 June at Terminal 2. It has to be back at the T2 "
           "desk by 10:00 on Sunday 14 June or they charge a full extra day.")
TURNS = [
    (BOOKING, "Got it: RX-5521, Golf estate, Terminal 2. How can I help with it?"),
    ("We need a child seat for a 4-year-old, forward facing. Is that on the booking?",
     "Not yet. I've added a forward-facing child seat (15-36 kg) at EUR 9 a day."),
    ("What's the fuel policy? Do I bring it back full?",
     "It's full-to-full: bring it back with a full tank, or there's a refuelling charge plus the fuel."),
    ("Does the car have a toll tag for the motorways, or do I pay at the booths?",
     "It has a Via-T toll tag; tolls are charged to your card after the rental, no booth stops needed. Desks close "
     "at 6 pm on the return day if you need anything."),
    ("What's the latest I can drop the car off without paying for another day?",
     "By 6 pm on the day you return it, when the desk closes."),
]

history = InMemoryChatMessageHistory()
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_message(HumanMessage(user))
        if i == len(TURNS):
            with fault():
                window = trim_messages(history.messages, strategy="last", max_tokens=200,
                                       token_counter="approximate", start_on="human")
            assert not any("14 June" in str(m.content) for m in window), window
        else:
            window = trim_messages(history.messages, strategy="last", max_tokens=200, token_counter="approximate",
                                   start_on="human")
            assert any("14 June" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
        history.add_message(AIMessage(reply))
question = TURNS[-1][0]
finish(question, expected="10 am on Sunday the 14th (at the Terminal 2 desk)", actual=reply)
