"""memtrace attribute FILES... — attribute failed answers in exported traces to the operation that caused them."""

from __future__ import annotations

import argparse
import json
import os
import sys

HELP = "attribute failed answers in trace files to the operation that caused them"


STREAM_HINT_SPANS = 100_000  # a whole-file load this large prints a hint about --stream


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="*", help="trace files or folders (OTLP/JSON[L], OTLP protobuf, Jaeger, "
                        "Tempo, MemTraceBench/smartcomment graphs); or --source")
    parser.add_argument("--engine", choices=("lineage", "agent"), default="lineage",
                        help="lineage: deterministic, no LLM (default); agent: an LLM explores the graph")
    parser.add_argument("--model", help="litellm model name for the agent engine (e.g. openai/gpt-4o-mini)")
    parser.add_argument("--api-base", help="OpenAI-compatible base URL for the agent engine's model")
    parser.add_argument("--cases", help="cases.jsonl: which failed cases to attribute and what is known of them")
    parser.add_argument("-o", "--output", default="results.jsonl", help="results, one JSON per line (resumable)")
    parser.add_argument("--report", help="write a self-contained HTML report here (and a .md summary beside it)")
    parser.add_argument("--export-otlp", nargs="?", const=True, default=False, metavar="URL",
                        help="send verdict spans over OTLP/HTTP so Jaeger/Tempo show them: to URL (http://HOST:4318, "
                        "the exporter appends /v1/traces, or a full .../v1/traces URL), else to "
                        "OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT")
    parser.add_argument("--phoenix-url", metavar="URL",
                        help="write each verdict as a Phoenix span annotation (on the answer span and the root-cause "
                        "span) through Phoenix's REST API at URL, e.g. http://127.0.0.1:6006 (PHOENIX_API_KEY if set)")
    parser.add_argument("--concurrency", type=int, default=4, help="parallel cases for the agent engine")
    parser.add_argument("--max-calls", type=int, default=None, help="agent engine: LLM calls per case")
    parser.add_argument("--no-progress", action="store_true", help="no progress display")
    parser.add_argument("--source", metavar="URL",
                        help="read the traces where they live instead of FILES: clickhouse://HOST:8123/DB?table="
                        "otel_traces (OpenTelemetry Collector ClickHouse exporter), postgresql://... or "
                        "sqlite:///path (a memtrace collector store), phoenix://HOST:6006?project=NAME (Phoenix's "
                        "REST API; phoenixs:// for https, PHOENIX_API_KEY if set); failed cases are found with a query "
                        "and each case's lineage subgraph is pulled by scope, variable ids and time")
    parser.add_argument("--since", metavar="DURATION", help="--source: failed outcomes of the last DURATION "
                        "(e.g. 24h, 7d; default: all)")
    parser.add_argument("--lookback", metavar="DURATION", default=None,
                        help="--source or --stream: how far before a case its lineage is searched (default 30d with "
                        "--source; with --stream, back to the files' first span)")
    parser.add_argument("--create-refs-index", action="store_true",
                        help="--source clickhouse://...: create the records index next to the traces table (a "
                        "table and the materialized view that fills it; backfilled from --since, or from the start), "
                        "so a case's lineage is found by index instead of scanning the lookback window; then exit")
    parser.add_argument("--stream", action="store_true",
                        help="FILES: read them once into an index on disk (in --spill-dir) and attribute scope by "
                        "scope on each case's lineage subgraph, instead of holding one graph of every span in memory")
    parser.add_argument("--spill-dir", metavar="DIR",
                        help="--stream: where the index and the spans go (default: a temporary directory, removed "
                        "at the end)")
    parser.add_argument("--jobs", type=int, default=None, metavar="N",
                        help="--source or FILES: attribute scopes in N worker processes (1: in this process; with "
                        "FILES, N > 1 implies --stream). Default with --source: a Dask LocalCluster of one worker per "
                        "core from 200 scope tasks on (when Dask is installed), in this process below that")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="--source: run the scope tasks on Dask: 'local' (a LocalCluster of --jobs workers) or "
                        "tcp://HOST:8786 (a running cluster)")


