"""Record the outside cases' traces once, then re-attribute the saved traces with the current engine in one process.

    python benchmarks/outside_cases/rescore.py record --batches 221-236 --jobs 2     # run the apps, keep the traces
    python benchmarks/outside_cases/rescore.py record --sample 300 --seed 0         # a random sample of every batch
    python benchmarks/outside_cases/rescore.py score -o /tmp/scored.jsonl            # attribute every saved trace
    python benchmarks/outside_cases/rescore.py score --compare /tmp/before.jsonl     # and list the verdicts that moved

`record` runs each app in a fresh process without attributing (`MEMTRACE_OUTSIDE_SKIP_ATTRIBUTION`); `common.finish`
writes the trace (`<case id>.jsonl`) and the planted fault's spans (`<script>.gold.json`, naming the trace and the
case id) to `$MEMTRACE_OUTSIDE_CASES_OUT`.
`score` loads each saved trace, attributes its failed outcome as `common.finish` does and judges it as `run_all.py`
does (a fault case passes when the type matches and the blamed span is one of the faulty call's; a control only on
AnnotationError). Recording costs the apps' run time (several seconds each, mostly imports); scoring a case takes
well under a second, so an engine change is measured on every saved case in minutes. A case scored here is not
held out once a rule was written from it: say which figures are first runs.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import random
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import run_all  # noqa: E402  (the case table: script, library, fault, expected type, op, subtype)

def cases() -> list[dict]:
    """Every case of the table with its batch ("core", "extra" or the batch number) and group."""
    rows = [("core", "core", c) for c in run_all.CORE] + [("core", "control", c) for c in run_all.CONTROLS]
    rows += [("extra", "extra", c) for c in run_all.EXTRA]
    for name, (faults, controls) in run_all.BATCHES.items():
        b = name.removeprefix("batch")
        rows += [(b, name, c) for c in faults] + [(b, "control", c) for c in controls]
    out = []
    for batch, group, (script, lib, fault, etype, eop, esub) in rows:
        out.append({"batch": batch, "group": group, "case": script.removesuffix(".py"), "script": script,
                    "library": lib, "fault": fault, "expected_type": etype, "expected_op": eop,
                    "expected_subtype": esub})
    return out


def _in(batch: str, spec: str | None) -> bool:
    if not spec:
        return True
    for part in spec.split(","):
        if "-" in part and batch.isdigit():
            lo, hi = part.split("-")
            if int(lo) <= int(batch) <= int(hi):
                return True
        elif part == batch:
            return True
    return False


def select(args) -> list[dict]:
    rows = [c for c in cases() if _in(c["batch"], args.batches)]
    if getattr(args, "sample", None):
        rows = sorted(random.Random(args.seed).sample(rows, min(args.sample, len(rows))),
                      key=lambda c: (c["batch"].zfill(4), c["case"]))
    return rows


def _record_one(out: str, case: dict) -> tuple[dict, str]:
    # (the offline settings are common.py's, which every app imports first)
    env = dict(os.environ, MEMTRACE_OUTSIDE_CASES_OUT=out, MEMTRACE_OUTSIDE_SKIP_ATTRIBUTION="1")
    try:
        p = subprocess.run([sys.executable, os.path.join(HERE, case["script"])], cwd=HERE, env=env,
                           capture_output=True, text=True, timeout=180)
    except subprocess.TimeoutExpired:
        return case, "timeout"
    if os.path.exists(os.path.join(out, f"{case['case']}.gold.json")):
        return case, "ok"
    tail = (p.stderr or p.stdout).strip().splitlines()[-1:] or ["no output"]
    return case, f"crashed: {tail[0][:160]}"


def record(args) -> None:
    out = args.out_dir
    os.makedirs(out, exist_ok=True)
    todo = [c for c in select(args)
            if args.force or not os.path.exists(os.path.join(out, f"{c['case']}.gold.json"))]
    print(f"recording {len(todo)} cases into {out} with {args.jobs} processes", flush=True)
    t0, bad = time.time(), 0
    with ThreadPoolExecutor(args.jobs) as pool:
        for i, (case, status) in enumerate(pool.map(lambda c: _record_one(out, c), todo), 1):
            if status != "ok":
                bad += 1
                print(f"  {case['case']}: {status}", flush=True)
            if i % 10 == 0 or i == len(todo):
                print(f"  {i}/{len(todo)} recorded, {bad} failed, {time.time() - t0:.0f} s", flush=True)


def judge(case: dict, v, gold_ids: set[str]) -> tuple[bool, str]:
    """As ``run_all.judge`` judges an app's printed result (which ``common.finish`` makes from the same verdict)."""
    r = {"actual_type": v.error_type if v else "NoOutcome", "actual_subtype": v.error_subtype if v else None,
         "exact_op": bool(v and v.span_id and v.span_id in gold_ids)}
    return run_all.judge(case["group"], case["expected_type"], case["expected_subtype"], r)


