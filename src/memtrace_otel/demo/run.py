"""What ``memtrace demo`` does, step by step (the command in ``memtrace_otel.commands.demo`` only parses arguments
and prints).

1. start the memtrace collector in this process (OTLP/HTTP on a free loopback port, its store in the output folder);
2. start the deterministic local model (an OpenAI-compatible server on loopback) unless a real model is given;
3. trace with the OpenTelemetry SDK: every span goes to the collector over OTLP/HTTP and to ``traces.jsonl``
   (OTLP/JSON lines), and also to ``OTEL_EXPORTER_OTLP_ENDPOINT`` when it is set (Phoenix, Jaeger, Tempo...);
4. run the example memory systems (the benchmark's: mem0, RAG over chromadb, long context, episodic) over the demo
   conversations, one case per question, some with a planted fault, and record each answer's outcome;
5. let the collector's failed-case worker attribute the failed answers (or, if it does not finish, attribute
   ``traces.jsonl`` in batch), write the verdict spans back into the traces, and write the reports.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from ..bench.plan import CaseSpec
from . import plan as demo_plan

MAX_CONTENT = 1_000_000  # contexts and buffers are not truncated: attribution compares their content
WORKER_TIMEOUT = 60.0  # seconds to wait for the collector's worker before attributing in batch
OUTPUT_FILES = ("traces.jsonl", "results.jsonl", "report.html", "report.md", "collector.db")


@dataclass
class DemoOptions:
    out_dir: Path
    model: Optional[str] = None  # a litellm model name; None = the local model
    api_base: Optional[str] = None
    api_key: Optional[str] = None
    systems: tuple[str, ...] = demo_plan.SYSTEMS
    data: tuple[str, ...] = ()
    decision_wait: float = 0.5


@dataclass
class CaseRun:
    spec: CaseSpec
    actual: str = ""
    correct: bool = False
    answered: bool = False
    fault_applied: bool = False
    root_cause: Optional[str] = None  # "trace:span" of the op where the fault was planted (the demo's ground truth)
    notes: list[str] = field(default_factory=list)

    @property
    def system(self) -> str:
        return self.spec.system

    @property
    def fault(self) -> str:
        return self.spec.fault


@dataclass
class DemoResult:
    cases: list[CaseRun]
    attributions: list[Any]  # memtrace_otel.attribution.Attribution
    attributed_by: str  # "collector" | "batch"
    skipped_systems: dict[str, str]
    files: dict[str, Path]
    model: str
    model_given: bool = False
    seconds: float = 0.0

    def attribution_of(self, case_id: str):
        return next((a for a in self.attributions if a.case_id == case_id), None)


def offline_environment(out_dir: Path) -> None:
    """Keep litellm, mem0, chromadb and Hugging Face off the network and out of $HOME (before they are imported)."""
    for key, value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true",
                       "MEM0_TELEMETRY": "False", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1"}.items():
        os.environ.setdefault(key, value)
    os.environ["MEM0_DIR"] = str(out_dir / ".mem0")


def local_chat(base_url: str) -> Callable[[list[dict]], str]:
    """The apps' call to the local model: a plain OpenAI-style request (stdlib only; litellm takes seconds to
    import, and the demo must run on the bare package)."""
    import urllib.request

    def chat(messages: list[dict]) -> str:
        body = json.dumps({"model": "local", "messages": messages, "temperature": 0}).encode("utf-8")
        request = urllib.request.Request(base_url + "/chat/completions", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.load(response)["choices"][0]["message"]["content"] or ""

    return chat


def litellm_chat(model: str, api_base: Optional[str], api_key: Optional[str]) -> Callable[..., str]:
    """A call to a real model through litellm (any provider it knows)."""
    import litellm
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    def chat(messages: list[dict], response_format: Any = None) -> str:
        extra = {"response_format": response_format} if response_format else {}
        with suppress_instrumentation():  # the relay is plumbing: the app's own spans describe this call
            response = litellm.completion(model=model, messages=messages, api_base=api_base, api_key=api_key,
                                          temperature=0, **extra)
        return response.choices[0].message.content or ""

    return chat


class RelayPolicy:
    """``--model``: the local server relays every chat request to the real model (embeddings stay local and
    deterministic), so the apps configured for the local server — mem0's LLM, the episodic extractor, the answer
    step — all get their replies from that model. Planted model faults (omit, response) do not apply then."""

    def __init__(self, chat: Callable[..., str]):
        from ..local_model import ScriptedPolicy

        self._local = ScriptedPolicy()
        self._chat = chat
        self.decisions: list = []

    def complete(self, messages, *, model: str = "local", response_format: Any = None) -> str:
        return self._chat(messages, response_format)

    def embed(self, texts, dimensions=None):
        return self._local.embed(texts, dimensions)

    def reset(self) -> None:
        pass


def quiet_libraries() -> None:
    """mem0 warns about optional extras (spaCy, fastembed) and local qdrant on every run: not the demo's story."""
    import logging
    import warnings

    for name in ("mem0", "qdrant_client", "chromadb", "LiteLLM", "httpx"):
        logging.getLogger(name).setLevel(logging.ERROR)
    warnings.filterwarnings("ignore", module=r"(mem0|qdrant_client|chromadb)(\..*)?")


