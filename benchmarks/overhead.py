"""Overhead of the manual API: one operation with three variables (a query, a record read, an output), N times.

Configurations, each in a fresh process, rounds interleaved, spans encoded to OTLP protobuf and flushed inside the
timed region by one shared discarding exporter (benchmarks/_otlp_harness.py):
  none           the application's call without tracing (a plain function call)
  otel-span      a bare OpenTelemetry span with the same attributes and three events: what plain tracing costs
  memtrace-off   ``memtrace_otel.operation`` with content capture off
  memtrace-on    the same with content capture on
Prints µs added per operation over no instrumentation and memtrace / bare span (what the memtrace bookkeeping
— versions, hashes, lineage, mirrors — adds on top of plain tracing). A second table gives what users pay when
tracing is off: the block under ``suppress_instrumentation``, under a NoOp tracer provider, and a wrapped library
method with tracing off, against a plain call (CPU time of the calling thread, best of 5, no spans recorded).

    python benchmarks/overhead.py [--ops 20000] [--rounds 3]
    python benchmarks/overhead.py --quick
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _otlp_harness as h  # noqa: E402

QUERY = "where does alice live"
RECORD = "alice lives in berlin"
BARE = "otel-span"


def memtrace_op() -> None:
    from memtrace_otel import operation

    with operation("retrieve", "bench.search", system="bench", operation_name="search_memory", store_id="kb",
                   user_id="alice") as op:
        op.input("q:1", QUERY, kind="query", relation="derived_from")
        op.input("rec-1", RECORD, kind="memory_record", rank=0, score=0.9)
        op.output("set:1", RECORD, kind="retrieved_set")


def bare_span_fn(tracer):
    from memtrace_otel import semconv as sc

    def bare_span(i) -> None:
        attrs = {sc.MEMTRACE_OP_KIND: "retrieve", sc.MEMTRACE_OP_NAME: "bench.search",
                 sc.MEMTRACE_OP_STAGE: "retrieval", sc.MEMTRACE_OP_SEQ: 1, sc.MEMTRACE_OP_PROCESS: "p",
                 sc.GEN_AI_OPERATION_NAME: "search_memory", sc.MEMTRACE_OP_SYSTEM: "bench",
                 sc.GEN_AI_MEMORY_STORE_ID: "kb", sc.MEMTRACE_SCOPE_USER_ID: "alice",
                 sc.MEMTRACE_SCOPE_KEY: "user=alice", sc.MEMTRACE_CONTENT_CAPTURED: False}
        with tracer.start_as_current_span("search_memory", attributes=attrs) as span:
            for var_id, kind in (("q:1", "query"), ("rec-1", "memory_record"), ("set:1", "retrieved_set")):
                span.add_event(sc.VARIABLE_EVENT, {sc.VAR_ID: var_id, sc.VAR_KIND: kind, sc.VAR_ROLE: "input",
                                                   sc.VAR_VERSION: 1, sc.VAR_HASH: "sha256:0123456789abcdef"})
            span.set_attribute(sc.MEMTRACE_INPUTS, ["q:1@1", "rec-1@1"])
            span.set_attribute(sc.MEMTRACE_OUTPUTS, ["set:1@1"])

    return bare_span


def plain_call(i=None) -> int:
    return 1


class Store:
    def search(self, query):
        return query


def best_ns(fn, n: int, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.thread_time_ns()
        for _ in range(n):
            fn()
        best = min(best, (time.thread_time_ns() - t0) / n)
    return best


def tracing_off(n: int) -> dict[str, float]:
    from opentelemetry import trace
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    from memtrace_otel import api, operation
    from memtrace_otel.instrumentations.base import operation_wrapper

    pipe = h.make_pipeline()
    api.set_tracer_provider(pipe.provider)

    def suppressed():
        with suppress_instrumentation():
            memtrace_op()

    def suppression_only():
        with suppress_instrumentation():
            plain_call()

    out = {"suppressed block (minus the suppression itself)": best_ns(suppressed, n) - best_ns(suppression_only, n)}
    api.set_tracer_provider(trace.NoOpTracerProvider())
    out["NoOp tracer provider"] = best_ns(memtrace_op, n)
    wrapper = operation_wrapper(lambda inst, args, kwargs: operation("retrieve", "bench.wrapped"))
    store = Store()
    out["wrapped method, tracing off"] = best_ns(lambda: wrapper(store.search, store, ("q",), {}), n)
    out["direct method call"] = best_ns(lambda: store.search("q"), n)
    out["plain function call"] = best_ns(plain_call, n)
    api.set_tracer_provider(None)
    pipe.provider.shutdown()
    return out


def child(config: str, args) -> None:
    if config == "tracing-off":
        h.child_print({"tracing-off": tracing_off(args.ops)})
        return
    pipe = None if config == h.NONE else h.make_pipeline()
    call = plain_call
    if config == BARE:
        call = bare_span_fn(pipe.provider.get_tracer("bench"))
    elif config in (h.MT_OFF, h.MT_ON):
        from memtrace_otel import api, config as mt_config

        api.set_tracer_provider(pipe.provider)
        mt_config.configure(capture_content=config == h.MT_ON)
        call = lambda i: memtrace_op()  # noqa: E731
    result = {"manual operation, 3 variables": h.measure(pipe, call, args.ops, warmup=200)}
    if pipe is not None:
        pipe.provider.shutdown()
    h.child_print(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="CI smoke: 1 round of 1000 operations")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args)
        return
    if args.quick:
        args.rounds, args.ops = 1, 1000
    print(f"manual API: {args.ops} operations per round, {args.rounds} interleaved rounds, one process per "
          f"configuration; python {sys.version.split()[0]}")
    res = h.run_interleaved(__file__, [h.NONE, BARE, h.MT_OFF, h.MT_ON], args.rounds, ["--ops", str(args.ops)],
                            "manual API")
    runs = res.data["manual operation, 3 variables"]
    bare = statistics.median(r["seconds"] for r in runs[BARE])
    res.notes.append("  memtrace / bare OTel span (same attributes + 3 events): " + ", ".join(
        f"{c} {statistics.median(r['seconds'] for r in runs[c]) / bare:.2f}" for c in (h.MT_OFF, h.MT_ON)))
    print()
    print(h.format_table(res, "manual API (µs added per operation over a plain call):", added_us=True), flush=True)
    off = h.run_interleaved(__file__, ["tracing-off"], 1, ["--ops", str(args.ops)], "tracing off").data
    values = off["tracing-off"]["tracing-off"][0]
    print()
    print("tracing off (thread CPU ns per call, best of 5):")
    for name, ns in values.items():
        print(f"  {name:<50} {ns:9.0f} ns")
    plain = values["plain function call"]
    print(f"  ratios: suppressed / plain call {values['suppressed block (minus the suppression itself)'] / plain:.2f}, "
          f"NoOp provider / plain call {values['NoOp tracer provider'] / plain:.2f}, "
          f"wrapped off / direct call {values['wrapped method, tracing off'] / values['direct method call']:.2f}")


if __name__ == "__main__":
    main()
