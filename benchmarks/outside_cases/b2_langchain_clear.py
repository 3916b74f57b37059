"""LangChain `InMemoryChatMessageHistory` as the whole memory; a "new topic" command calls `history.clear()`.

App: a team-offsite planning chat bot. Every turn is `history.add_user_message` / `add_ai_message`; each answer reads
`await history.aget_messages()` and sends the conversation to litellm. One root span per turn (an OpenTelemetry
tracer opens "turn"). When the user types "/new topic" the bot calls `history.clear()` so the next topic starts
with a short prompt; the bot has no other memory.

Fault: the user said Tom can't come to the offsite (parental leave), then switched topic to the venue with
"/new topic"; the clear wiped the history. Asked "Is Tom coming to the offsite?" the bot, seeing only the venue
chat, says it does not know. The label is a negation, "No". The one faulty call is `history.clear()`.

Expected: DeletionError at `langchain.chat_history.clear`: the memory (the history buffer) held the fact and that
call deleted all of it; nothing trimmed a window or overwrote a value. (A reader could also call a clear an
eviction, UpdateError/trimmed_from_window; an explicit wipe of the whole store is a deletion to me.)
"""
from __future__ import annotations

import asyncio

import common

NAME = "b2_langchain_clear"
common.setup(NAME, ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from opentelemetry import trace  # noqa: E402

history = InMemoryChatMessageHistory()
tracer = trace.get_tracer("offsite-bot")


def turn(user: str, ai: str) -> None:
    with tracer.start_as_current_span("turn"):
        history.add_user_message(user)
        history.add_ai_message(ai)


turn("Headcount for the offsite: Ana, Bilal, Chen and Tom so far.", "Four people, noted.")
turn("Actually Tom can't come to the offsite, he's on parental leave until June.",
     "Understood, I'll plan for Ana, Bilal and Chen then.")
with tracer.start_as_current_span("turn"):
    with common.fault():
        history.clear()  # "/new topic"
turn("Let's look at venues near Ghent with a meeting room for ten.", "Here are three venues near Ghent with rooms.")
turn("The second one, the converted brewery, looks good.", "The brewery has a room for twelve and a garden.")

QUESTION = "Is Tom coming to the offsite?"
with tracer.start_as_current_span("turn"):
    messages = asyncio.run(history.aget_messages())
    assert not any("Tom" in m.content for m in messages), "scenario check: the clear wiped the Tom message"
    actual = common.answer(QUESTION, [f"{m.type}: {m.content}" for m in messages],
                           mock="I don't know whether Tom is coming; the conversation doesn't mention him.")
common.finish(QUESTION, "No", actual)
