"""LangGraph `InMemoryStore` with a semantic index: a counting question over three notes, search limit=3.

App: a habit-tracking assistant. Each diary note is `store.put(("diary", user), key, {"text": ...})` on a store
built with `index=offline.langgraph_index(fields=["text"])`. Each question is one root span per turn (an
OpenTelemetry tracer opens "turn" around `store.search(...)` and the litellm answer). The developer passes
`limit=3` to keep prompts small.

Fault: the user went climbing three times this week, one note each; "How many times did I go climbing this week?"
needs all three, but `store.search(..., limit=3)` returns two of them (the third hit is an unrelated note that
shares the word "week"), so the model counts two. The one faulty call is that search.

Expected: RetrievalError at `langgraph.store.search`: all three notes were in the store at answer time, the search's
top-k cut one (ranked_below_top_k). No write or delete touched them.
"""
from __future__ import annotations

import common

NAME = "b2_langgraph_search_count"
common.setup(NAME, ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402
from opentelemetry import trace  # noqa: E402

from memtrace_otel import offline  # noqa: E402

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
ns = ("diary", "kofi")
NOTES = {
    "mon": "Monday: went climbing at the Arch bouldering wall after work.",
    "mon-food": "Monday: cooked jollof rice for the week.",
    "tue": "Tuesday: long call with my landlord about the broken heater.",
    "wed": "Wednesday: climbing session at the Arch, finally sent the blue V4.",
    "thu": "Thursday: went climbing with Sam at the Arch, my fingers are sore.",
    "fri": "Friday: dinner at Abena's place, she showed me her new bike.",
}
for key, text in NOTES.items():
    store.put(ns, key, {"text": text})

QUESTION = "How many times did I go climbing this week?"
with trace.get_tracer("habit-app").start_as_current_span("turn"):
    with common.fault():
        hits = store.search(ns, query=QUESTION, limit=3)
    texts = [h.value["text"] for h in hits]
    assert sum("climb" in t for t in texts) == 2, "scenario check: two of the three climbing notes reach the prompt"
    actual = common.answer(QUESTION, texts, mock="You went climbing twice this week, on Monday and Thursday.")
common.finish(QUESTION, "Three times", actual)
