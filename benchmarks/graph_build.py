"""How fast the evolution graph is built from spans, and how that scales (10k, 100k, optionally 1M spans).

The workload is synthetic but shaped like a mem0 user: each turn ingests a message, extracts 1-2 facts, and
writes/updates memories (updates read the old version with its number; searches read memories with version 0,
so the builder resolves them); every 5th turn a search + answer + judged outcome follow. Ops carry 2-6 variable
events, lineage links and mirrors like real SDK spans; 1 in 10 spans is a non-memory span the graph ignores.

Each size runs in a fresh process (so peak RSS belongs to that size); spans are generated in chunks outside the
timed region, only ``EvolutionGraph.add_spans`` is timed. Each span is passed through a pickle round trip, so its
strings (attribute keys, ids, kinds, names) are fresh objects per span as they are when spans are decoded from OTLP
or JSON (``--shared-strings`` skips that: the generator's constants are then shared by every span, which flatters
the graph's memory). ``B/span`` is the RSS growth of the process over the build divided by the spans (the spans
themselves are freed chunk by chunk, but the allocator keeps some of their memory); ``retained B/span`` is what
tracemalloc still sees allocated after the build (the graph's own bytes; up to 100k spans); ``between`` is the per-failed-case subgraph extraction (evidence -> answer).

    python benchmarks/graph_build.py                 # 10k and 100k
    python benchmarks/graph_build.py --with-1m       # also 1M (a few minutes, several GB of RAM)
    python benchmarks/graph_build.py --shuffle       # spans arrive out of order within each 10k chunk
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.graph import EvolutionGraph  # noqa: E402
from memtrace_otel.span_record import EventRecord, LinkRecord, SpanRecord  # noqa: E402

CHUNK = 10_000


def _var(var_id, role, version, kind, change=None, relation=None, rank=None, score=None, source_ids=None):
    a = {sc.VAR_ID: var_id, sc.VAR_ROLE: role, sc.VAR_VERSION: version, sc.VAR_KIND: kind,
         sc.VAR_HASH: "sha256:%016x" % (hash((var_id, version)) & 0xFFFFFFFFFFFFFFFF)}
    if change:
        a[sc.VAR_CHANGE] = change
    if relation:
        a[sc.VAR_RELATION] = relation
    if rank is not None:
        a[sc.VAR_RANK], a[sc.VAR_SCORE] = rank, score
    if source_ids:
        a[sc.VAR_SOURCE_IDS] = tuple(source_ids)
    return EventRecord(sc.VARIABLE_EVENT, 0, a)


class Workload:
    """Generates spans of many users; deterministic for a seed."""

    def __init__(self, seed: int = 7, users: int = 50):
        self.rng = random.Random(seed)
        self.users = users
        self.seq = 0
        self.t = 1_700_000_000_000_000_000
        self.trace = 0
        self.memories: dict[int, dict[str, tuple[int, str]]] = {u: {} for u in range(users)}  # id -> (ver, span)
        self.turn = 0

    def _span(self, trace_id, kind, name, events, parent=None, links=(), user=0, extra=None):
        self.seq += 1
        self.t += 1_000_000
        span_id = "%016x" % self.seq
        attrs = {sc.MEMTRACE_OP_KIND: kind, sc.MEMTRACE_OP_NAME: name, sc.MEMTRACE_OP_SEQ: self.seq,
                 sc.MEMTRACE_OP_PROCESS: "bench", sc.MEMTRACE_OP_SYSTEM: "mem0",
                 sc.MEMTRACE_SCOPE_USER_ID: f"u{user}", sc.MEMTRACE_SCOPE_KEY: f"user=u{user}"}
        ins = tuple(f"{e.attributes[sc.VAR_ID]}@{e.attributes[sc.VAR_VERSION]}" for e in events
                    if e.attributes[sc.VAR_ROLE] == "input")
        outs = tuple(f"{e.attributes[sc.VAR_ID]}@{e.attributes[sc.VAR_VERSION]}" for e in events
                     if e.attributes[sc.VAR_ROLE] == "output")
        attrs[sc.MEMTRACE_INPUTS], attrs[sc.MEMTRACE_OUTPUTS] = ins, outs
        if extra:
            attrs.update(extra)
        return SpanRecord(trace_id, span_id, name, parent_span_id=parent, start_ns=self.t, end_ns=self.t + 500_000,
                          attributes=attrs, events=list(events), links=list(links), resource={"service.name": "b"})

    def turn_spans(self) -> list[SpanRecord]:
        rng = self.rng
        self.turn += 1
        user = rng.randrange(self.users)
        self.trace += 1
        tid = "%032x" % self.trace
        out = []
        msg = f"msg:u{user}:{self.turn}"
        add = self._span(tid, "ingest", "mem0.add", [_var(msg, "output", 1, "message", change="create")], user=user)
        out.append(add)
        facts = [f"fact:{self.turn}:{i}" for i in range(rng.randint(1, 2))]
        out.append(self._span(tid, "extract", "mem0.extract",
                              [_var(msg, "input", 1, "message", relation="derived_from")] +
                              [_var(f, "output", 1, "fact", change="derive", source_ids=(msg,)) for f in facts],
                              parent=add.span_id, user=user))
        mems = self.memories[user]
        events = [_var(f, "input", 1, "fact", relation="derived_from") for f in facts]
        links = []
        for f in facts:
            if mems and rng.random() < 0.4:
                mid = rng.choice(sorted(mems))
                ver, producer = mems[mid]
                events.append(_var(mid, "input", ver, "memory_record", relation="updates"))
                events.append(_var(mid, "output", ver + 1, "memory_record", change="update", source_ids=(f,)))
                links.append(LinkRecord(producer[0], producer[1],
                                        {sc.LINK_RELATION: "updates", sc.VAR_ID: mid, sc.VAR_VERSION: ver}))
                mems[mid] = (ver + 1, (tid, "%016x" % (self.seq + 1)))
            else:
                mid = f"mem0:{self.turn}:{f[-1]}"
                events.append(_var(mid, "output", 1, "memory_record", change="create", source_ids=(f,)))
                mems[mid] = (1, (tid, "%016x" % (self.seq + 1)))
        out.append(self._span(tid, "decide", "mem0.decide", events, parent=add.span_id, links=links, user=user))
        out.append(SpanRecord(tid, "%016x" % (10**12 + self.turn), "POST /v1/chat/completions",
                              parent_span_id=add.span_id, start_ns=self.t, attributes={"http.method": "POST"}))
        if self.turn % 5 == 0 and mems:
            self.trace += 1
            qt = "%032x" % self.trace
            q = f"query:{self.turn}"
            hits = rng.sample(sorted(mems), k=min(len(mems), rng.randint(1, 4)))
            search = self._span(qt, "retrieve", "mem0.search",
                                [_var(q, "input", 1, "query", relation="reads")] +
                                [_var(h, "input", 0, "memory_record", relation="reads", rank=i, score=0.9 - i / 10)
                                 for i, h in enumerate(hits)] +
                                [_var(f"rs:{self.turn}", "output", 1, "retrieved_set", change="derive")], user=user)
            gen = self._span(qt, "generate", "answer", [
                _var(f"rs:{self.turn}", "input", 1, "retrieved_set", relation="context_of"),
                _var(f"answer:{self.turn}", "output", 1, "answer", change="derive")], parent=search.span_id,
                user=user)
            failed = rng.random() < 0.3
            outcome = self._span(qt, "judge", sc.OUTCOME_SPAN_NAME, [], parent=gen.span_id, user=user, extra={
                sc.OUTCOME_STATUS: "failed" if failed else "correct", sc.OUTCOME_CASE_ID: f"c{self.turn}",
                sc.OUTCOME_ANSWER_TRACE_ID: qt, sc.OUTCOME_ANSWER_SPAN_ID: gen.span_id,
                sc.OUTCOME_EVIDENCE_IDS: (msg,)})
            outcome.name = sc.OUTCOME_SPAN_NAME
            outcome.events.append(EventRecord(sc.GEN_AI_EVALUATION_RESULT_EVENT, 0, {
                sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME,
                sc.GEN_AI_EVALUATION_SCORE_VALUE: 0.0 if failed else 1.0}))
            out += [search, gen, outcome]
        return out

    def chunks(self, n_spans: int):
        buf: list[SpanRecord] = []
        produced = 0
        while produced < n_spans:
            for s in self.turn_spans():
                if produced >= n_spans:
                    break
                buf.append(s)
                produced += 1
                if len(buf) == CHUNK:
                    yield buf
                    buf = []
        if buf:
            yield buf


def retained_bytes(n: int, shared_strings: bool) -> int:
    """Bytes the graph keeps after building from ``n`` spans (tracemalloc: every live allocation made during the
    build, spans freed; includes the generator's small per-user state)."""
    import gc
    import tracemalloc

    work = Workload()
    tracemalloc.start()
    g = EvolutionGraph()
    before = tracemalloc.get_traced_memory()[0]
    for chunk in work.chunks(n):
        if not shared_strings:
            chunk = [pickle.loads(pickle.dumps(rec)) for rec in chunk]
        g.add_spans(chunk)
        del chunk
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return after - before


def _rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * resource.getpagesize() / 2**20


def run_size(n: int, shuffle: bool, shared_strings: bool = False) -> dict:
    work = Workload()
    g = EvolutionGraph()
    rss0 = _rss_mb()
    elapsed = 0.0
    cpu = 0.0
    done = 0
    rng = random.Random(1)
    next_report = max(n // 10, CHUNK)
    for chunk in work.chunks(n):
        if not shared_strings:
            chunk = [pickle.loads(pickle.dumps(rec)) for rec in chunk]  # fresh strings per span, as decoded
        if shuffle:
            rng.shuffle(chunk)
        t0, c0 = time.perf_counter(), time.process_time()
        g.add_spans(chunk)
        elapsed += time.perf_counter() - t0
        cpu += time.process_time() - c0
        done += len(chunk)
        if done >= next_report and n >= 100_000:
            print(f"    {done:>9,} spans  {done / cpu:>9,.0f} spans per CPU second", file=sys.stderr, flush=True)
            next_report += max(n // 10, CHUNK)
    del chunk
    # add_spans pauses the cyclic GC; the first collection afterwards walks every object of the build once.
    import gc

    c0 = time.process_time()
    gc.collect()
    gc_s = time.process_time() - c0
    c0 = time.process_time()
    failed = g.failed_outcomes()
    order = len(g.ops_in_order())
    first_query_s = time.process_time() - c0
    sample = failed[:200]
    c0 = time.process_time()
    if sample:  # the first call builds the indexes subgraph() uses (outcomes, verdicts, span parents by trace)
        g.between(sample[0].evidence_ids, sample[0].answer_node_id)
    first_between_ms = (time.process_time() - c0) * 1000
    c0 = time.process_time()
    path_sizes = [len(g.between(o.evidence_ids, o.answer_node_id).operations) for o in sample]
    between_ms = (time.process_time() - c0) * 1000 / max(1, len(sample))
    return {"spans": done, "seconds": elapsed, "cpu_seconds": cpu, "rate": done / cpu, "ops": len(g.operations),
            "versions": len(g.variables), "failed": len(failed), "ordered": order, "first_query_s": first_query_s,
            "between_ms": between_ms, "first_between_ms": first_between_ms, "gc_s": gc_s, "between_ops": sum(path_sizes) / max(1, len(path_sizes)),
            "rss_growth_mb": _rss_mb() - rss0,
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--with-1m", action="store_true", help="also build from 1,000,000 spans")
    parser.add_argument("--shuffle", action="store_true", help="spans out of order within each 10k chunk")
    parser.add_argument("--shared-strings", action="store_true",
                        help="skip the per-span pickle round trip (strings shared across spans: flatters memory)")
    parser.add_argument("--sizes", type=lambda v: [int(x) for x in v.split(",")],
                        help="comma-separated span counts (default 10000,100000[,1000000])")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--memory-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child:
        print(json.dumps(retained_bytes(args.memory_child, args.shared_strings)))
        return
    if args.child:
        print(json.dumps(run_size(args.child, args.shuffle, args.shared_strings)))
        return
    sizes = args.sizes or [10_000, 100_000] + ([1_000_000] if args.with_1m else [])
    print(f"graph build, {'shuffled within chunks' if args.shuffle else 'in order'}, "
          f"{'strings shared across spans' if args.shared_strings else 'fresh strings per span (as decoded)'}; "
          f"python {sys.version.split()[0]}")
    print("rates are spans per CPU second of the building process (the machine may be shared; wall time shown too)")
    print(f"{'spans':>10} {'wall s':>8} {'CPU s':>8} {'spans/s':>10} {'ops':>9} {'versions':>9} {'RSS growth':>11} "
          f"{'peak RSS':>9} {'B/span':>7} {'retained B/span':>16}")
    results = []
    for n in sizes:
        print(f"  building from {n:,} spans ...", file=sys.stderr, flush=True)
        cmd = ([sys.executable, __file__, "--child", str(n)] + (["--shuffle"] if args.shuffle else [])
               + (["--shared-strings"] if args.shared_strings else []))
        r = json.loads(subprocess.run(cmd, check=True, capture_output=False, stdout=subprocess.PIPE,
                                      text=True).stdout)
        if n <= 100_000:  # tracemalloc doubles the build time: retained bytes measured up to 100k spans
            mcmd = ([sys.executable, __file__, "--memory-child", str(n)]
                    + (["--shared-strings"] if args.shared_strings else []))
            r["retained"] = json.loads(subprocess.run(mcmd, check=True, stdout=subprocess.PIPE, text=True).stdout)
        results.append(r)
        print(f"{r['spans']:>10,} {r['seconds']:>8.2f} {r['cpu_seconds']:>8.2f} {r['rate']:>10,.0f} {r['ops']:>9,} {r['versions']:>9,} "
              f"{r['rss_growth_mb']:>9.0f}MB {r['peak_rss_mb']:>7.0f}MB "
              f"{r['rss_growth_mb'] * 2**20 / r['spans']:>7.0f} "
              f"{(str(round(r['retained'] / r['spans'])) if 'retained' in r else '-'):>16}", flush=True)
    for r in results:
        print(f"{r['spans']:>10,} spans: first full GC after the build {r['gc_s']:.2f} CPU s; "
              f"first query (order + outcomes) {r['first_query_s']:.2f} CPU s; "
              f"between(evidence, answer) {r['between_ms']:.2f} ms per failed case (first call, building indexes: "
              f"{r['first_between_ms']:.0f} ms) "
              f"({r['between_ops']:.1f} ops on the path, {r['failed']:,} failed cases)")
    base = results[0]
    for r in results[1:]:
        print(f"rate ratio {r['spans']:,} / {base['spans']:,} spans: {r['rate'] / base['rate']:.2f} "
              "(1.0 = linear; below 1 = slower per span at scale)")


if __name__ == "__main__":
    main()
