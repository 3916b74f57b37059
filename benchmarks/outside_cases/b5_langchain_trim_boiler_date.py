"""b5: a tenant's chat with a letting-agent assistant, kept in LangChain's ``InMemoryChatMessageHistory``. One root
span per turn (the app's own span); each message keeps the day it was said in ``additional_kwargs["timestamp"]``
(the key docs/semconv.md says the LangChain instrumentation reads). The question turn reads the history with
``aget_messages`` and fits it into the prompt with ``trim_messages`` (the last 12 messages, counted by ``len``).

The conversation runs from 3 February to 28 April 2026 (22 messages). The first message, said on 3 February: "The
engineer serviced the boiler yesterday - he said the pressure relief valve will need replacing within six months."
Later turns: a dripping tap, a parking permit, bins, the gas safety certificate (renewed on 20 January), rent,
a window latch, a smoke alarm, a landlord visit, the inventory check.

Planted fault: the window of 12 messages keeps only the turns from 24 March on, so the boiler message is trimmed
(``langchain.trim_messages``, wrapped in ``fault()``).

Question (28 April, a date relative to when the message was said): "When was the boiler last serviced?" Expected
"2 February 2026" ("yesterday" said on 3 February). The model, without the boiler message, gives the gas safety
check's date that is in the window.

Why UpdateError at langchain.trim_messages: the history still held the message when the question was asked; the
trim on the way to the prompt evicted it (trimmed_from_window). Another reading: the model could be blamed for giving
the gas check's date, but no text in its prompt said when the boiler was serviced.
"""
from __future__ import annotations

import asyncio
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_langchain_trim_boiler_date", ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("2026-02-03", "The engineer serviced the boiler yesterday - he said the pressure relief valve will need "
                   "replacing within six months.", "Thanks Tom, I've noted that on the property file."),
    ("2026-02-10", "The kitchen tap is dripping again.", "I'll ask the plumber to pop round this week."),
    ("2026-02-17", "Can I get a second parking permit for my partner?",
     "Yes - the council charges 45 pounds for a visitor permit; apply on their website."),
    ("2026-02-24", "The bins weren't collected on Monday.", "I've reported it to the council."),
    ("2026-03-03", "When was the gas safety certificate last renewed?",
     "The gas safety certificate was renewed on 20 January 2026; the next one is due in January 2027."),
    ("2026-03-10", "Rent for March is paid, by the way.", "Received, thank you."),
    ("2026-03-24", "The bedroom window latch is broken and it won't close properly.",
     "A handyman will come on Thursday morning to fix the latch."),
    ("2026-03-31", "The smoke alarm in the hall keeps chirping.", "That's the battery - I'll send a replacement."),
    ("2026-04-07", "The landlord wants to visit - does it have to be a weekday?",
     "He's proposed Tuesday 5 May at 10am; you can ask for another slot."),
    ("2026-04-14", "Tuesday 5 May is fine for the visit.", "Great, I've confirmed it with him."),
    ("2026-04-21", "When is the inventory check?", "The inventory check is on 12 May at 2pm."),
]
QUESTION_DAY, QUESTION = "2026-04-28", "When was the boiler last serviced?"

history = InMemoryChatMessageHistory()
for day, said, reply in TURNS:
    with b3_support.turn_span(f"turn-{day}"):
        history.add_messages([HumanMessage(said, additional_kwargs={"timestamp": day}),
                              AIMessage(reply, additional_kwargs={"timestamp": day})])

with b3_support.turn_span(f"turn-{QUESTION_DAY}"):
    messages = asyncio.run(history.aget_messages())
    assert len(messages) == 22
    with fault():
        kept = trim_messages(messages, max_tokens=12, token_counter=len, strategy="last", start_on="human")
    assert not any("boiler" in m.content for m in kept), [m.content for m in kept]  # the fault decided
    assert any("boiler" in m.content for m in messages)  # the history itself still held it
    past = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in kept]
    reply = answer(QUESTION, [], history=past,
                   mock="The last service I can see is the gas safety check on 20 January 2026.")
finish(QUESTION, "2 February 2026", reply)
