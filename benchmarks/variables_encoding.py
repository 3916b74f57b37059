"""CPU cost and OTLP bytes of one memtrace query span, compared between source trees (e.g. before/after a change to
how variables are encoded).

The span: ``operation("retrieve")`` declaring a query and ``--reads`` records, each written earlier in its own trace
(so every read has a producer in another trace: a lineage link), encoded to an OTLP ``ExportTraceServiceRequest``
by a ``SimpleSpanProcessor`` as each span ends (the encode is inside the measured region). Each tree runs in a
fresh interpreter with that tree's ``src/`` first on the path, rounds alternate the trees, and the figure is the
median over rounds of the process CPU time per operation (CPU time, not wall time: less sensitive to other load on
a shared machine, though not immune).

    python benchmarks/variables_encoding.py --tree /path/to/old/checkout --tree .   # content off and on
    python benchmarks/variables_encoding.py --tree . --ops 500 --rounds 1          # quick

A tree is a checkout (the directory holding ``src/memtrace_otel``); ``git archive HEAD~1 | tar -x -C /tmp/old``
gives an older one.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path


def child(src: str, capture: bool, ops: int, reads: int) -> None:
    sys.path.insert(0, src)
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

    from memtrace_otel import api, configure, operation

    class Encode(SpanExporter):
        nbytes = 0

        def export(self, spans):
            Encode.nbytes += len(encode_spans(spans).SerializeToString())
            return SpanExportResult.SUCCESS

    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(Encode()))
    api.set_tracer_provider(provider)
    configure(capture_content=capture)
    texts = [f"record text number {i} about alice and berlin" for i in range(reads)]
    for i, text in enumerate(texts):  # the writers, one trace each
        with operation("write", "kb.add") as w:
            w.output(f"rec-{i}", text, kind="memory_record")

    def query(j: int) -> None:
        with operation("retrieve", "kb.search", system="bench", operation_name="search_memory", store_id="kb",
                       user_id="alice") as op:
            op.input(f"q:{j}", f"where does alice live {j}", kind="query", relation="derived_from")
            for i, text in enumerate(texts):
                op.input(f"rec-{i}", text, kind="memory_record", rank=i, score=0.9 - i / 100)

    for j in range(min(200, ops)):  # warm-up
        query(j)
    Encode.nbytes = 0
    t0 = time.process_time()
    for j in range(ops):
        query(j)
    cpu = time.process_time() - t0
    print(f"{cpu / ops * 1e6:.2f} {Encode.nbytes / ops:.0f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", action="append", help="a checkout to measure (repeat; default: this one)")
    ap.add_argument("--ops", type=int, default=2000)
    ap.add_argument("--reads", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--child", nargs=4, metavar=("SRC", "CAPTURE", "OPS", "READS"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        src, capture, ops, reads = args.child
        child(src, capture == "on", int(ops), int(reads))
        return
    trees = [str(Path(t).resolve()) for t in (args.tree or [str(Path(__file__).resolve().parents[1])])]
    print(f"one query span: 1 query + {args.reads} reads (producers in other traces), {args.ops} ops per run, "
          f"{args.rounds} rounds alternating the trees, fresh process each; python {sys.version.split()[0]}")
    print(f"{'tree':<48} {'content':>7} {'CPU µs/op (median, range)':>28} {'OTLP B/span':>12}")
    for capture in ("off", "on"):
        cpu: dict[str, list[float]] = {t: [] for t in trees}
        size: dict[str, str] = {}
        for r in range(args.rounds):
            for tree in trees[r % len(trees):] + trees[:r % len(trees)]:
                out = subprocess.run([sys.executable, __file__, "--child", str(Path(tree) / "src"), capture,
                                      str(args.ops), str(args.reads)], capture_output=True, text=True, check=True)
                us, nbytes = out.stdout.split()
                cpu[tree].append(float(us))
                size[tree] = nbytes
                print(f"  round {r + 1}/{args.rounds} {Path(tree).name or tree} content {capture}: {us} µs",
                      file=sys.stderr)
        for tree in trees:
            v = cpu[tree]
            print(f"{tree[-48:]:<48} {capture:>7} {statistics.median(v):>12.1f} ({min(v):.0f}–{max(v):.0f})"
                  f"{'':>6} {size[tree]:>12}")


if __name__ == "__main__":
    main()
