"""Overhead of the mem0 instrumentation on a mem0 ``add`` + ``search`` loop against the local model server: no
instrumentation vs memtrace with content capture off and on, each configuration in a fresh process, rounds
interleaved, every span encoded to OTLP protobuf and flushed inside the timed region by one shared discarding
exporter (benchmarks/_otlp_harness.py). Goals (issue 14): wall ratio <= 1.3 against the instant local model,
<= 1.05 with realistic model latency (``--chat-latency-ms 300``).

Real mem0ai (whatever version is installed), qdrant in memory, the deterministic local OpenAI-compatible server on
127.0.0.1 in the same process (so each add is 3 HTTP calls, each search 1; the server's CPU is in the process's CPU
time). No peer: OpenLLMetry has no mem0 instrumentation.

    python benchmarks/mem0_overhead.py                          # 3 rounds x 20 add+search
    python benchmarks/mem0_overhead.py --rounds 5 --ops 40
    python benchmarks/mem0_overhead.py --chat-latency-ms 300 --embed-latency-ms 50 --ops 5
    python benchmarks/mem0_overhead.py --quick
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _otlp_harness as h  # noqa: E402


def _policy(chat_s: float, embed_s: float):
    from memtrace_otel.local_model import ScriptedPolicy

    class SlowPolicy(ScriptedPolicy):
        """The local model's answers after a provider-like delay (the local model itself answers in microseconds)."""

        def complete(self, *args, **kwargs):
            time.sleep(chat_s)
            return super().complete(*args, **kwargs)

        def embed(self, *args, **kwargs):
            time.sleep(embed_s)
            return super().embed(*args, **kwargs)

    return SlowPolicy()


def make_memory(srv, workdir: Path):
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


def pairs(memory, ops: int, tag: str, offset: int = 0) -> None:
    for i in range(offset, offset + ops):
        memory.add([{"role": "user", "content": f"User{i}: I moved to City{i} {tag} and I love tea number {i}."}],
                   user_id=tag)
        search(memory, f"Where did User{i} move to?", tag)


def child(config: str, args) -> None:
    from memtrace_otel.local_model import LocalModelServer

    import warnings

    warnings.filterwarnings("ignore", message="Payload indexes have no effect")
    logging.getLogger("mem0").setLevel(logging.ERROR)
    logging.getLogger().setLevel(logging.ERROR)
    tmp = Path(tempfile.mkdtemp(prefix="memtrace-bench-mem0-"))
    pipe = None if config == h.NONE else h.make_pipeline()
    inst = None
    if config in (h.MT_OFF, h.MT_ON):
        from memtrace_otel import api, config as mt_config
        from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor

        api.set_tracer_provider(pipe.provider)
        mt_config.configure(capture_content=config == h.MT_ON)
        inst = Mem0Instrumentor()
        inst.instrument(tracer_provider=pipe.provider)
    with LocalModelServer(_policy(args.chat_latency_ms / 1000, args.embed_latency_ms / 1000)) as srv:
        warm = make_memory(srv, tmp / "warm")
        pairs(warm, 3, "warm")  # imports, connection pools, qdrant collection code paths
        warm.close()
        memory = make_memory(srv, tmp / "timed")
        pairs(memory, 2, "timed", offset=10_000)  # the timed Memory's own first-call paths
        if pipe is not None:
            pipe.flush()
            pipe.exporter.reset()
        start, cpu = time.perf_counter(), time.process_time()
        pairs(memory, args.ops, "timed")
        if pipe is not None:
            pipe.flush()
        out = {"seconds": time.perf_counter() - start, "cpu_seconds": time.process_time() - cpu, "calls": args.ops,
               "spans": pipe.exporter.spans if pipe else 0, "bytes": pipe.exporter.bytes if pipe else 0}
        memory.close()
    if inst is not None:
        inst.uninstrument()
    if pipe is not None:
        pipe.provider.shutdown()
    h.child_print({"mem0 add+search": out})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ops", type=int, default=20, help="timed add+search pairs per round")
    parser.add_argument("--chat-latency-ms", type=float, default=0.0,
                        help="added to each chat completion the local model answers (a hosted LLM takes 300-2000)")
    parser.add_argument("--embed-latency-ms", type=float, default=0.0, help="added to each embeddings request")
    parser.add_argument("--quick", action="store_true", help="CI smoke: 1 round of 5 pairs")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="memtrace-bench-mem0dir-"))
    if args.child:
        child(args.child, args)
        return
    if args.quick:
        args.rounds, args.ops = 1, 5
    print(f"mem0 add+search x {args.ops} per round, {args.rounds} interleaved rounds, one process per configuration, "
          f"local model server (+{args.chat_latency_ms:g} ms per chat, +{args.embed_latency_ms:g} ms per embedding); "
          f"python {sys.version.split()[0]}")
    print("ratio = median wall time per add+search / median without instrumentation; spans encoded to OTLP protobuf "
          "and flushed inside the timed region")
    extra = ["--ops", str(args.ops), "--chat-latency-ms", str(args.chat_latency_ms),
             "--embed-latency-ms", str(args.embed_latency_ms)]
    res = h.run_interleaved(__file__, h.with_base([h.NONE, h.MT_OFF, h.MT_ON]), args.rounds, extra, "mem0")
    res.notes.append("  no peer column: OpenLLMetry has no mem0 instrumentation")
    runs = res.data["mem0 add+search"]
    base_cpu = statistics.median(r["cpu_seconds"] for r in runs[h.NONE])
    cpu = ", ".join(f"{c} {statistics.median(r['cpu_seconds'] for r in runs[c]) / base_cpu:.2f}"
                    for c in (h.MT_OFF, h.MT_ON))
    res.notes.append(f"  process CPU ratio (app + mem0 + in-process model server + export): {cpu}")
    print()
    print(h.format_table(res, "mem0 (µs per add+search pair):"), flush=True)


if __name__ == "__main__":
    main()
