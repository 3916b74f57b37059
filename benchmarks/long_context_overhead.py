"""Overhead of the long-context / store instrumentations per call: LangGraph ``InMemoryStore.put/get/search``,
LangChain ``InMemoryChatMessageHistory.add_message`` (on a history already holding ``--history`` messages) and
``trim_messages``, LlamaIndex ``Memory.put``. Each is timed bare, instrumented with a real SDK provider exporting to
nowhere (capture off), and instrumented with capture on. Prints microseconds per call and the ratio to bare.

    python benchmarks/long_context_overhead.py
    python benchmarks/long_context_overhead.py --calls 2000 --history 1000
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult  # noqa: E402

from memtrace_otel import api, config, lineage  # noqa: E402
from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor  # noqa: E402
from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor  # noqa: E402
from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor  # noqa: E402


class Discard(SpanExporter):
    def export(self, spans):
        return SpanExportResult.SUCCESS


def per_call_us(fn: Callable[[int], None], calls: int) -> float:
    fn(-1)  # warm-up
    start = time.perf_counter()
    for i in range(calls):
        fn(i)
    return (time.perf_counter() - start) / calls * 1e6


def cases(history_size: int):
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import AIMessage, HumanMessage
    import langchain_core.messages.utils as lc_utils  # the module attribute is looked up per call (wrapped or not)
    from langgraph.store.memory import InMemoryStore
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory

    store = InMemoryStore()
    ns = ("memories", "bench")
    store.put(ns, "fixed", {"text": "a stored memory about tea"})
    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage(f"message {i} about the weather") for i in range(history_size)])
    window = [HumanMessage(f"message {i} with some words in it") if i % 2 else AIMessage(f"reply {i} words")
              for i in range(40)]
    memory = Memory.from_defaults(session_id="bench", token_limit=100_000)

    def words(messages):
        return sum(len(str(m.content).split()) for m in messages)

    return {
        "langgraph put": lambda i: store.put(ns, f"k{i % 50}", {"text": f"memory {i}"}),
        "langgraph get": lambda i: store.get(ns, "fixed"),
        "langgraph search (no index)": lambda i: store.search(ns, limit=5),
        f"langchain add_message (history {history_size})": lambda i: (
            history.add_message(HumanMessage(f"new {i}")), history.messages.pop()),
        "langchain trim_messages (40 msgs)": lambda i: lc_utils.trim_messages(
            window, max_tokens=60, token_counter=words, strategy="last"),
        "llamaindex Memory.put": lambda i: memory.put(ChatMessage(role="user", content=f"hello {i}")),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--history", type=int, default=200)
    args = parser.parse_args()

    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(Discard()))
    api.set_tracer_provider(provider)
    instrumentors = [LangGraphStoreInstrumentor(), ChatHistoryInstrumentor(), LlamaIndexMemoryInstrumentor()]

    results: dict[str, list[float]] = {}
    for mode in ("bare", "traced", "traced+content"):
        if mode != "bare":
            config.configure(capture_content=mode == "traced+content")
            for inst in instrumentors:
                if not inst.is_instrumented_by_opentelemetry:
                    inst.instrument(tracer_provider=provider)
        lineage.REGISTRY.clear()
        for name, fn in cases(args.history).items():
            n = max(20, args.calls // 10) if name.startswith("llamaindex") else args.calls  # SQLite round trips
            results.setdefault(name, []).append(per_call_us(fn, n))
    for inst in instrumentors:
        inst.uninstrument()

    print(f"{'call':45s} {'bare us':>10s} {'traced':>10s} {'ratio':>7s} {'+content':>10s} {'ratio':>7s}")
    for name, (bare, traced, content) in results.items():
        print(f"{name:45s} {bare:10.1f} {traced:10.1f} {traced / bare:7.2f} {content:10.1f} {content / bare:7.2f}")


if __name__ == "__main__":
    main()
