"""Overhead of the long-context / store instrumentations in µs added per call: LangGraph ``InMemoryStore.put`` /
``search``, LangChain ``InMemoryChatMessageHistory.add_message`` (on a history already holding ``--history``
messages), LlamaIndex ``Memory.put``. No instrumentation vs memtrace with content capture off and on, each
configuration in a fresh process, rounds interleaved, every span encoded to OTLP protobuf and flushed inside the
timed region by one shared discarding exporter (benchmarks/_otlp_harness.py). No peer: OpenLLMetry has no
instrumentation of these memory calls (its LangChain one traces chains and LLM calls), so that column is empty.

    python benchmarks/long_context_overhead.py
    python benchmarks/long_context_overhead.py --calls 2000 --history 1000 --rounds 5
    python benchmarks/long_context_overhead.py --quick
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _otlp_harness as h  # noqa: E402

warnings.filterwarnings("ignore", message=".*InMemoryChatMessageHistory.*deprecated")


def workloads(history_size: int, calls: int):
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import HumanMessage
    from langgraph.store.memory import InMemoryStore
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory

    store = InMemoryStore()
    ns = ("memories", "bench")
    for k in range(50):
        store.put(ns, f"k{k}", {"text": f"a stored memory {k} about tea"})
    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage(f"message {i} about the weather") for i in range(history_size)])
    memory = Memory.from_defaults(session_id="bench", token_limit=100_000)

    def add_message(i):
        history.add_message(HumanMessage(f"new {i}"))
        history.messages.pop()  # keep the history at its size (not timed apart: list.pop is ~50 ns)

    return {
        "langgraph put": (lambda i: store.put(ns, f"k{i % 50}", {"text": f"memory {i}"}), calls),
        "langgraph search (limit 5, no index)": (lambda i: store.search(ns, limit=5), calls),
        f"langchain add_message (history {history_size})": (add_message, calls),
        "llamaindex Memory.put": (lambda i: memory.put(ChatMessage(role="user", content=f"hello {i}")),
                                  max(20, calls // 10)),  # SQLite round trips
    }


def child(config: str, args) -> None:
    work = workloads(args.history, args.calls)  # built before instrumenting (objects an app already holds)
    pipe = None if config == h.NONE else h.make_pipeline()
    insts = []
    if config in (h.MT_OFF, h.MT_ON):
        from memtrace_otel import api, config as mt_config, lineage
        from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor
        from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor
        from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor

        api.set_tracer_provider(pipe.provider)
        mt_config.configure(capture_content=config == h.MT_ON)
        lineage.REGISTRY.clear()
        insts = [LangGraphStoreInstrumentor(), ChatHistoryInstrumentor(), LlamaIndexMemoryInstrumentor()]
        for inst in insts:
            inst.instrument(tracer_provider=pipe.provider)
    result = {name: h.measure(pipe, call, n, warmup=20) for name, (call, n) in work.items()}
    for inst in insts:
        inst.uninstrument()
    if pipe is not None:
        pipe.provider.shutdown()
    h.child_print(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--history", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="CI smoke: 1 round, 100 calls")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args)
        return
    if args.quick:
        args.rounds, args.calls = 1, 100
    print(f"long-context memory calls: {args.calls} calls per workload per round (LlamaIndex: {max(20, args.calls // 10)}),"
          f" {args.rounds} interleaved rounds, one process per configuration; python {sys.version.split()[0]}")
    print("cells: µs added per call over no instrumentation (median of rounds) and the ratio; spans encoded to OTLP "
          "protobuf and flushed inside the timed region")
    res = h.run_interleaved(__file__, h.with_base([h.NONE, h.MT_OFF, h.MT_ON]), args.rounds,
                            ["--calls", str(args.calls), "--history", str(args.history)], "long-context")
    res.notes.append("  no peer column: OpenLLMetry does not instrument these memory calls")
    print()
    print(h.format_table(res, "long-context memory:", added_us=True), flush=True)


if __name__ == "__main__":
    main()