def _export_target(args: argparse.Namespace) -> None:
    """``--export-otlp`` takes an optional URL; a value that is no URL is a trace file that followed the flag
    (``memtrace attribute --export-otlp traces.jsonl``), so it goes back to FILES. A URL is checked here, before
    any attribution runs (ValueError)."""
    value = getattr(args, "export_otlp", False)
    if isinstance(value, str):
        if "://" not in value:
            args.files = list(args.files or []) + [value]
            args.export_otlp = True
        else:
            otlp_traces_url(value)


def run(args: argparse.Namespace) -> int:
    from ..attribution.batch import attribute_loaded, load_traces, read_cases, read_results
    from ..attribution.report import write_reports
    from ..graph.loaders.errors import TraceFormatError

    try:
        _export_target(args)
    except ValueError as exc:
        print(f"memtrace attribute: {exc}", file=sys.stderr)
        return 2
    jobs_given = getattr(args, "jobs", None) is not None
    args.jobs = getattr(args, "jobs", None) or 1
    if getattr(args, "source", None):
        return _run_source(args, auto=not jobs_given and not args.scheduler)
    if not args.files:
        print("memtrace attribute: give trace FILES or --source URL", file=sys.stderr)
        return 2
    for path in args.files:
        if not os.path.exists(path):
            print(f"memtrace attribute: {path}: no such file or folder", file=sys.stderr)
            return 2
    if getattr(args, "stream", False) or args.jobs > 1 or getattr(args, "scheduler", None):
        return _run_stream(args)
    try:
        loaded = load_traces(args.files, progress=not args.no_progress)
        cases = read_cases(args.cases)
    except (TraceFormatError, ValueError) as exc:
        print(f"memtrace attribute: {exc}", file=sys.stderr)
        return 2
    if loaded.spans >= STREAM_HINT_SPANS:
        print(f"memtrace attribute: {loaded.spans} spans in one graph in memory; each case's work grows with it. "
              "With many memory scopes, --stream (or --jobs N) attributes scope by scope on disk-indexed spans "
              "(docs/scale.md)", file=sys.stderr)
    attribute_loaded(loaded, engine=args.engine, engine_options=_engine_options(args), cases=cases,
                     out_path=args.output, concurrency=args.concurrency, progress=not args.no_progress)
    results = read_results(args.output)  # including cases done by an earlier, interrupted run
    if args.report:
        md = os.path.splitext(args.report)[0] + ".md"
        write_reports(results, loaded.graph, html_path=args.report, markdown_path=md,
                      subtitle=f"{len(results)} failed case(s) from {', '.join(args.files)}")
    exported = _publish(args, args.engine, results=results)
    if args.report:
        print(f"report: {args.report}")
    if loaded.gold:
        hits = sum(1 for r in results if r.case_id in loaded.gold and loaded.gold[r.case_id].op_id == r.op_id)
        print(json.dumps({"gold_cases": len(loaded.gold), "exact_op_matches": hits}))
    return 0 if exported else 1


def _create_refs_index(source, since_ns: int) -> int:
    """memtrace attribute --source clickhouse://... --create-refs-index [--since 30d]."""
    from ..attribution.sources.clickhouse import ClickHouseSource

    if not isinstance(source, ClickHouseSource):
        print(f"memtrace attribute: --create-refs-index is for --source clickhouse://..., not {source.describe()} "
              "(the memtrace store and Phoenix need no index of their own)", file=sys.stderr)
        return 2
    try:
        source.create_refs_index(backfill_since_ns=since_ns)
    except Exception as exc:  # a refused connection, missing rights: say which and stop
        print(f"memtrace attribute: could not create {source.refs_table}: {exc}", file=sys.stderr)
        return 1
    finally:
        source.close()
    print(f"memtrace attribute: {source.refs_table} created (with its materialized view) and backfilled"
          + (" over --since" if since_ns else ""), file=sys.stderr)
    return 0


