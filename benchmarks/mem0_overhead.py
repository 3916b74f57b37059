"""Wall-time overhead of the mem0 instrumentation: a mem0 add + search loop against the local model server,
not instrumented vs instrumented with content capture off and on, printed as ratios (target: <= 1.05 with capture
on).

Real mem0ai (whatever version is installed), qdrant in memory, the deterministic local OpenAI-compatible server on
127.0.0.1 (so each add is 3 HTTP calls, each search 1). Spans go through a BatchSpanProcessor to an exporter that
encodes them to OTLP protobuf and drops the bytes, so the cost of building and exporting spans is counted. Modes
are interleaved round by round (A B C, B C A, ...) and each round uses a fresh Memory; the ratio is of medians.

    python benchmarks/mem0_overhead.py                      # 5 rounds x 20 add+search
    python benchmarks/mem0_overhead.py --rounds 9 --ops 40
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

_TMP = tempfile.mkdtemp(prefix="memtrace-bench-mem0-")
for key, value in {"MEM0_TELEMETRY": "False", "MEM0_DIR": os.path.join(_TMP, "mem0"), "ANONYMIZED_TELEMETRY": "False",
                   "HF_HUB_OFFLINE": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True",
                   "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(key, value)

import logging  # noqa: E402

from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans  # noqa: E402
from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult  # noqa: E402

from memtrace_otel import api, config, lineage  # noqa: E402
from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor  # noqa: E402
from memtrace_otel.local_model import LocalModelServer, ScriptedPolicy  # noqa: E402

MODES = ("baseline", "capture_off", "capture_on")


class SlowPolicy(ScriptedPolicy):
    """The local model's answers, after a provider-like delay (the local model itself answers in microseconds)."""

    def __init__(self, chat_s: float, embed_s: float):
        super().__init__()
        self.chat_s, self.embed_s = chat_s, embed_s

    def complete(self, *args, **kwargs):
        time.sleep(self.chat_s)
        return super().complete(*args, **kwargs)

    def embed(self, *args, **kwargs):
        time.sleep(self.embed_s)
        return super().embed(*args, **kwargs)


class EncodingExporter(SpanExporter):
    """Encodes each batch to OTLP protobuf (the real export cost minus the network) and counts spans."""

    def __init__(self, encode: bool = True):
        self.encode = encode
        self.spans = 0
        self.bytes = 0

    def export(self, spans):
        self.spans += len(spans)
        if self.encode:
            self.bytes += len(encode_spans(spans).SerializeToString())
        return SpanExportResult.SUCCESS

    def shutdown(self):
        pass


def make_memory(srv: LocalModelServer, workdir: Path):
    from mem0 import Memory
    from qdrant_client import QdrantClient

    workdir.mkdir(parents=True, exist_ok=True)
    return Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", "api_key": "x", "openai_base_url": srv.base_url}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "api_key": "x",
                                                      "openai_base_url": srv.base_url, "embedding_dims": 64}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"), "collection_name": "b",
                                                          "embedding_model_dims": 64}},
        "history_db_path": str(workdir / "history.db"),
    })


def search(memory, query: str, user: str):
    try:
        return memory.search(query, filters={"user_id": user}, top_k=5)
    except TypeError:  # mem0 1.x
        return memory.search(query, user_id=user, limit=5)


def run_round(memory, ops: int, tag: str) -> tuple[float, float]:
    """(wall seconds, process CPU seconds: the app, mem0, the in-process model server and span export)."""
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(ops):
        memory.add([{"role": "user", "content": f"User{i}: I moved to City{i} {tag} and I love tea number {i}."}],
                   user_id=tag)
        search(memory, f"Where did User{i} move to?", tag)
    return time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ops", type=int, default=20, help="add+search pairs per round")
    parser.add_argument("--chat-latency-ms", type=float, default=0.0,
                        help="added to each chat completion the local model answers (a hosted LLM takes 300-2000)")
    parser.add_argument("--embed-latency-ms", type=float, default=0.0, help="added to each embeddings request")
    parser.add_argument("--exporter", choices=("otlp", "drop"), default="otlp",
                        help="otlp: encode every batch to OTLP protobuf; drop: discard spans (instrumentation only)")
    args = parser.parse_args()
    logging.getLogger("mem0").setLevel(logging.ERROR)
    logging.getLogger().setLevel(logging.ERROR)

    exporter = EncodingExporter(encode=args.exporter == "otlp")
    provider = TracerProvider()
    processor = BatchSpanProcessor(exporter)
    provider.add_span_processor(processor)
    api.set_tracer_provider(provider)
    instrumentor = Mem0Instrumentor()
    times: dict[str, list[float]] = {m: [] for m in MODES}
    cpu: dict[str, list[float]] = {m: [] for m in MODES}
    spans_per_mode: dict[str, int] = {m: 0 for m in MODES}
    with LocalModelServer(SlowPolicy(args.chat_latency_ms / 1000, args.embed_latency_ms / 1000)) as srv:
        warm = make_memory(srv, Path(_TMP) / "warm")
        run_round(warm, 3, "warm")  # imports, connection pools, qdrant collection code paths
        warm.close()
        for r in range(args.rounds):
            order = MODES[r % 3:] + MODES[:r % 3]
            for mode in order:
                if mode == "baseline":
                    if instrumentor.is_instrumented_by_opentelemetry:
                        instrumentor.uninstrument()
                else:
                    config.configure(capture_content=mode == "capture_on")
                    if not instrumentor.is_instrumented_by_opentelemetry:
                        instrumentor.instrument(tracer_provider=provider)
                lineage.REGISTRY.clear()
                memory = make_memory(srv, Path(_TMP) / f"r{r}-{mode}")
                processor.force_flush()
                before = exporter.spans
                wall, used = run_round(memory, args.ops, f"r{r}{mode}")
                times[mode].append(wall)
                cpu[mode].append(used)
                processor.force_flush()
                spans_per_mode[mode] += exporter.spans - before
                memory.close()
        if instrumentor.is_instrumented_by_opentelemetry:
            instrumentor.uninstrument()
    provider.shutdown()

    base, base_min = statistics.median(times["baseline"]), min(times["baseline"])
    base_cpu = statistics.median(cpu["baseline"])
    pairs = args.rounds * args.ops
    print(f"mem0 add+search x {args.ops} per round, {args.rounds} rounds (interleaved), local model server "
          f"(+{args.chat_latency_ms:g} ms per chat, +{args.embed_latency_ms:g} ms per embedding), exporter {args.exporter}")
    print(f"{'mode':<12} {'median s/round':>15} {'ms/add+search':>14} {'wall ratio':>11} {'best-round':>11} "
          f"{'CPU ratio':>10} {'CPU ms/pair':>12} {'spans/pair':>11}")
    for mode in MODES:
        med = statistics.median(times[mode])
        print(f"{mode:<12} {med:15.3f} {1000 * med / args.ops:14.2f} {med / base:11.3f} "
              f"{min(times[mode]) / base_min:11.3f} {statistics.median(cpu[mode]) / base_cpu:10.3f} "
              f"{1000 * statistics.median(cpu[mode]) / args.ops:12.2f} "
              f"{spans_per_mode[mode] / pairs:11.1f}")
    for mode in MODES:
        print(f"  {mode:<12} rounds: " + " ".join(f"{t:.3f}" for t in times[mode]))
    print(f"exported {exporter.spans} spans, {exporter.bytes / 1e6:.1f} MB OTLP protobuf")


if __name__ == "__main__":
    main()
