"""CPU added per call by the LangGraph / LangChain / LlamaIndex memory instrumentations, compared between source
trees (e.g. before/after a change): process CPU time, or instructions counted by valgrind (independent of the load
other processes put on the machine).

Workloads (built before instrumenting, as objects an app already holds): LangGraph ``InMemoryStore.put`` (an
existing key, new value: an update) and ``search(limit=5)`` (no index); LangChain
``InMemoryChatMessageHistory.add_message`` and ``add_messages`` (2 messages), append-only on a history that starts
with ``--history`` messages, and ``add_message`` then ``messages.pop()`` (what ``long_context_overhead.py`` times:
the history keeps its size, and each add finds its last message replaced, so the buffer's text is rendered and
hashed again from the start); LlamaIndex ``Memory.put`` and ``Memory.get`` (SQLite-backed, a tenth as many calls;
the queue grows by every put, so their figures depend on ``--calls``).

Configurations, each in a fresh interpreter with the tree's ``src/`` first on the path, rounds alternating their
order: ``none`` (no instrumentation), ``span`` (each call inside a bare SDK span named like ours, no attributes: the
floor of any span), per tree memtrace with content capture ``off`` and ``on``, and with ``--replay`` the bare calls
each followed by an SDK span with exactly the name, attributes and links memtrace recorded for that call (what the
SDK costs for these spans, whoever builds them). ``--export otlp``: a ``SimpleSpanProcessor`` encodes every span to
an OTLP ``ExportTraceServiceRequest`` as it ends (in the timed region, in the calling thread); ``--export none``:
spans are built by the SDK and dropped.

Before the warm-up, ``gc.freeze()`` moves everything allocated so far (the imported libraries) out of the cyclic
collector's reach: otherwise a full collection falling in a timed loop costs tens of µs per call of one
configuration and not of another. Figures: ``time.process_time()`` per call (all threads of the process), minimum
and median over rounds, and what a configuration adds over ``none`` (the difference of the minima, and of the
medians). With ``--instructions``, one run per configuration under ``valgrind --tool=callgrind`` instead (slow:
minutes per run), instructions per call of the timed loop alone (the interpreter's start-up and imports are not
counted), ``PYTHONHASHSEED=0``.

    python benchmarks/long_context_cpu.py                                     # this tree, both export modes
    python benchmarks/long_context_cpu.py --tree /tmp/base --tree . --rounds 7 --export none
    python benchmarks/long_context_cpu.py --tree /tmp/base --tree . --instructions --calls 200 --only langgraph
    python benchmarks/long_context_cpu.py --calls 300 --rounds 1              # quick
"""

from __future__ import annotations

import argparse
import gc
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

