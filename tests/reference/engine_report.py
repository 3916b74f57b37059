"""Print what an attribution engine answers on every annotated case of the reference-format fixtures.

    python tests/reference/engine_report.py [--engine lineage] [--pseudo] [--dir FOLDER]

One line per case: the annotation (error type, decisive op: name, kind, memtrace.op.phase, seq) and the engine's
verdict; for a miss, the engine's reason. ``--pseudo`` drops the annotated evidence ids (the engine then finds
pseudo-evidence itself, as ``memtrace bench run --memtracebench`` does by default).
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path

from memtrace_otel.attribution import attribute_outcome
from memtrace_otel.graph.import_memtrace import load_memtracebench

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _describe(graph, op_id) -> str:
    op = graph.operations.get(op_id) if op_id else None
    if op is None:
        return "no op"
    return f"{op.op_name} [{op.kind}, {op.attributes.get('memtrace.op.phase')}, seq {op.seq}, {op.op_id[:11]}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="lineage")
    parser.add_argument("--pseudo", action="store_true", help="do not pass the annotated evidence ids")
    parser.add_argument("--dir", type=Path, default=FIXTURES,
                        help="a folder of annotated reference-format graphs (*.json.gz); default: fixtures/")
    args = parser.parse_args(argv)
    hits = total = 0
    paths = sorted(args.dir.glob("*.json.gz"))
    if not paths:
        parser.error(f"no *.json.gz graphs in {args.dir}")
    for path in paths:
        graph, cases, gold = load_memtracebench(path, memory_errors_only=True)
        for case in cases:
            label = gold[case.case_id]
            if args.pseudo:
                case = dataclasses.replace(case, evidence_ids=())
            verdict = attribute_outcome(graph, case, engine=args.engine)
            ok = (verdict.op_id, verdict.error_type) == (label.op_id, label.error_type)
            hits, total = hits + ok, total + 1
            qa = case.case_id.rsplit(":query:", 1)[1]
            print(f"{'ok  ' if ok else 'MISS'} {path.name[:-8]}:{qa}\n"
                  f"     annotation: {label.error_type} at {_describe(graph, label.op_id)}\n"
                  f"     engine:     {verdict.error_type}/{verdict.error_subtype} at {_describe(graph, verdict.op_id)}")
            if not ok:
                print(f"     reason:     {verdict.reason}")
    print(f"{hits}/{total} exact operation and type")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
