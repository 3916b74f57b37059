"""The overhead benchmarks' shared harness (benchmarks/_otlp_harness.py): the one exporter encodes every span to
OTLP protobuf and counts its bytes, and measure() flushes inside the timed region. No timings are asserted."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import _otlp_harness as h  # noqa: E402


def test_measure_encodes_every_timed_span_before_the_clock_stops():
    exporter = h.DiscardingOTLPExporter()
    provider = TracerProvider()
    processor = BatchSpanProcessor(exporter, max_queue_size=1 << 12)
    provider.add_span_processor(processor)
    copy = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(copy))
    tracer = provider.get_tracer("t")

    def call(i):
        with tracer.start_as_current_span("op", attributes={"i": i, "text": "x" * 10}):
            pass

    result = h.measure(h.Pipeline(provider, processor, exporter), call, 25, warmup=5)
    assert result["calls"] == 25
    assert result["spans"] == 25  # warm-up spans were flushed and not counted
    timed = copy.get_finished_spans()[5:]
    # one batch here; several batches would each repeat the resource and scope, so never fewer bytes
    assert result["bytes"] >= len(encode_spans(timed).SerializeToString()) > 0
    provider.shutdown()


def test_table_has_ratios_and_the_skipped_peer_note():
    res = h.Results([h.NONE, h.MT_OFF], 2)
    res.data["w"] = {h.NONE: [{"seconds": 1.0, "calls": 10, "spans": 0, "bytes": 0}] * 2,
                     h.MT_OFF: [{"seconds": 1.5, "calls": 10, "spans": 10, "bytes": 1000},
                                {"seconds": 2.0, "calls": 10, "spans": 10, "bytes": 1000}]}
    res.notes.append("  peer column skipped: not installed")
    text = h.format_table(res, "t:")
    assert "1.75 (1.50–2.00)" in text and " 100" in text and "peer column skipped" in text


def test_time_inner_leaves_the_engine_call_out_of_the_added_time():
    class Engine:
        def work(self, n):
            return sum(range(n))

    h.time_inner(Engine, "work")
    engine = Engine()
    result = h.measure(None, lambda i: engine.work(20000), 30, warmup=2)
    assert 0 < result["inner_seconds"] <= result["seconds"]
    assert Engine().work(10) == 45  # the timed method still returns what it returned

    res = h.Results([h.NONE, h.MT_OFF], 1)
    res.data["w"] = {h.NONE: [{"seconds": 1.0, "calls": 10, "spans": 0, "bytes": 0, "inner_seconds": 0.9}],
                     h.MT_OFF: [{"seconds": 3.0, "calls": 10, "spans": 10, "bytes": 1000, "inner_seconds": 2.7}]}
    # outside the engine: none (1.0 - 0.9) / 10 = 10 ms per call, memtrace (3.0 - 2.7) / 10 = 30 ms: +20 ms added,
    # although the engine itself ran three times as long in memtrace's process
    text = h.format_outside_table(res, "t:")
    assert "10000.0" in text and "+20000 µs" in text


BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.mark.heavy
@pytest.mark.parametrize("script", ["vectorstore_overhead.py", "long_context_overhead.py", "mem0_overhead.py",
                                    "overhead.py"])
def test_overhead_benchmark_quick_run(script, tmp_path):
    """``--quick`` smoke run: the script still drives the libraries and the instrumentations (API drift shows up
    here) and every recorded span reaches the exporter. Nothing about time is checked."""
    env = {**os.environ, "MEM0_DIR": str(tmp_path / "mem0")}
    proc = subprocess.run([sys.executable, str(BENCHMARKS / script), "--quick"], capture_output=True, text=True,
                          timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    spans_lines = "\n".join(line for line in proc.stdout.splitlines() if "spans/call" in line)
    counts = re.findall(r"(memtrace-o(?:ff|n)|peer|otel-span) (\d+\.\d+)", spans_lines)
    assert counts, proc.stdout
    assert all(float(n) >= 1.0 for _, n in counts), proc.stdout  # at least one span per call, none dropped


@pytest.mark.heavy
def test_attribute_stream_benchmark_quick_run(tmp_path):
    """``--quick``: `memtrace attribute` on one export, whole file, ``--stream`` and ``--jobs 2``, each in a fresh
    process; the script exits 1 unless all three give the same verdicts. Nothing about time is checked."""
    proc = subprocess.run([sys.executable, str(BENCHMARKS / "attribute_stream.py"), "--quick", "--workdir",
                           str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    assert "same verdicts in every configuration and round" in proc.stdout
    rows = {line.split()[0]: line for line in proc.stdout.splitlines()
            if line.split()[:1] in (["whole"], ["stream"], ["jobs2"])}
    assert sorted(rows) == ["jobs2", "stream", "whole"]
    cases = {re.search(r"\((\d+)\)\s*$", line).group(1) for line in rows.values()}
    assert len(cases) == 1 and int(cases.pop()) > 10, proc.stdout  # the same failed cases, and some of them


@pytest.mark.heavy
def test_outside_cases_record_then_rescore(tmp_path):
    """`rescore.py record` runs an app without attributing and keeps its trace and the planted fault's spans;
    `rescore.py score` attributes the saved trace in-process and judges it as run_all.py does (here a planted
    qdrant scroll-page fault and a wrong-label control, both attributed right)."""
    script = BENCHMARKS / "outside_cases" / "rescore.py"
    env = {**os.environ, "MEMTRACE_OUTSIDE_CASES_OUT": str(tmp_path), "MEM0_DIR": str(tmp_path / "mem0")}
    rec = subprocess.run([sys.executable, str(script), "record", "--batches", "core", "--sample", "2", "--seed", "6",
                          "--jobs", "1"], capture_output=True, text=True, timeout=600, env=env)
    assert rec.returncode == 0, rec.stdout[-2000:] + rec.stderr[-3000:]
    saved = sorted(p.name for p in tmp_path.glob("*.gold.json"))
    assert len(saved) == 2, rec.stdout
    for name in saved:
        assert (tmp_path / json.loads((tmp_path / name).read_text())["trace"]).stat().st_size > 0
    out = tmp_path / "scored.jsonl"
    sc = subprocess.run([sys.executable, str(script), "score", "-o", str(out), "--per-batch"], capture_output=True,
                        text=True, timeout=600, env=env)
    assert sc.returncode == 0, sc.stdout[-2000:] + sc.stderr[-3000:]
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 2 and all(r["actual_type"] for r in rows), rows
    assert "2/2 PASS" in sc.stdout, sc.stdout
    # a fault case is judged on the faulty call's own spans, a control on AnnotationError alone
    for r in rows:
        if r["group"] == "control":
            assert r["pass"] == (r["actual_type"] == "AnnotationError")
        else:
            assert r["gold_ops"], r
