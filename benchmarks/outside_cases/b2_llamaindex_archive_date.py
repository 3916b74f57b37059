"""LlamaIndex `Memory` with a small token budget and NO memory blocks: the queue overflow is archived, nowhere kept.

App: a trip-planning chat assistant. Every chat turn is `memory.put(...)`; each answer turn (one root span per turn,
opened with an OpenTelemetry tracer) is `memory.get(input=question)` -> litellm answer. The developer set
`token_limit=120` to keep prompts short but configured no memory block (no transcript/fact block), so when the queue
overflows the oldest messages are archived out of the active window and never come back.

Fault: the put of the 5th message overflows the window; the flush takes the first user message ("My sister's
wedding is on the 3rd of May ...") out of the active queue into the archive. Later the user asks for the wedding date
("May 3" in the label, "the 3rd of May" in the chat, a different date format) and the model, seeing only the recent
window, says it does not know.

Expected: UpdateError at that put's archive step (`llamaindex.memory.archive`, a child of the put): the fact was held
in memory (the short-term queue) and a later memory operation (the overflow eviction) removed it; a careful human
would say "the window dropped it", i.e. the long-context eviction, subtype trimmed_from_window.
"""
from __future__ import annotations

import common

NAME = "b2_llamaindex_archive_date"
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
    ("assistant", "Evening flights usually leave around seven and land a little after eight in Dublin."),
    ("user", "Perfect. I also need a hotel close to the venue in Howth, ideally with a sea view."),
    ("assistant", "Howth has a few small hotels on the harbour; I can shortlist three with sea views."),
    ("user", "Yes please, and keep it under two hundred euros a night if you can."),
    ("assistant", "Understood, I will keep the shortlist under two hundred euros per night."),
]
FAULTY_PUT = 4  # index in CHAT of the put whose overflow flush archives the wedding message (found by a dry run)

memory = Memory.from_defaults(session_id="trip-dublin", token_limit=120, chat_history_token_ratio=0.7,
                              token_flush_size=40)
for i, (role, text) in enumerate(CHAT):
    msg = ChatMessage(role=role, content=text)
    if i == FAULTY_PUT:
        with common.fault():
            memory.put(msg)
    else:
        memory.put(msg)

QUESTION = "What date is my sister's wedding?"
with trace.get_tracer("trip-app").start_as_current_span("answer_turn"):
    context = memory.get(input=QUESTION)
    lines = [f"{m.role.value}: {m.content}" for m in context if m.content]
    assert not any("3rd of May" in x for x in lines), "scenario check: the window should have lost the date"
    actual = common.answer(QUESTION, lines,
                           mock="I don't know — the date of your sister's wedding isn't in our chat.")
common.finish(QUESTION, "May 3", actual)