def start_collector(out_dir: Path, decision_wait: float):
    from ..collector import Collector, default_config
    from ..collector.config import GraphProcessorConfig, HttpReceiverConfig, StoreConfig

    config = default_config(
        http=HttpReceiverConfig(endpoint="127.0.0.1:0"), grpc=None,
        store=StoreConfig(path=str(out_dir / "collector.db"), synchronous="normal"),
        graph=GraphProcessorConfig(decision_wait=decision_wait, attribution="auto", poll_interval=0.1,
                                   rebuild_on_start=False))
    return Collector(config).start()


def start_tracing(collector_url: str, traces_path: Path):
    """A TracerProvider exporting to the collector, to the OTLP/JSON file and, when set, to OTEL_EXPORTER_OTLP_*."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from ..exporters.file import OTLPJsonFileExporter

    # Resource.create also reads OTEL_RESOURCE_ATTRIBUTES; Phoenix files the spans under this project name
    resource = {"service.name": "memtrace-demo"}
    if "openinference.project.name" not in os.environ.get("OTEL_RESOURCE_ATTRIBUTES", ""):
        resource["openinference.project.name"] = "memtrace-demo"
    provider = TracerProvider(resource=Resource.create(resource))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=collector_url + "/v1/traces")))
    provider.add_span_processor(BatchSpanProcessor(OTLPJsonFileExporter(traces_path)))
    extra = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if extra:
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))  # reads the OTEL_EXPORTER_OTLP_* vars
    return provider, extra


def run_case(system, spec: CaseSpec, conv, run_no: int, server, watch, chat, relay=None) -> CaseRun:
    from .. import lineage
    from ..bench.harness import RunContext
    from ..outcome import record_outcome

    lineage.REGISTRY.clear()  # each case is a fresh memory
    watch.clear()
    fault = None if spec.fault == demo_plan.CLEAN else spec.fault
    ctx = RunContext(spec, conv, fault=fault, run_id=f"r{run_no}", server=server, watch=watch, chat=chat)
    if relay is not None:
        server.policy = relay  # RunContext scripted the local model for this case; a real model answers instead
    try:
        system.run(ctx)
    except Exception as exc:  # one app failing on one question (a real model's odd reply...) must not end the demo
        return CaseRun(spec, notes=[f"the app raised {type(exc).__name__}: {exc}"])
    res = ctx.result
    run = CaseRun(spec, actual=res.actual, answered=res.answer is not None,
                  fault_applied=res.fault_applied or spec.fault == "annotation", notes=list(res.notes))
    if res.root_cause:
        run.root_cause = ":".join(res.root_cause)
    if run.answered:
        run.correct = answers_match(res.actual, spec.expected)
        # The demo knows which messages hold the answer (the dataset's evidence turns), so it says so; without them
        # attribution looks for the evidence itself. Full var ids: the collector's graph holds every case's run.
        evidence = [] if spec.fault == "annotation" else [ctx.msg_var(t) for t in ctx.turns
                                                          if t.dia_id in spec.evidence]
        record_outcome(run.correct, question=spec.question, expected=spec.expected, actual=res.actual,
                       case_id=spec.case_id, answer=res.answer, evidence_ids=evidence)
    return run


def answers_match(actual: str, expected: str) -> bool:
    """Right when the reply holds every content word of the expected answer (a real model answers in sentences)."""
    from ..local_model.words import content_set

    wanted = content_set(expected)
    return bool(wanted) and wanted <= content_set(actual)


def _collector_results(collector, failed: int, timeout: float) -> Optional[list]:
    from ..attribution import Attribution

    def finished() -> bool:
        counts = collector.case_counts()
        return counts["done"] + counts["error"] >= failed

    if failed and not collector.wait_until(finished, timeout=timeout):
        return None
    return [Attribution.from_dict(c.result) for c in collector.store.cases() if c.state == "done" and c.result]


def _batch_results(traces_path: Path) -> list:
    from ..attribution.batch import attribute_loaded, load_traces

    return attribute_loaded(load_traces([str(traces_path)], progress=False), engine="lineage", progress=False)


def load_systems(names, provider, say) -> tuple[dict, dict[str, str]]:
    """The benchmark's memory systems, instrumented; a system whose library or instrumentation is missing is skipped
    (with the reason), not fatal."""
    import memtrace_otel
    from ..bench import systems as bench_systems

    loaded, skipped = {}, {}
    for name in names:
        try:
            loaded[name] = bench_systems.load(name)
        except ImportError as exc:
            skipped[name] = f"not available ({exc})"
    wanted = sorted({i for s in loaded.values() for i in s.INSTRUMENTATIONS})
    inst = memtrace_otel.instrument(tracer_provider=provider, capture_content=True, max_content_length=MAX_CONTENT,
                                    instrumentations=wanted)
    for name, system in list(loaded.items()):
        missing = [i for i in system.INSTRUMENTATIONS if i not in inst.available]
        if missing:
            skipped[name] = "instrumentation not available: " + ", ".join(
                f"{i} ({inst.skipped.get(i, 'not found')})" for i in missing)
            del loaded[name]
    say("instrumented: " + (", ".join(inst.available) or "manual API only"))
    return loaded, skipped


def run_apps(systems: dict, options: DemoOptions, provider, say) -> list[CaseRun]:
    """Every planned case of every system, one after the other, against the local model (or relayed to --model)."""
    from ..bench.harness import SpanWatch
    from ..local_model import LocalModelServer

    watch = SpanWatch()  # lets a system name the span a library call opened, to record where it planted a fault
    provider.add_span_processor(watch)
    quiet_libraries()
    conversations = demo_plan.demo_conversations(options.data)
    convs = {c.conv_id: c for c in conversations}
    relay = RelayPolicy(litellm_chat(options.model, options.api_base, options.api_key)) if options.model else None
    cases: list[CaseRun] = []
    with LocalModelServer() as server:
        chat = local_chat(server.base_url)
        for name, system in systems.items():
            t0 = time.monotonic()
            faults = [f for f in demo_plan.DEMO_FAULTS[name] if f == demo_plan.CLEAN or f in system.FAULTS]
            mine = [run_case(system, spec, convs[spec.conv_id], len(cases) + i + 1, server, watch, chat, relay)
                    for i, spec in enumerate(demo_plan.plan_cases(conversations, name, faults))]
            cases.extend(mine)
            failed = sum(1 for c in mine if c.answered and not c.correct)
            say(f"app {name} ({demo_plan.SYSTEM_DESCRIPTIONS[name]}): {len(mine)} questions over "
                f"{len(conversations)} conversations, {failed} answered wrongly ({time.monotonic() - t0:.1f}s)")
    return cases


def attribute(collector, provider, cases: list[CaseRun], traces_path: Path, say) -> tuple[list, str]:
    """The collector's failed-case worker attributes what it received; batch over the traces file if it does not
    finish. Returns (verdicts, "collector" | "batch")."""
    provider.force_flush()
    failed = sum(1 for c in cases if c.answered and not c.correct)
    say(f"attribution: {failed} failed answers queued by the collector; waiting for its failed-case worker")
    results = _collector_results(collector, failed, WORKER_TIMEOUT)
    if results is not None and len(results) >= failed:
        return results, "collector"
    say("attribution: the collector's worker did not finish; attributing traces.jsonl in batch instead")
    return _batch_results(traces_path), "batch"


def write_results(path: Path, results: list, cases: list[CaseRun]) -> None:
    """results.jsonl: one verdict per line, with what the demo planted beside it (``demo``)."""
    by_case = {c.spec.case_id: c for c in cases}
    with open(path, "w", encoding="utf-8") as fh:
        for r in results:
            row = r.to_dict()
            case = by_case.get(r.case_id)
            if case is not None:
                row["demo"] = {"system": case.system, "fault": case.fault,
                               "expected_error_type": demo_plan.expected_error(case.fault),
                               "root_cause_op_id": case.root_cause}
            fh.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")


def run_demo(options: DemoOptions, say: Callable[[str], None] = print) -> DemoResult:
    import memtrace_otel
    from ..attribution.batch import load_traces
    from ..attribution.report import write_reports
    from ..attribution.writeback import write_verdicts

    started = time.monotonic()
    out = options.out_dir
    out.mkdir(parents=True, exist_ok=True)
    for name in OUTPUT_FILES:  # a rerun starts from a clean folder
        for path in (out / name, out / (name + "-wal"), out / (name + "-shm")):
            path.unlink(missing_ok=True)
    offline_environment(out)
    files = {name: out / name for name in ("traces.jsonl", "results.jsonl", "report.html", "report.md")}

    collector = start_collector(out, options.decision_wait)
    say(f"collector: listening on {collector.http_url} (OTLP/HTTP), store {out / 'collector.db'}")
    provider = None
    try:
        provider, extra = start_tracing(collector.http_url, files["traces.jsonl"])
        say(f"tracing: spans -> collector + {files['traces.jsonl']}" + (f" + {extra}" if extra else ""))
        systems, skipped = load_systems(options.systems, provider, say)
        cases = run_apps(systems, options, provider, say)
        for name, why in skipped.items():
            say(f"app {name}: skipped, {why}")
        results, attributed_by = attribute(collector, provider, cases, files["traces.jsonl"], say)
        write_results(files["results.jsonl"], results, cases)
        write_verdicts(results, provider.get_tracer("memtrace_otel.attribution"))  # into the traces, all exporters
        provider.force_flush()
    finally:
        memtrace_otel.shutdown()
        if provider is not None:
            provider.shutdown()
        collector.stop()

    model = options.model or "the local model"
    graph = load_traces([str(files["traces.jsonl"])], progress=False).graph
    write_reports(results, graph, html_path=str(files["report.html"]), markdown_path=str(files["report.md"]),
                  title="memtrace demo: attribution report",
                  subtitle=f"{len(results)} failed answers from {len(cases)} questions; model: {model}")
    return DemoResult(cases, results, attributed_by, skipped, files, model, bool(options.model),
                      time.monotonic() - started)
