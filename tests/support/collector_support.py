"""Shared pieces of the collector tests: start collectors on free loopback ports, emit memory spans with the real
OpenTelemetry SDK, and hand-build OTLP requests for bad-input tests."""

from __future__ import annotations

import os
import re
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

from memtrace_otel import semconv as sc
from memtrace_otel.collector import Collector, default_config
from memtrace_otel.collector.config import (
    ExporterConfig,
    GraphProcessorConfig,
    GrpcReceiverConfig,
    HttpReceiverConfig,
    RetryConfig,
    StoreConfig,
)

FAST_RETRY = RetryConfig(initial_interval=0.05, randomization_factor=0.0, multiplier=2.0, max_interval=0.2)


def make_collector(tmp_path: Path, name: str = "collector", *, exporters: list[ExporterConfig] | None = None,
                   http: HttpReceiverConfig | None | bool = True, grpc: GrpcReceiverConfig | None | bool = True,
                   decision_wait: float = 0.0, attribution: str = "none", synchronous: str = "normal",
                   **kwargs: Any) -> Collector:
    config = default_config(
        http=HttpReceiverConfig(endpoint="127.0.0.1:0") if http is True else (http or None),
        grpc=GrpcReceiverConfig(endpoint="127.0.0.1:0") if grpc is True else (grpc or None),
        store=StoreConfig(path=str(tmp_path / f"{name}.db"), synchronous=synchronous),
        graph=GraphProcessorConfig(decision_wait=decision_wait, attribution=attribution, poll_interval=0.05),
        exporters=exporters or [],
    )
    return Collector(config, **kwargs)


def http_exporter_to(collector: Collector, name: str = "otlphttp/next") -> ExporterConfig:
    return ExporterConfig(name=name, type="otlphttp", endpoint=collector.http_url, timeout=2.0,
                          retry_on_failure=FAST_RETRY)


def grpc_exporter_to(port: int, name: str = "otlp/next") -> ExporterConfig:
    return ExporterConfig(name=name, type="otlp", endpoint=f"127.0.0.1:{port}", timeout=2.0,
                          retry_on_failure=FAST_RETRY)


