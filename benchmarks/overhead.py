"""Overhead of the manual API: one operation with three variables (a query, a record read, an output), N times.

    python benchmarks/overhead.py [N]

Prints the cost per operation and two ratios:
  * instrumented / bare span: memtrace (recording, SDK provider, batch processor with a no-op exporter) against a
    bare OpenTelemetry span with the same attributes and three events, i.e. what the memtrace bookkeeping (versions,
    hashes, lineage, mirrors) adds on top of plain tracing;
  * disabled / bare call: the same block with instrumentation suppressed, or with a NoOp tracer provider, and a
    wrapped library method with tracing off, against a plain function call, i.e. what users pay when tracing is off.
Timings are the best of 5 rounds of the calling thread's CPU time; they vary by machine, compare the ratios.
"""

from __future__ import annotations

import sys
import time

from opentelemetry import trace
from opentelemetry.instrumentation.utils import suppress_instrumentation
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

from memtrace_otel import api, operation
from memtrace_otel import semconv as sc
from memtrace_otel.instrumentations.base import operation_wrapper

QUERY = "where does alice live"
RECORD = "alice lives in berlin"


class NoopExporter(SpanExporter):
    def export(self, spans):
        return SpanExportResult.SUCCESS


def memtrace_op() -> None:
    with operation("retrieve", "bench.search", system="bench", operation_name="search_memory", store_id="kb",
                   user_id="alice") as op:
        op.input("q:1", QUERY, kind="query", relation="derived_from")
        op.input("rec-1", RECORD, kind="memory_record", rank=0, score=0.9)
        op.output("set:1", RECORD, kind="retrieved_set")


def bare_span(tracer) -> None:
    attrs = {sc.MEMTRACE_OP_KIND: "retrieve", sc.MEMTRACE_OP_NAME: "bench.search", sc.MEMTRACE_OP_STAGE: "retrieval",
             sc.MEMTRACE_OP_SEQ: 1, sc.MEMTRACE_OP_PROCESS: "p", sc.GEN_AI_OPERATION_NAME: "search_memory",
             sc.MEMTRACE_OP_SYSTEM: "bench", sc.GEN_AI_MEMORY_STORE_ID: "kb", sc.MEMTRACE_SCOPE_USER_ID: "alice",
             sc.MEMTRACE_SCOPE_KEY: "user=alice", sc.MEMTRACE_CONTENT_CAPTURED: False}
    with tracer.start_as_current_span("search_memory", attributes=attrs) as span:
        for var_id, kind in (("q:1", "query"), ("rec-1", "memory_record"), ("set:1", "retrieved_set")):
            span.add_event(sc.VARIABLE_EVENT, {sc.VAR_ID: var_id, sc.VAR_KIND: kind, sc.VAR_ROLE: "input",
                                               sc.VAR_VERSION: 1, sc.VAR_HASH: "sha256:0123456789abcdef"})
        span.set_attribute(sc.MEMTRACE_INPUTS, ["q:1@1", "rec-1@1"])
        span.set_attribute(sc.MEMTRACE_OUTPUTS, ["set:1@1"])


def plain_call() -> int:
    return 1


class Store:
    def search(self, query):
        return query


def best_ns(fn, n: int, repeat: int = 5) -> float:
    # CPU time of this thread: stable on a busy machine; the batch processor's export thread is not counted
    # (its exporter does nothing here), so this is the cost paid on the application's own thread.
    best = float("inf")
    for _ in range(repeat):
        t0 = time.thread_time_ns()
        for _ in range(n):
            fn()
        best = min(best, (time.thread_time_ns() - t0) / n)
    return best


def main(n: int) -> None:
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(NoopExporter(), max_queue_size=1 << 16))
    bare_tracer = provider.get_tracer("bench")

    api.set_tracer_provider(provider)
    instrumented = best_ns(memtrace_op, n)
    bare = best_ns(lambda: bare_span(bare_tracer), n)

    def suppressed():
        with suppress_instrumentation():
            memtrace_op()

    def suppression_only():
        with suppress_instrumentation():
            plain_call()

    suppressed_ns = best_ns(suppressed, n) - best_ns(suppression_only, n)  # the block's own cost under suppression
    api.set_tracer_provider(trace.NoOpTracerProvider())
    noop = best_ns(memtrace_op, n)
    wrapper = operation_wrapper(lambda inst, args, kwargs: operation("retrieve", "bench.wrapped"))
    store = Store()
    wrapped_call = best_ns(lambda: wrapper(store.search, store, ("q",), {}), n)
    direct_call = best_ns(lambda: store.search("q"), n)
    plain = best_ns(plain_call, n)
    api.set_tracer_provider(None)
    provider.shutdown()

    print(f"manual-API operation with 3 variables, N={n}, best of 5 rounds (thread CPU ns per operation)")
    print(f"  instrumented (recording, batch + no-op exporter): {instrumented:9.0f} ns")
    print(f"  bare OTel span, same attributes + 3 events:      {bare:9.0f} ns")
    print(f"  suppressed (suppress_instrumentation):           {suppressed_ns:9.0f} ns")
    print(f"  NoOp tracer provider:                            {noop:9.0f} ns")
    print(f"  wrapped method, tracing off / direct call:       {wrapped_call:9.0f} / {direct_call:.0f} ns")
    print(f"  bare function call:                              {plain:9.0f} ns")
    print("ratios")
    print(f"  instrumented / bare span           = {instrumented / bare:6.2f}")
    print(f"  suppressed / bare function call    = {suppressed_ns / plain:6.2f}")
    print(f"  NoOp provider / bare function call = {noop / plain:6.2f}")
    print(f"  wrapped off / direct method call   = {wrapped_call / direct_call:6.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20000)