for _k, _v in {"ANONYMIZED_TELEMETRY": "False", "MEM0_TELEMETRY": "False", "HF_HUB_OFFLINE": "1",
               "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_k, _v)

FRAMEWORKS = ("langgraph", "langchain", "llamaindex")


def workloads(history_size: int, calls: int, frameworks=FRAMEWORKS) -> dict:
    """name -> (span name of the bare-span configuration, call(i), calls)."""
    out = {}
    if "langgraph" in frameworks:
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        ns = ("memories", "bench")
        for k in range(50):
            store.put(ns, f"k{k}", {"text": f"a stored memory {k} about tea"})
        out["langgraph put"] = ("langgraph.store.put",
                                lambda i: store.put(ns, f"k{i % 50}", {"text": f"memory {i}"}), calls)
        out["langgraph search (limit 5)"] = ("langgraph.store.search", lambda i: store.search(ns, limit=5), calls)
    if "langchain" in frameworks:
        warnings.filterwarnings("ignore", message=".*InMemoryChatMessageHistory.*deprecated")
        from langchain_core.chat_history import InMemoryChatMessageHistory
        from langchain_core.messages import AIMessage, HumanMessage

        history = InMemoryChatMessageHistory()
        history.add_messages([HumanMessage(f"message {i} about the weather") for i in range(history_size)])
        history2 = InMemoryChatMessageHistory()
        history2.add_messages([HumanMessage(f"message {i} about the weather") for i in range(history_size)])
        out["langchain add_message"] = ("langchain.chat_history.add_message",
                                        lambda i: history.add_message(HumanMessage(f"new {i}")), calls)
        out["langchain add_messages (2)"] = ("langchain.chat_history.add_messages",
                                             lambda i: history2.add_messages([HumanMessage(f"q {i}"),
                                                                              AIMessage(f"a {i}")]), calls)
        history3 = InMemoryChatMessageHistory()
        history3.add_messages([HumanMessage(f"message {i} about the weather") for i in range(history_size)])

        def add_then_pop(i):  # long_context_overhead.py's workload: the history stays at its size
            history3.add_message(HumanMessage(f"new {i}"))
            history3.messages.pop()

        out["langchain add_message + pop"] = ("langchain.chat_history.add_message", add_then_pop, calls)
    if "llamaindex" in frameworks:
        from llama_index.core.llms import ChatMessage
        from llama_index.core.memory import Memory

        memory = Memory.from_defaults(session_id="bench", token_limit=100_000)
        for i in range(10):
            memory.put(ChatMessage(role="user", content=f"earlier {i}"))
        few = max(20, calls // 10)
        out["llamaindex Memory.put"] = ("llamaindex.memory.put",
                                        lambda i: memory.put(ChatMessage(role="user", content=f"hello {i}")), few)
        out["llamaindex Memory.get"] = ("llamaindex.memory.get", lambda i: memory.get(), few)
    return out


def instrumentors(frameworks) -> list:
    insts = []
    if "langgraph" in frameworks:
        from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor

        insts.append(LangGraphStoreInstrumentor())
    if "langchain" in frameworks:
        from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor

        insts.append(ChatHistoryInstrumentor())
    if "llamaindex" in frameworks:
        from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor

        insts.append(LlamaIndexMemoryInstrumentor())
    return insts


def child(src: str, config: str, export: str, calls: int, history: int, frameworks: tuple) -> None:
    sys.path.insert(0, src)
    marks = bool(os.environ.get("LONG_CONTEXT_CPU_MARKS"))
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
    from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult
    from opentelemetry.trace import Link

    class Encode(SpanExporter):
        nbytes = 0
        spans = 0

        def export(self, spans):
            Encode.nbytes += len(encode_spans(spans).SerializeToString())
            Encode.spans += len(spans)
            return SpanExportResult.SUCCESS

    class Count(SpanProcessor):
        def on_end(self, span):
            Encode.spans += 1

    work = workloads(history, calls, frameworks)
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(Encode()) if export == "otlp" else Count())
    insts = []
    tracer = provider.get_tracer("bench")
    replay = config.startswith("replay-")
    if replay:  # record the spans memtrace writes, then time the bare calls plus SDK spans carrying exactly those
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

        recorded = InMemorySpanExporter()
        provider.add_span_processor(SimpleSpanProcessor(recorded))
        config = config[len("replay-"):]
    if config in ("off", "on"):
        from memtrace_otel import api, config as mt_config, lineage

        api.set_tracer_provider(provider)
        mt_config.configure(capture_content=config == "on")
        lineage.REGISTRY.clear()
        insts = instrumentors(frameworks)
        for inst in insts:
            inst.instrument(tracer_provider=provider)
    gc.collect()
    gc.freeze()  # the libraries' heap out of the collector's way: a full collection in a timed loop no longer
    # scans millions of imported objects (what the loop allocates is still collected, and counted)
    out = {}
    if replay:
        spans = {}
        for name, (span_name, call, n) in work.items():
            recorded.clear()
            for i in range(n):
                call(i)
            spans[name] = [(s.name, s.kind, dict(s.attributes), [(x.context, dict(x.attributes)) for x in s.links])
                           for s in recorded.get_finished_spans() if s.parent is None]
        for inst in insts:
            inst.uninstrument()
        insts = []
        provider._active_span_processor._span_processors = provider._active_span_processor._span_processors[:1]
        work = workloads(history, calls, frameworks)  # fresh objects, as the other configurations time them
    for name, (span_name, call, n) in work.items():
        if config == "span":
            def call(i, _call=call, _name=span_name):
                with tracer.start_as_current_span(_name):
                    _call(i)
        elif replay:
            def call(i, _call=call, _spans=spans[name]):
                _call(i)
                name_, kind, attributes, links = _spans[i % len(_spans)]
                tracer.start_span(name_, kind=kind, attributes=attributes,
                                  links=[Link(c, a) for c, a in links]).end()
        for i in range(20):  # warm-up
            call(-1 - i)
        Encode.nbytes = Encode.spans = 0
        if marks:
            os.getppid()  # under callgrind --dump-before=os_getppid: the counts so far are dumped here
        t0 = time.process_time()
        for i in range(n):
            call(i)
        cpu = time.process_time() - t0
        if marks:
            os.getppid()  # ... and the timed loop's here
        out[name] = {"us": cpu / n * 1e6, "calls": n, "spans": Encode.spans / n,
                     "bytes": Encode.nbytes / Encode.spans if Encode.spans and export == "otlp" else 0}
    for inst in insts:
        inst.uninstrument()
    sys.stdout.write(json.dumps(out) + "\n")


def _run_child(args, config: str, tree: str, export: str) -> dict:
    cmd = [sys.executable, __file__, "--child", str(Path(tree) / "src"), config, export, str(args.calls),
           str(args.history), ",".join(args.only)]
    if not args.instructions:
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr)
            raise SystemExit(f"child {config} {tree} failed")
        return json.loads(proc.stdout.strip().splitlines()[-1])
    with tempfile.TemporaryDirectory(prefix="long-context-cg-") as tmp:
        env = {**os.environ, "LONG_CONTEXT_CPU_MARKS": "1", "PYTHONHASHSEED": "0"}
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
                               "--dump-before=os_getppid", *cmd], capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr[-3000:])
            raise SystemExit(f"child {config} {tree} failed under valgrind")
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        totals = {}
        for path in glob.glob(f"{tmp}/cg.out.*"):
            with open(path) as f:
                totals[int(path.rsplit(".", 1)[1])] = next(int(line.split()[1]) for line in f
                                                           if line.startswith("totals:"))
        # dump 1: start-up to the first mark; then per workload: its timed loop (even), the gap to the next (odd)
        for k, name in enumerate(out):
            out[name]["us"] = totals[2 * k + 2] / out[name]["calls"]  # instructions per call, in the "us" slot
        return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", action="append", help="a checkout to measure (repeat; default: this one)")
    ap.add_argument("--calls", type=int, default=2000, help="calls per workload (LlamaIndex: a tenth, at least 20)")
    ap.add_argument("--history", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--export", choices=("otlp", "none", "both"), default="both")
    ap.add_argument("--only", default=",".join(FRAMEWORKS), help="frameworks, comma-separated (default: all)")
    ap.add_argument("--replay", action="store_true", help="also: the bare calls plus SDK spans carrying exactly the "
                    "attributes and links memtrace recorded (the SDK's floor for these spans)")
    ap.add_argument("--instructions", action="store_true", help="count instructions under valgrind (1 round)")
    ap.add_argument("--child", nargs=6, metavar=("SRC", "CONFIG", "EXPORT", "CALLS", "HISTORY", "ONLY"),
                    help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        src, config, export, calls, history, only = args.child
        child(src, config, export, int(calls), int(history), tuple(only.split(",")))
        return
    args.only = [f for f in args.only.split(",") if f]
    if set(args.only) - set(FRAMEWORKS):
        raise SystemExit(f"--only takes {', '.join(FRAMEWORKS)}")
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind")
        args.rounds = 1
    here = str(Path(__file__).resolve().parents[1])
    trees = [str(Path(t).resolve()) for t in (args.tree or [here])]
    names = {t: (Path(t).name or t) for t in trees}
    runs = [("none", trees[0]), ("span", trees[0])] + [(c, t) for t in trees for c in ("off", "on")]
    if args.replay:
        runs += [("replay-off", trees[0]), ("replay-on", trees[0])]
    exports = ("otlp", "none") if args.export == "both" else (args.export,)
    unit = "instructions" if args.instructions else "process CPU µs"
    print(f"{unit} per call; {args.calls} calls per workload (LlamaIndex {max(20, args.calls // 10)}), "
          f"history {args.history}, {args.rounds} rounds alternating {len(runs)} configurations, fresh process "
          f"each; python {sys.version.split()[0]}; load average {os.getloadavg()[0]:.1f} at start")
    for export in exports:
        res: dict[tuple, list[dict]] = {r: [] for r in runs}
        for r in range(args.rounds):
            for run in runs[r % len(runs):] + runs[:r % len(runs)]:
                res[run].append(_run_child(args, run[0], run[1], export))
                print(f"  export {export} round {r + 1}/{args.rounds} {run[0]} {names[run[1]]}", file=sys.stderr,
                      flush=True)
        what = "instructions per call (one run each)" if args.instructions else "µs per call min / median over rounds"
        print(f"\nexport {export}: {what}; added over none" + ("" if args.instructions else ": min-min / med-med")
              + ("; OTLP B/span" if export == "otlp" else ""))
        for workload in res[runs[0]][0]:
            base = [x[workload]["us"] for x in res[("none", trees[0])]]
            bmin, bmed = min(base), statistics.median(base)
            fmt = (lambda v: f"{v:10.0f}") if args.instructions else (lambda v: f"{v:8.1f}")
            print(f"  {workload:<28} none {fmt(bmin)}" + ("" if args.instructions else f" / {fmt(bmed)}"))
            for run in runs[1:]:
                v = [x[workload]["us"] for x in res[run]]
                label = (run[0] if run[0] == "span" else f"same spans, bare SDK, content {run[0][7:]}"
                         if run[0].startswith("replay-") else f"{names[run[1]]} content {run[0]}")
                b = res[run][0][workload]["bytes"]
                spans = res[run][0][workload]["spans"]
                if args.instructions:
                    cells = f"{fmt(min(v))}   added {min(v) - bmin:+10.0f}"
                else:
                    cells = (f"{fmt(min(v))} / {fmt(statistics.median(v))}   added "
                             f"{min(v) - bmin:+8.1f} / {statistics.median(v) - bmed:+8.1f}")
                print(f"    {label:<34} {cells}" + (f"   {b:6.0f} B" if b else "")
                      + (f"   spans/call {spans:.2f}" if spans != 1 else ""))


if __name__ == "__main__":
    main()
