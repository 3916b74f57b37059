"""``memtrace graph FILE... [--trace ID | --record ID | --case ID] [--format json|dot|html] [-o OUT]``

Rebuilds the memory evolution graph from trace files (any format the loaders read: OTLP/JSON, OTLP protobuf,
Jaeger, Tempo, gzip or not; directories are searched), from graph JSON written by this command, or from a
smartcomment ExecNetwork / MemTraceBench file, then writes it as JSON, GraphViz DOT or a self-contained HTML page.
Exit code 2 on bad input, with a message naming the file and what is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HELP = "rebuild the memory evolution graph from trace files and export it (json, dot, html)"

MAX_HTML_CASES = 50
LARGE_DRAWING = 300  # operations; beyond this one drawing is hard to read


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="trace files or directories; graph JSON from 'memtrace graph'; or a smartcomment "
                             "ExecNetwork / MemTraceBench JSON")
    select = parser.add_mutually_exclusive_group()
    select.add_argument("--trace", metavar="ID", help="only the operations of this trace and the versions they touch")
    select.add_argument("--record", metavar="ID",
                        help="one variable (record) id: its version history and the operations around it")
    select.add_argument("--case", metavar="ID",
                        help="one evaluated case (outcome case id): the lineage from its evidence to its answer")
    parser.add_argument("--format", choices=("json", "dot", "html"), default="json", help="output format")
    parser.add_argument("-o", "--output", metavar="OUT", help="output file (default: standard output)")
    parser.add_argument("--root-cause", metavar="OP_ID", help="operation to draw as the root cause (dot, html)")
    parser.add_argument("--skip-bad-files", action="store_true",
                        help="warn about unreadable trace files and go on instead of failing")


class InputError(Exception):
    """Bad input named for the user; exit code 2."""


def _classify(path: Path) -> str:
    """'execnetwork', 'graph' (our JSON) or 'traces', from the first bytes of the content."""
    if path.is_dir():
        return "traces"
    from ..graph.import_memtrace import looks_like_execnetwork
    from ..graph.loaders import open_trace_file

    with open_trace_file(path) as fh:
        head = fh.read(64 * 1024)
    if looks_like_execnetwork(head):
        return "execnetwork"
    if b'"memtrace.evolution_graph"' in head[:4096]:
        return "graph"
    return "traces"


def load_graph(paths: list[str], *, skip_bad_files: bool = False):
    """One graph from every input; returns (graph, number of spans read)."""
    from ..graph import EvolutionGraph
    from ..graph.export.json import GraphFormatError, read_json
    from ..graph.import_memtrace import ExecNetworkFormatError, load_execnetwork
    from ..graph.loaders import TraceFormatError, iter_spans

    g = EvolutionGraph()
    trace_paths: list[Path] = []
    n_spans = 0
    for name in paths:
        path = Path(name)
        if not path.exists():
            raise InputError(f"{name}: no such file or directory")
        try:
            kind = _classify(path)
            if kind == "execnetwork":
                imported, _, _ = load_execnetwork(path)
                g.merge(imported)
            elif kind == "graph":
                g.merge(read_json(path))
            else:
                trace_paths.append(path)
        except (ExecNetworkFormatError, GraphFormatError) as exc:
            if not skip_bad_files:
                raise InputError(str(exc)) from None
            print(f"memtrace graph: skipping {exc}", file=sys.stderr)
        except OSError as exc:
            raise InputError(f"{name}: {exc.strerror or exc}") from None
    if trace_paths:
        try:
            for rec in iter_spans(trace_paths, on_error="skip" if skip_bad_files else "raise"):
                n_spans += 1
                g.add_span(rec)
        except TraceFormatError as exc:
            raise InputError(str(exc)) from None
        except OSError as exc:
            raise InputError(f"{getattr(exc, 'filename', '') or ''}: {exc.strerror or exc}") from None
    return g, n_spans


def select(g, *, trace: str | None = None, record: str | None = None, case: str | None = None):
    """The subgraph the user asked for (or the whole graph). Returns (graph, title, case outcome or None)."""
    if trace:
        trace_id = trace.strip().lower()
        ids = g.trace_ids(trace_id)
        if not ids:
            raise InputError(f"--trace {trace}: no memory operation in that trace "
                             f"({len({o.trace_id for o in g.operations.values()})} traces loaded)")
        return g.subgraph(ids), f"trace {trace_id}", None
    if record:
        history = g.record_history(record)
        placeholder = f"{record}@0"
        nodes = [v.node_id for v in history] + ([placeholder] if placeholder in g.variables else [])
        if not nodes:
            raise InputError(f"--record {record}: no variable with that id (give the id without '@version')")
        return g.subgraph(g.neighbourhood(nodes)), f"record {record}", None
    if case:
        outcome = next((o for o in g.outcomes() if o.case_id == case), None)
        if outcome is None:
            known = ", ".join(sorted({str(o.case_id) for o in g.outcomes()})[:10]) or "none"
            raise InputError(f"--case {case}: no outcome with that case id (known: {known})")
        return case_subgraph(g, outcome), f"case {case}", outcome
    return g, "memory evolution graph", None


def case_subgraph(g, outcome):
    """Evidence -> answer lineage of one case; without evidence, everything the answer depends on."""
    ids: set[str] = set()
    answer = outcome.answer_node_id if outcome.answer_node_id in g.variables else outcome.answer_op_id
    if answer in g.variables or answer in g.operations:
        if outcome.evidence_ids:
            path = g.between(outcome.evidence_ids, answer)
            ids = set(path.operations) | set(path.variables)
        if not ids:
            ids = g.ancestors(answer) | {answer}
    if outcome.answer_op_id in g.operations:
        ids.add(outcome.answer_op_id)
    if outcome.op_id in g.operations:
        ids.add(outcome.op_id)
    return g.subgraph(ids)


def _root_causes(g) -> dict[str, str]:
    """case id -> root-cause op id, from verdict spans already in the traces."""
    out: dict[str, str] = {}
    for v in g.verdicts():
        if v.case_id and v.root_cause_op_id:
            out.setdefault(v.case_id, v.root_cause_op_id)
    return out


def render(g, fmt: str, *, title: str, case=None, root_cause: str | None = None, whole: bool = False) -> str:
    if fmt == "json":
        from ..graph.export.json import graph_to_dict

        return json.dumps(graph_to_dict(g), indent=1, ensure_ascii=False) + "\n"
    highlight = _highlights(case)
    if fmt == "dot":
        from ..graph.export.dot import render_dot

        return render_dot(g, root_cause_op_id=root_cause, highlight_nodes=highlight, title=title)
    from ..graph.export.html import Section, render_html, render_html_page

    failed = g.failed_outcomes() if whole else []
    if whole and failed:
        causes = _root_causes(g)
        sections = [Section(title=f"case {o.case_id or o.op_id}", graph=case_subgraph(g, o),
                            root_cause_op_id=root_cause or causes.get(o.case_id or ""),
                            highlight_nodes=_highlights(o), case=o, context_graph=g)
                    for o in failed[:MAX_HTML_CASES]]
        subtitle = (f"{len(g.operations)} operations, {len(g.variables)} variable versions, "
                    f"{len(failed)} failed case(s)" + (f"; first {MAX_HTML_CASES} drawn" if len(failed) >
                                                       MAX_HTML_CASES else ""))
        return render_html_page(sections, title="memtrace: failed cases", subtitle=subtitle)
    if len(g.operations) > LARGE_DRAWING:
        print(f"memtrace graph: drawing {len(g.operations)} operations in one picture; --case, --trace or --record "
              "select a readable part", file=sys.stderr)
    if root_cause is None and case is not None:
        root_cause = _root_causes(g).get(case.case_id or "")
    return render_html(g, title=title, root_cause_op_id=root_cause, highlight_nodes=highlight, case=case)


def _highlights(case) -> tuple[str, ...]:
    if case is None:
        return ()
    out = list(case.evidence_ids)
    if case.answer_node_id:
        out.append(case.answer_node_id)
    return tuple(out)


def run(args: argparse.Namespace) -> int:
    try:
        g, n_spans = load_graph(args.files, skip_bad_files=args.skip_bad_files)
        if not g.operations and not g.outcomes():
            raise InputError(f"no memory operations found in {', '.join(args.files)} ({n_spans} spans read; "
                             "spans need the memtrace.op.kind attribute)")
        sub, title, case = select(g, trace=args.trace, record=args.record, case=args.case)
        if args.root_cause and args.root_cause not in g.operations:
            raise InputError(f"--root-cause {args.root_cause}: no such operation (op ids are 'trace_id:span_id')")
        text = render(sub, args.format, title=title, case=case, root_cause=args.root_cause,
                      whole=not (args.trace or args.record or args.case))
    except InputError as exc:
        print(f"memtrace graph: {exc}", file=sys.stderr)
        return 2
    if args.output:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"memtrace graph: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text)
    print(f"memtrace graph: {n_spans} spans -> {len(sub.operations)} operations, {len(sub.variables)} variable "
          f"versions, {len(sub.failed_outcomes())} failed case(s)" + (f" -> {args.output}" if args.output else ""),
          file=sys.stderr)
    return 0