def wait_for(predicate: Callable[[], bool], timeout: float = 15.0, interval: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()


def provider_for(exporter: Any, service: str = "collector-test") -> TracerProvider:
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider


def hex_trace(span: Any) -> str:
    return format(span.get_span_context().trace_id, "032x")


def hex_span(span: Any) -> str:
    return format(span.get_span_context().span_id, "016x")


def _var(span: Any, var_id: str, role: str, version: int, kind: str = "memory_record", **extra: Any) -> None:
    attrs = {sc.VAR_ID: var_id, sc.VAR_ROLE: role, sc.VAR_VERSION: version, sc.VAR_KIND: kind,
             sc.VAR_HASH: "sha256:" + format(abs(hash((var_id, version))) % (1 << 64), "016x")}
    attrs.update(extra)
    span.add_event(sc.VARIABLE_EVENT, attrs)


def emit_memory_story(provider: TracerProvider, record_id: str = "mem0:rec-1", case_id: str = "case-1",
                      failed: bool = True, scope: str = "user=alice") -> dict[str, str]:
    """Three traces: write v1 of a record, update it to v2, then retrieve + answer + a judged outcome, in memory
    scope ``scope``.

    Returns the trace/span ids of interest."""
    tracer = provider.get_tracer("collector-test")
    ids: dict[str, str] = {}
    with tracer.start_as_current_span("mem0.add", attributes={sc.MEMTRACE_OP_KIND: sc.KIND_WRITE,
                                                              sc.MEMTRACE_OP_SEQ: 1, sc.MEMTRACE_OP_PROCESS: "p1",
                                                              sc.MEMTRACE_SCOPE_KEY: scope}) as s:
        _var(s, record_id, "output", 1, **{sc.VAR_CHANGE: sc.CHANGE_CREATE})
        ids["write_trace"], ids["write_span"] = hex_trace(s), hex_span(s)
    with tracer.start_as_current_span("mem0.update", attributes={sc.MEMTRACE_OP_KIND: sc.KIND_UPDATE,
                                                                 sc.MEMTRACE_OP_SEQ: 2, sc.MEMTRACE_OP_PROCESS: "p1",
                                                                 sc.MEMTRACE_SCOPE_KEY: scope}) as s:
        _var(s, record_id, "input", 1, **{sc.VAR_RELATION: sc.REL_UPDATES})
        _var(s, record_id, "output", 2, **{sc.VAR_CHANGE: sc.CHANGE_UPDATE})
        ids["update_trace"], ids["update_span"] = hex_trace(s), hex_span(s)
    with tracer.start_as_current_span("qa.turn", attributes={sc.MEMTRACE_OP_KIND: sc.KIND_GENERATE,
                                                             sc.MEMTRACE_OP_SEQ: 3, sc.MEMTRACE_OP_PROCESS: "p1",
                                                             sc.MEMTRACE_SCOPE_KEY: scope}) as answer:
        with tracer.start_as_current_span("mem0.search", attributes={sc.MEMTRACE_OP_KIND: sc.KIND_RETRIEVE,
                                                                     sc.MEMTRACE_OP_SEQ: 4,
                                                                     sc.MEMTRACE_OP_PROCESS: "p1"}) as r:
            _var(r, record_id, "input", 2, **{sc.VAR_RELATION: sc.REL_READS, sc.VAR_RANK: 0})
        answer_var = f"answer:{hex_span(answer)}"
        _var(answer, record_id, "input", 2, **{sc.VAR_RELATION: sc.REL_CONTEXT_OF})
        _var(answer, answer_var, "output", 1, kind="answer", **{sc.VAR_CHANGE: sc.CHANGE_DERIVE})
        status = sc.OUTCOME_FAILED if failed else sc.OUTCOME_CORRECT
        with tracer.start_as_current_span(sc.OUTCOME_SPAN_NAME, attributes={
                sc.MEMTRACE_OP_KIND: sc.KIND_JUDGE, sc.OUTCOME_STATUS: status, sc.OUTCOME_CASE_ID: case_id,
                sc.OUTCOME_ANSWER_TRACE_ID: hex_trace(answer), sc.OUTCOME_ANSWER_SPAN_ID: hex_span(answer),
                sc.OUTCOME_ANSWER_VAR: f"{answer_var}@1"}) as o:
            o.add_event(sc.GEN_AI_EVALUATION_RESULT_EVENT, {
                sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME,
                sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.0 if failed else 1.0,
                sc.GEN_AI_EVALUATION_SCORE_LABEL: status})
            ids["outcome_trace"], ids["outcome_span"] = hex_trace(o), hex_span(o)
        ids["answer_trace"], ids["answer_span"] = hex_trace(answer), hex_span(answer)
    return ids


# ------------------------------------------------------------------------------------------------ raw requests
def _kv(key: str, value: Any) -> KeyValue:
    if isinstance(value, str):
        return KeyValue(key=key, value=AnyValue(string_value=value))
    return KeyValue(key=key, value=AnyValue(int_value=int(value)))


def make_span(trace_byte: int, span_byte: int, name: str = "plain", **attrs: Any) -> Span:
    return Span(trace_id=bytes([trace_byte]) * 16 if trace_byte else b"", span_id=bytes([span_byte]) * 8
                if span_byte else b"", name=name, start_time_unix_nano=1_000 + span_byte,
                end_time_unix_nano=2_000 + span_byte, attributes=[_kv(k, v) for k, v in attrs.items()])


def make_request(spans: list[Span], service: str = "raw-client") -> ExportTraceServiceRequest:
    request = ExportTraceServiceRequest()
    rs = ResourceSpans()
    rs.resource.attributes.append(_kv("service.name", service))
    ss = ScopeSpans()
    ss.scope.name = "raw"
    ss.spans.extend(spans)
    rs.scope_spans.append(ss)
    request.resource_spans.append(rs)
    return request


def numbered_request(first: int, count: int, trace_byte: int = 7, name: str = "bulk") -> ExportTraceServiceRequest:
    """``count`` spans with distinct ids (span ids encode ``first + i``) in one trace."""
    spans = []
    for i in range(first, first + count):
        spans.append(Span(trace_id=bytes([trace_byte]) * 16, span_id=(i + 1).to_bytes(8, "big"), name=name,
                          start_time_unix_nano=1_000 + i, end_time_unix_nano=2_000 + i))
    return make_request(spans)


# ------------------------------------------------------------------------------------------------ TLS
def self_signed_cert(directory: Path) -> tuple[Path, Path] | None:
    """A throwaway certificate for 127.0.0.1/localhost, made with the openssl CLI (None if it is missing)."""
    openssl = shutil.which("openssl")
    if openssl is None:
        return None
    cert, key = directory / "server.crt", directory / "server.key"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
                   check=True, capture_output=True, timeout=60, env={**os.environ, "RANDFILE": str(directory / ".rnd")})
    return cert, key


def attribute_to_writers(graph: Any, outcome: Any) -> dict:
    """A small attribution callable for tests: names the ops that wrote the records the answer read."""
    answer = graph.operations[outcome.answer_op_id]
    read = [e.node_id for e in answer.inputs]
    writers = sorted({op.name for node in read for op in graph.writers(node)})
    return {"case_id": outcome.case_id, "answer_op_id": outcome.answer_op_id, "read": read, "writers": writers}


def spawn_collector(config_path) -> tuple[subprocess.Popen, str]:
    """`memtrace collector --config PATH` in its own process; returns it and its OTLP/HTTP traces URL once it prints
    that it listens."""
    proc = subprocess.Popen([sys.executable, "-m", "memtrace_otel.cli", "collector", "--config", str(config_path),
                             "--log-level", "WARNING"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 0.5)
        if ready:
            line = proc.stdout.readline()
            match = re.search(r"OTLP/HTTP (http://127\.0\.0\.1:\d+)/v1/traces", line)
            if match:
                return proc, match.group(1)
        if proc.poll() is not None:
            raise AssertionError(f"collector exited early: {proc.stderr.read()}")
    proc.kill()
    raise AssertionError("collector did not print its endpoint")
