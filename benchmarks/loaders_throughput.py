"""Trace loader throughput (spans/s) and memory, per format, as ratios against decoding protobuf in memory.

Real SDK spans shaped like memtrace ops (attributes, one variable event, a lineage link on every other span) are
encoded with the SDK's OTLP encoder into 512-span requests and written as: a Collector-style length-prefixed
protobuf stream, OTLP/JSON lines (our file exporter's format), one big OTLP/JSON document (a single resourceSpans
block) and its gzip. Each file is read with ``iter_spans``; peak Python memory is measured in a second pass with
tracemalloc (which slows parsing, so it is not timed).

    python benchmarks/loaders_throughput.py            # 20k spans
    python benchmarks/loaders_throughput.py --spans 100000
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from google.protobuf import json_format  # noqa: E402
from opentelemetry import trace  # noqa: E402
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans  # noqa: E402
from opentelemetry.sdk.resources import Resource  # noqa: E402
from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.graph.loaders import iter_spans, records_from_json, records_from_proto_bytes  # noqa: E402

BATCH = 512


def make_spans(n: int):
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "bench"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer(sc.TRACER_NAME)
    previous = None
    for i in range(n):
        links = []
        if previous is not None and i % 2:
            links = [trace.Link(previous, {sc.LINK_RELATION: sc.REL_READS, sc.LINK_VAR_VERSION: 1})]
        with tracer.start_as_current_span("mem0.add", links=links, attributes={
            sc.MEMTRACE_OP_KIND: sc.KIND_WRITE, sc.MEMTRACE_OP_NAME: "mem0.add", sc.MEMTRACE_OP_SEQ: i,
            sc.MEMTRACE_SCOPE_USER_ID: "alice", sc.MEMTRACE_OUTPUTS: (f"mem0:{i}@1",),
        }) as span:
            span.add_event(sc.VARIABLE_EVENT, {sc.VAR_ID: f"mem0:{i}", sc.VAR_KIND: "memory_record",
                                               sc.VAR_ROLE: "output", sc.VAR_VERSION: 1,
                                               sc.VAR_HASH: "sha256:0123456789abcdef"})
            previous = span.get_span_context()
    spans = exporter.get_finished_spans()
    provider.shutdown()
    return spans


def hex_ids(obj):
    import base64

    if isinstance(obj, dict):
        return {k: base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") else hex_ids(v)
                for k, v in obj.items()}
    if isinstance(obj, list):
        return [hex_ids(v) for v in obj]
    return obj


def write_files(spans, directory: Path) -> dict[str, Path]:
    requests = [encode_spans(spans[i:i + BATCH]) for i in range(0, len(spans), BATCH)]
    files = {"proto (collector framing)": directory / "spans.binpb",
             "otlp_jsonl": directory / "spans.jsonl",
             "otlp_json (one block)": directory / "spans.json",
             "otlp_json.gz": directory / "spans.json.gz"}
    with files["proto (collector framing)"].open("wb") as out:
        for request in requests:
            data = request.SerializeToString()
            out.write(len(data).to_bytes(4, "big") + data)
    docs = [hex_ids(json_format.MessageToDict(r, use_integers_for_enums=True)) for r in requests]
    with files["otlp_jsonl"].open("w") as out:
        for doc in docs:
            out.write(json.dumps(doc, separators=(",", ":")) + "\n")
    merged = docs[0]
    merged_spans = merged["resourceSpans"][0]["scopeSpans"][0]["spans"]
    for doc in docs[1:]:
        merged_spans.extend(doc["resourceSpans"][0]["scopeSpans"][0]["spans"])
    files["otlp_json (one block)"].write_text(json.dumps(merged, separators=(",", ":")))
    with files["otlp_json (one block)"].open("rb") as raw, gzip.open(files["otlp_json.gz"], "wb") as out:
        shutil.copyfileobj(raw, out)
    return files


def timed(fn):
    start = time.perf_counter()
    count = fn()
    return count, time.perf_counter() - start


def peak_of(fn) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, default=20_000)
    args = parser.parse_args()
    spans = make_spans(args.spans)
    blobs = [encode_spans(spans[i:i + BATCH]).SerializeToString() for i in range(0, len(spans), BATCH)]
    n, base_s = timed(lambda: sum(len(records_from_proto_bytes(b)) for b in blobs))
    base_rate = n / base_s
    print(f"{n} spans; baseline records_from_proto_bytes in memory: {base_rate:,.0f} spans/s")
    print(f"{'path':32} {'spans/s':>10} {'x baseline':>10} {'file MB':>8} {'peak/file':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        files = write_files(spans, Path(tmp))
        for name, path in files.items():
            count, seconds = timed(lambda p=path: sum(1 for _ in iter_spans(p)))
            assert count == n, (name, count)
            peak = peak_of(lambda p=path: sum(1 for _ in iter_spans(p)))
            size = path.stat().st_size
            print(f"{name:32} {count / seconds:>10,.0f} {count / seconds / base_rate:>10.2f} {size / 1e6:>8.1f} "
                  f"{peak / size:>9.3f}")
        doc_path = files["otlp_json (one block)"]
        count, seconds = timed(lambda: len(records_from_json(json.loads(doc_path.read_bytes()), "x")))
        peak = peak_of(lambda: len(records_from_json(json.loads(doc_path.read_bytes()), "x")))
        size = doc_path.stat().st_size
        print(f"{'otlp_json whole (json.loads)':32} {count / seconds:>10,.0f} {count / seconds / base_rate:>10.2f} "
              f"{size / 1e6:>8.1f} {peak / size:>9.3f}")


if __name__ == "__main__":
    main()
