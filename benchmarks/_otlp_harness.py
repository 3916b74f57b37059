"""Shared machinery of the overhead benchmarks: one discarding OTLP exporter, one process per configuration,
interleaved repetitions, ratios against no instrumentation (and against a peer where there is one).

How every overhead benchmark measures (benchmarks/README.md):

* each configuration (``none``, ``peer``, ``memtrace-off``, ``memtrace-on``) runs in a **fresh process**
  (``script --child CONFIG``), so imports, monkey-patches, caches and the GC heap of one configuration never leak
  into another;
* repetitions are **interleaved** (round r runs the configurations in an order rotated by r), so a burst of load
  from other processes on the machine hits every configuration alike;
* every configuration that records spans exports them through the **same** :class:`DiscardingOTLPExporter`
  behind a ``BatchSpanProcessor``: each batch is encoded to OTLP protobuf with the OpenTelemetry encoders (what
  the OTLP exporters send, minus the network) and the bytes are counted, then dropped;
* the processor's queue is large enough that no span is dropped (spans/call is printed to check it);
* the timed region **includes** ``force_flush()``: every span recorded by the timed calls is encoded before the
  clock stops (a benchmark that leaves spans in a queue under the batch size measures nothing of the export);
* the result is the median over repetitions; ratios are ``median(config) / median(none)``, the range is the
  smallest and largest per-round ratio.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

# MEMTRACE_BENCH_SRC: the memtrace source a child imports (set by run_interleaved for the "@base" configurations)
SRC = os.environ.get("MEMTRACE_BENCH_SRC") or str(Path(__file__).resolve().parents[1] / "src")
if SRC not in sys.path:
    sys.path.insert(0, SRC)

QUIET_ENV = {
    "ANONYMIZED_TELEMETRY": "False",
    "MEM0_TELEMETRY": "False",
    "HF_HUB_OFFLINE": "1",
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "LITELLM_OFFLINE_MODE": "true",
}
for _k, _v in QUIET_ENV.items():
    os.environ.setdefault(_k, _v)

NONE, PEER, MT_OFF, MT_ON = "none", "peer", "memtrace-off", "memtrace-on"
LABELS = {NONE: "none", PEER: "OpenLLMetry", MT_OFF: "memtrace content off", MT_ON: "memtrace content on",
          "otel-span": "bare OTel span", MT_OFF + "@base": "base: content off", MT_ON + "@base": "base: content on"}
# MEMTRACE_BENCH_BASE_SRC=/path/to/other/checkout/src: also run memtrace from that source (e.g. `git archive <commit>
# src | tar -x -C /tmp/base`) as the "@base" configurations, interleaved in the same rounds, to compare two checkouts
BASE_SRC = os.environ.get("MEMTRACE_BENCH_BASE_SRC")


def with_base(configs: list[str]) -> list[str]:
    """The configurations plus memtrace content off / on from ``MEMTRACE_BENCH_BASE_SRC`` when it is set."""
    if not BASE_SRC:
        return configs
    return configs + [c + "@base" for c in (MT_OFF, MT_ON) if c in configs]


# ------------------------------------------------------------------------------------------------ exporter
def _exporter_base():
    from opentelemetry.sdk.trace.export import SpanExporter

    return SpanExporter


class DiscardingOTLPExporter(_exporter_base()):
    """Encodes every batch to an OTLP ``ExportTraceServiceRequest`` (protobuf bytes) and drops it; counts spans and
    bytes. The one exporter every configuration of every overhead benchmark uses."""

    def __init__(self) -> None:
        from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

        self._encode = encode_spans
        self.spans = 0
        self.bytes = 0
        self.batches = 0

    def export(self, spans):
        from opentelemetry.sdk.trace.export import SpanExportResult

        self.bytes += len(self._encode(spans).SerializeToString())
        self.spans += len(spans)
        self.batches += 1
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return True

    def reset(self) -> None:
        self.spans = self.bytes = self.batches = 0


@dataclass
class Pipeline:
    """A TracerProvider -> BatchSpanProcessor -> DiscardingOTLPExporter, installed as the global provider."""

    provider: object
    processor: object
    exporter: DiscardingOTLPExporter

    def flush(self) -> None:
        self.processor.force_flush()


def make_pipeline() -> Pipeline:
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    exporter = DiscardingOTLPExporter()
    provider = TracerProvider()
    # SDK defaults (batches of 512, 5 s schedule) except the queue: at the default 2048 a fast loop outruns the
    # export thread and the SDK drops spans, which would make the instrumentation look cheaper than it is.
    processor = BatchSpanProcessor(exporter, max_queue_size=1 << 20)
    provider.add_span_processor(processor)
    trace.set_tracer_provider(provider)
    return Pipeline(provider, processor, exporter)


# ------------------------------------------------------------------------------------------------ timing
_INNER = [0.0]  # seconds spent inside the timed backend methods (time_inner), reset by measure()


def time_inner(cls: type, name: str) -> None:
    """Count the time spent in ``cls.name`` (a store's own engine call, one level below the public method every
    instrumentation wraps), so ``measure`` can report the time a call spends *outside* it: the store's Python layer
    plus the instrumentation. Installed in every configuration, ``none`` included, so the difference between two
    configurations is the instrumentation's alone, without the engine's own run-to-run variance (chroma's Rust
    ``add`` varies 8-20 ms per call between processes)."""
    inner = getattr(cls, name)

    def timed(*args, **kwargs):
        start = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            _INNER[0] += time.perf_counter() - start

    setattr(cls, name, timed)


def measure(pipe: Pipeline | None, call: Callable[[int], object], calls: int, warmup: int = 10) -> dict:
    """Warm up (untimed, flushed), then time ``calls`` calls plus the flush that encodes their spans."""
    for i in range(warmup):
        call(-1 - i)
    if pipe is not None:
        pipe.flush()
        pipe.exporter.reset()
    _INNER[0] = 0.0
    start = time.perf_counter()
    for i in range(calls):
        call(i)
    if pipe is not None:
        pipe.flush()
    seconds = time.perf_counter() - start
    out = {"seconds": seconds, "calls": calls, "spans": 0, "bytes": 0, "inner_seconds": _INNER[0]}
    if pipe is not None:
        out["spans"], out["bytes"] = pipe.exporter.spans, pipe.exporter.bytes
    return out


def peer_available(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is not None


# ------------------------------------------------------------------------------------------------ parent side
@dataclass
class Results:
    configs: list[str]
    rounds: int
    # workload -> config -> list of per-round {"seconds", "calls", "spans", "bytes"}
    data: dict[str, dict[str, list[dict]]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def run_interleaved(script: str, configs: Iterable[str], rounds: int, child_args: list[str],
                    label: str = "") -> Results:
    """Run ``script --child CONFIG *child_args`` once per configuration per round, in rotated order; each child
    prints one JSON object ``{workload: {seconds, calls, spans, bytes}}`` as its last stdout line."""
    configs = list(configs)
    res = Results(configs, rounds)
    total = rounds * len(configs)
    done = 0
    t0 = time.perf_counter()
    for r in range(rounds):
        order = configs[r % len(configs):] + configs[:r % len(configs)]
        for config in order:
            done += 1
            print(f"  [{label}] round {r + 1}/{rounds} {config:<13} ({done}/{total}, "
                  f"{time.perf_counter() - t0:5.0f}s elapsed)", file=sys.stderr, flush=True)
            name, _, base = config.partition("@")
            env = {**os.environ, "MEMTRACE_BENCH_SRC": BASE_SRC} if base and BASE_SRC else None
            proc = subprocess.run([sys.executable, script, "--child", name, *child_args],
                                  stdout=subprocess.PIPE, text=True, env=env)
            if proc.returncode != 0:
                raise SystemExit(f"child {config} failed with exit code {proc.returncode}")
            out = json.loads(proc.stdout.strip().splitlines()[-1])
            for workload, m in out.items():
                res.data.setdefault(workload, {}).setdefault(config, []).append(m)
    return res


def _us_per_call(runs: list[dict]) -> float:
    return statistics.median(r["seconds"] / r["calls"] for r in runs) * 1e6


def format_table(res: Results, title: str, added_us: bool = False) -> str:
    """One row per workload: µs/call without instrumentation, then per config the ratio (median, min-max of
    per-round ratios) or the µs added per call, and OTLP bytes per span."""
    configs = [c for c in res.configs if c != NONE]
    lines = [title]
    head = f"{'workload':<34} {'none µs/call':>12}"
    for c in configs:
        head += f" | {LABELS.get(c, c):>26} {'B/span':>6}"
    lines.append(head)
    lines.append("-" * len(head))
    for workload, by_config in res.data.items():
        base_runs = by_config.get(NONE)
        if not base_runs:
            continue
        base = _us_per_call(base_runs)
        row = f"{workload:<34} {base:12.1f}"
        for c in configs:
            runs = by_config.get(c)
            if not runs:
                row += f" | {'—':>26} {'':>6}"
                continue
            med = _us_per_call(runs)
            per_round = [(r["seconds"] / r["calls"]) / (b["seconds"] / b["calls"])
                         for r, b in zip(runs, base_runs)]
            if added_us:
                cell = f"+{med - base:.1f} µs" + (f" (x{med / base:.2f})" if base >= 1 else "")
            else:
                cell = f"{med / base:.2f} ({min(per_round):.2f}–{max(per_round):.2f})"
            spans = sum(r["spans"] for r in runs)
            bps = f"{sum(r['bytes'] for r in runs) / spans:.0f}" if spans else "-"
            row += f" | {cell:>26} {bps:>6}"
        lines.append(row)
    spans_line = []
    for workload, by_config in res.data.items():
        parts = []
        for c in configs:
            runs = by_config.get(c)
            if runs:
                parts.append(f"{c} {runs[0]['spans'] / runs[0]['calls']:.2f}")
        spans_line.append(f"  {workload}: spans/call " + ", ".join(parts))
    lines.append("")
    lines.extend(spans_line)
    lines.extend(res.notes)
    return "\n".join(lines)


def format_outside_table(res: Results, title: str) -> str:
    """One row per workload whose engine call was timed (``time_inner``): µs per call spent outside the store's
    engine without instrumentation, then per configuration the µs it adds there (median over rounds of the
    outside-engine time, minus the same median without instrumentation). Spans are encoded and flushed inside."""
    configs = [c for c in res.configs if c != NONE]
    lines = [title]
    head = f"{'workload':<34} {'none µs/call':>12}" + "".join(f" | {LABELS.get(c, c):>26}" for c in configs)
    lines.append(head)
    lines.append("-" * len(head))
    for workload, by_config in res.data.items():
        base_runs = by_config.get(NONE)
        if not base_runs or not any(r.get("inner_seconds") for r in base_runs):
            continue
        outside = {c: statistics.median((r["seconds"] - r.get("inner_seconds", 0.0)) / r["calls"]
                                        for r in runs) * 1e6 for c, runs in by_config.items()}
        row = f"{workload:<34} {outside[NONE]:12.1f}"
        for c in configs:
            row += f" | {('+%.0f µs' % (outside[c] - outside[NONE])) if c in outside else '—':>26}"
        lines.append(row)
    return "\n".join(lines)


def child_print(result: dict) -> None:
    sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