def score(args) -> None:
    from memtrace_otel.attribution import attribute_outcome
    from memtrace_otel.attribution.batch import load_traces

    out = args.out_dir
    rows = [c for c in select(args) if os.path.exists(os.path.join(out, f"{c['case']}.gold.json"))]
    before = {}
    if args.compare:
        with open(args.compare) as f:
            before = {r["case"]: r for r in map(json.loads, f)}
    print(f"scoring {len(rows)} saved cases from {out}", flush=True)
    t0, results = time.time(), []
    for i, case in enumerate(rows, 1):
        with open(os.path.join(out, f"{case['case']}.gold.json")) as f:
            gold = json.load(f)
        v, err = None, None
        try:
            loaded = load_traces([os.path.join(out, gold.get("trace") or f"{gold['case']}.jsonl")])
            outs = [o for o in loaded.outcomes if o.case_id == gold["case"]]
            v = attribute_outcome(loaded.graph, outs[0]) if outs else None
        except Exception as e:  # a crash is a miss with its reason, not the end of the run
            err = f"{type(e).__name__}: {e}"
        ok, verdict = judge(case, v, {sid for sid, _ in gold["gold"]})
        r = {**case, "verdict": verdict, "pass": ok, "actual_type": v.error_type if v else (err and "Crashed"),
             "actual_subtype": v.error_subtype if v else None, "actual_op": v.op_name if v else None,
             "reason": v.reason if v else err, "gold_ops": [n for _, n in gold["gold"]]}
        results.append(r)
        if i % 50 == 0 or i == len(rows):
            print(f"  {i}/{len(rows)} scored, {sum(x['pass'] for x in results)} pass, {time.time() - t0:.0f} s",
                  flush=True)
    if args.output:
        with open(args.output, "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")
    by: dict[str, list[int]] = {}
    for r in results:
        b = by.setdefault(r["batch"], [0, 0])
        b[0] += r["pass"]
        b[1] += 1
    if args.per_batch:
        for b, (p, n) in sorted(by.items(), key=lambda kv: kv[0].zfill(4)):
            print(f"  batch {b:>5}: {p}/{n}")
    moved = [(before[r["case"]], r) for r in results if r["case"] in before and before[r["case"]]["pass"] != r["pass"]]
    for old, new in moved:
        sign = "+" if new["pass"] else "-"
        print(f"  {sign} {new['case']}: {old['actual_type']} @ {old['actual_op']} -> "
              f"{new['actual_type']} @ {new['actual_op']}  ({(new['reason'] or '')[:100]})")
    n_pass = sum(r["pass"] for r in results)
    gained = sum(new["pass"] for _, new in moved)
    tail = f"; against {args.compare}: +{gained} -{len(moved) - gained}" if args.compare else ""
    print(f"{n_pass}/{len(results)} PASS in {time.time() - t0:.0f} s{tail}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("record", "score"):
        p = sub.add_parser(name)
        p.add_argument("--batches", help="batches to take: 'core', 'extra', numbers and ranges ('2,5,221-236')")
        p.add_argument("--sample", type=int, help="a random sample of this many of the selected cases")
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--out-dir", default=run_all.common_out(), help="where the traces are (default: as common.py)")
    sub.choices["record"].add_argument("--jobs", type=int, default=2, help="apps run at once (default 2)")
    sub.choices["record"].add_argument("--force", action="store_true", help="re-record cases already saved")
    sub.choices["score"].add_argument("-o", "--output", help="write one JSON line per case here")
    sub.choices["score"].add_argument("--compare", help="a previous --output to list the verdicts that moved")
    sub.choices["score"].add_argument("--per-batch", action="store_true", help="print the figure of every batch")
    args = ap.parse_args()
    record(args) if args.cmd == "record" else score(args)


if __name__ == "__main__":
    main()
