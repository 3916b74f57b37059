"""LangMem `MemoryStoreManager` over a LangGraph store: the extraction's tool calls leave out the dentist appointment.

App: a personal assistant that keeps long-term memories with LangMem: after a conversation it runs
`manager.invoke({"messages": ...})` (`create_memory_store_manager(model, namespace=("memories", user), store=...)`
over an `InMemoryStore` with memtrace's offline index); questions are answered from
`store.search(("memories", user), query=..., limit=5)` + litellm. Script style: each call is its own trace. The
memory model is a scripted LangChain chat model that returns the tool calls a provider would (offline stand-in for
ChatOpenAI): it is what decides which memories are written.

Fault: on Friday 6 June 2025 the user says their dentist appointment is "in two weeks" and that they switched gyms;
the extraction model writes memories for the gym and the running plan only. Later, asked "When is my dentist
appointment?", the search finds nothing about a dentist. The label is the resolved date, "Friday 20 June 2025". The
one faulty call is that `manager.invoke` (whose extraction step is `langmem.extract`).

Expected: ExtractionError at `langmem.extract`: the fact was in the conversation given to the memory manager and
never reached any memory (omitted_at_extraction); the search and the answer could not have found it.
"""
from __future__ import annotations

import common

NAME = "b2_langmem_extract_omit"
common.setup(NAME, ["langmem", "langgraph_store", "litellm"])

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel  # noqa: E402
from langchain_core.messages import AIMessage  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402


class ScriptedToolModel(GenericFakeChatModel):
    """Returns the scripted replies in order; accepts the tools LangMem binds (a provider model would use them)."""

    def bind_tools(self, tools, **kwargs):
        return self


def memory_call(*contents: str) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": "Memory", "args": {"content": c}, "id": f"call_{i}"}
                                             for i, c in enumerate(contents)])


extraction_model = ScriptedToolModel(messages=iter([
    memory_call("Lucia switched her gym membership to the gym on Calle Mayor (from June 2025).",
                "Lucia is training for a 10 km race and runs three times a week."),
]))
store = InMemoryStore(index=offline.langgraph_index())
manager = create_memory_store_manager(extraction_model, namespace=("memories", "lucia"), store=store)

CONVERSATION = [
    {"role": "user", "content": "[Fri 6 June 2025] Quick admin: my dentist appointment is in two weeks, same time as "
                                "last time."},
    {"role": "assistant", "content": "Noted. Anything else?"},
    {"role": "user", "content": "I switched my gym to the one on Calle Mayor, it's closer to work."},
    {"role": "user", "content": "I'm training for a 10 km race, running three times a week."},
]
with common.fault():
    manager.invoke({"messages": CONVERSATION})

QUESTION = "When is my dentist appointment?"
hits = store.search(("memories", "lucia"), query=QUESTION, limit=5)
texts = [h.value["content"]["content"] for h in hits]
assert not any("dentist" in t for t in texts), "scenario check: no dentist memory exists"
actual = common.answer(QUESTION, texts, mock="I don't have a dentist appointment saved for you.")
common.finish(QUESTION, "Friday 20 June 2025", actual)
