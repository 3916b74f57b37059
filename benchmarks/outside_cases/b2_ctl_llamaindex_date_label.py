"""Control (no fault): LlamaIndex `Memory` holds the wedding date; the model restates it; the LABEL is wrong.

App: the trip-planning assistant of b2_llamaindex_archive_date, but with the default token budget (nothing leaves
the queue). One root span per answer turn (OpenTelemetry tracer) around `memory.get()` and the litellm answer.

The user said the wedding is "on the 3rd of May"; the answer says "the 3rd of May", which is right. The gold label
was mistyped as "13 May". No memory operation and no model call is at fault.

Expected: AnnotationError (the expected answer appears in no input).
"""
from __future__ import annotations

import common

NAME = "b2_ctl_llamaindex_date_label"
common.setup(NAME, ["llamaindex_memory", "litellm"])

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402
from opentelemetry import trace  # noqa: E402

CHAT = [
    ("user", "My sister's wedding is on the 3rd of May, so I need to fly to Dublin the day before."),
    ("assistant", "Noted. Do you want me to look at flights from Manchester or Liverpool?"),
    ("user", "Manchester is easier for me, I can get the train there in forty minutes."),
    ("assistant", "There are morning and evening flights from Manchester to Dublin most days of the week."),
    ("user", "Evening works better, I have a client call in the morning that I cannot move."),
]
memory = Memory.from_defaults(session_id="trip-dublin")
for role, text in CHAT:
    memory.put(ChatMessage(role=role, content=text))

QUESTION = "What date is my sister's wedding?"
with trace.get_tracer("trip-app").start_as_current_span("answer_turn"):
    context = memory.get(input=QUESTION)
    lines = [f"{m.role.value}: {m.content}" for m in context if m.content]
    actual = common.answer(QUESTION, lines, mock="Your sister's wedding is on the 3rd of May.")
common.finish(QUESTION, "13 May", actual)
