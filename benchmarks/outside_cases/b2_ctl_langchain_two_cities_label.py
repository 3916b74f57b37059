"""Control (no fault): LangChain chat history holds both cities; the answer names both; the LABEL names a wrong one.

App: a travel-journal chat over `InMemoryChatMessageHistory`, one root span per turn (OpenTelemetry tracer); the
answer reads `await history.aget_messages()` (no trimming) and calls litellm.

The user said they went to Kyoto and then Osaka in April; the answer says "Kyoto and Osaka". The gold label says
"Kyoto and Nara": one part is right, the other (Nara) was never mentioned. No operation is at fault.

Expected: AnnotationError (the expected answer, as a whole, is in no input).
"""
from __future__ import annotations

import asyncio

import common

NAME = "b2_ctl_langchain_two_cities_label"
common.setup(NAME, ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from opentelemetry import trace  # noqa: E402

history = InMemoryChatMessageHistory()
tracer = trace.get_tracer("journal-bot")
for user, ai in [
    ("In April I spent a week in Kyoto for the cherry blossoms.", "That sounds lovely. Where did you go next?"),
    ("Then three days in Osaka, mostly eating street food in Dotonbori.", "Takoyaki in Dotonbori is a classic."),
    ("Next year I want to see Hokkaido in winter.", "Sapporo's snow festival is in February."),
]:
    with tracer.start_as_current_span("turn"):
        history.add_user_message(user)
        history.add_ai_message(ai)

QUESTION = "Which two cities did I visit in Japan in April?"
with tracer.start_as_current_span("turn"):
    messages = asyncio.run(history.aget_messages())
    actual = common.answer(QUESTION, [f"{m.type}: {m.content}" for m in messages],
                           mock="You visited Kyoto and Osaka.")
common.finish(QUESTION, "Kyoto and Nara", actual)