def _run_source(args: argparse.Namespace, auto: bool = False) -> int:
    """memtrace attribute --source URL [--since 24h] [--jobs N | --scheduler local|tcp://...]. ``auto``: neither was
    given (``parallel.auto_scheduler`` decides)."""
    import time

    from ..attribution.parallel import attribute_source
    from ..attribution.sources import open_source, parse_duration

    if args.files:
        print("memtrace attribute: give trace FILES or --source, not both", file=sys.stderr)
        return 2
    if args.report or args.cases:
        print("memtrace attribute: --report and --cases work on FILES; with --source use the results file",
              file=sys.stderr)
        return 2
    try:
        source = open_source(args.source, lookback=parse_duration(args.lookback or "30d"))
        since_ns = time.time_ns() - int(parse_duration(args.since) * 1e9) if args.since else 0
    except ValueError as exc:
        print(f"memtrace attribute: {exc}", file=sys.stderr)
        return 2
    if args.create_refs_index:
        return _create_refs_index(source, since_ns)
    before = _size(args.output)
    try:
        attribute_source(source, since_ns=since_ns, engine=args.engine, engine_options=_engine_options(args),
                         jobs=max(1, args.jobs), scheduler="auto" if auto else args.scheduler, out_path=args.output,
                         progress=not args.no_progress, collect=False)
    except RuntimeError as exc:
        print(f"memtrace attribute: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # the source or the scheduler could not be reached: say which, no traceback
        print(f"memtrace attribute: {source.describe()}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    finally:
        source.close()
    return 0 if _publish(args, args.engine, f" from {source.describe()}", new_after=before) else 1


def _size(path: str) -> int:
    return os.path.getsize(path) if os.path.exists(path) else 0


def _engine_options(args: argparse.Namespace) -> dict:
    if args.engine != "agent":
        return {}
    return {k: v for k, v in (("model", args.model), ("api_base", args.api_base), ("max_calls", args.max_calls)) if v}


def _run_stream(args: argparse.Namespace) -> int:
    """memtrace attribute FILES --stream [--jobs N]: index the files on disk, then attribute scope by scope."""
    import shutil
    import tempfile

    from ..attribution.batch import Progress, read_cases
    from ..attribution.parallel import attribute_source
    from ..attribution.sources import parse_duration
    from ..attribution.sources.files import FileSource
    from ..graph.import_memtrace import is_execnetwork_file
    from ..graph.loaders.errors import TraceFormatError

    if args.report:
        print("memtrace attribute: --report needs the whole graph; run without --stream/--jobs for a report",
              file=sys.stderr)
        return 2
    if args.scheduler and args.scheduler not in ("local", "localcluster"):
        print("memtrace attribute: FILES are indexed on this machine, which a remote Dask cluster cannot read; use "
              "--scheduler local or --jobs N (or load them into a collector store and use --source)", file=sys.stderr)
        return 2
    for path in args.files:
        if is_execnetwork_file(path):
            print(f"memtrace attribute: {path}: a MemTraceBench/ExecNetwork graph is attributed as a whole; "
                  "run without --stream/--jobs", file=sys.stderr)
            return 2
    directory = args.spill_dir or tempfile.mkdtemp(prefix="memtrace-stream-")
    bar = Progress("indexing spans", enabled=not args.no_progress)
    try:
        rows = read_cases(args.cases)
        lookback = parse_duration(args.lookback) if args.lookback else None
        done = [0]

        def progress(count: int) -> None:
            bar.update(count - done[0])
            done[0] = count

        source = FileSource.index(args.files, directory, jobs=max(1, args.jobs), progress=progress)
        bar.close()
        if lookback is not None:
            source.lookback_ns = int(lookback * 1e9)
        before = _size(args.output)
        attribute_source(source, engine=args.engine, engine_options=_engine_options(args), jobs=max(1, args.jobs),
                         scheduler=args.scheduler, out_path=args.output, progress=not args.no_progress,
                         rows=rows or None, collect=False)
        source.close()
    except (TraceFormatError, ValueError, RuntimeError) as exc:
        print(f"memtrace attribute: {exc}", file=sys.stderr)
        return 2
    finally:
        if not args.spill_dir:
            shutil.rmtree(directory, ignore_errors=True)
    return 0 if _publish(args, f"{args.engine}, streamed from {source.spans} spans", new_after=before) else 1


def _publish(args: argparse.Namespace, how: str, origin: str = "", results: list | None = None,
             new_after: int | None = None) -> bool:
    """Send the verdicts of the results file where asked (OTLP, Phoenix) and print the summary; False when the OTLP
    endpoint did not take them. Without a destination the file is only streamed through for the counts.
    ``new_after``: the file's size before this run (a resumed run appends to it), to say how many verdicts this run
    added. Every verdict of the file is sent, the earlier ones again: a run whose export failed is resumed to send
    them (a backend receives a verdict twice rather than never)."""
    from ..attribution.batch import iter_results, read_results
    from ..attribution.report import summarize

    sending = args.export_otlp or getattr(args, "phoenix_url", None)
    if results is None:
        results = read_results(args.output) if sending else iter_results(args.output)
    exported = _export(results, args.export_otlp) if args.export_otlp else True
    if getattr(args, "phoenix_url", None):
        from ..attribution.phoenix import annotate_phoenix

        print(annotate_phoenix(results, args.phoenix_url).summary())
    summary = summarize(results)
    new = sum(1 for _ in iter_results(args.output, new_after)) if new_after is not None else None
    this_run = f", {new} of them by this run" if new is not None and new != summary["cases"] else ""
    print(f"{summary['cases']} failed case(s) attributed ({how}){origin}{this_run}; results in {args.output}")
    width = max((len(k) for k in summary["by_error_type"]), default=10)
    for error_type, count in summary["by_error_type"].items():
        print(f"  {error_type.ljust(width)}  {count}")
    return exported


def otlp_traces_url(url: str) -> str:
    """The OTLP/HTTP traces URL for ``--export-otlp URL``: a base URL (no path) gets ``/v1/traces``, as the
    ``OTEL_EXPORTER_OTLP_ENDPOINT`` variable and the Collector's ``otlphttp`` exporter do; a path is kept."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"--export-otlp {url}: give an http:// or https:// URL")
    return url.rstrip("/") + "/v1/traces" if parts.path in ("", "/") else url


EXPORT_BATCH = 512  # verdict spans per OTLP request


def _export(results, target=True) -> bool:
    """Send the verdict spans of ``results`` over OTLP/HTTP to ``target`` (a URL; True: the OTEL_EXPORTER_OTLP_*
    variables), in requests of EXPORT_BATCH spans. False, with a message, when the endpoint did not take them."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExportResult
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from ..attribution.writeback import write_verdicts

    endpoint = otlp_traces_url(target) if isinstance(target, str) else None  # checked by _export_target
    written = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME",
                                                                                        "memtrace-attribution")}))
    provider.add_span_processor(SimpleSpanProcessor(written))
    count = write_verdicts(results, provider.get_tracer("memtrace_otel.attribution"))
    spans = written.get_finished_spans()
    provider.shutdown()
    exporter = OTLPSpanExporter(endpoint=endpoint)
    sent = 0
    try:
        for start in range(0, len(spans), EXPORT_BATCH):
            if exporter.export(spans[start:start + EXPORT_BATCH]) is not SpanExportResult.SUCCESS:
                where = endpoint or "the OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT endpoint"
                print(f"memtrace attribute: OTLP export to {where} failed after {sent} of "
                      f"{len(spans)} verdict span(s)", file=sys.stderr)
                return False
            sent += len(spans[start:start + EXPORT_BATCH])
    finally:
        exporter.shutdown()
    print(f"exported {count} verdict(s) ({sent} spans) over OTLP")
    return True
