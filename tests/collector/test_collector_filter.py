"""collector/otelcol-filter.yaml: an OpenTelemetry Collector that sends every span to the trace backend and only
memtrace's spans to the memtrace collector, with the contrib ``filter`` processor.

There is no Collector binary here, so the test checks the pipeline wiring in the YAML and evaluates the filter's
OTTL condition itself (a small evaluator for the part of OTTL the file uses; anything else in the condition fails
the test) against the OTLP protobuf of real spans: a chromadb EphemeralClient instrumented by memtrace, an
outcome recorded with memtrace's API, under a plain host-app span that must be dropped."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel import semconv as sc

yaml = pytest.importorskip("yaml")

DEPLOY = Path(__file__).resolve().parents[2] / "collector"
FILTER = "filter/memtrace_only"


# ------------------------------------------------------------------------------------------------ OTTL subset
_TOKEN = re.compile(r'\s*(?:(?P<str>"(?:[^"\\]|\\.)*")|(?P<op>==|!=|[()\[\],])|(?P<word>[A-Za-z_][A-Za-z0-9_.]*))')


def _tokens(text: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"OTTL subset: cannot read {text[pos:pos + 20]!r}")
        kind = m.lastgroup
        value = m.group(kind)
        out.append((kind, value[1:-1].replace('\\"', '"').replace("\\\\", "\\") if kind == "str" else value))
        pos = m.end()
    return out


class _Parser:
    """Boolean expressions of OTTL's span context: ``not``, ``and``, ``or``, parentheses, ``==`` / ``!=`` between
    a path, a string or ``nil``, and ``IsMatch(path, "regex")``. Paths: ``name``, ``instrumentation_scope.name``,
    ``attributes["k"]``, ``resource.attributes["k"]``. Returns a function of a span context dict."""

    PATHS = {"name", "instrumentation_scope.name"}

    def __init__(self, text: str):
        self.toks = _tokens(text)
        self.i = 0

    def parse(self):
        expr = self._or()
        if self.i != len(self.toks):
            raise ValueError(f"OTTL subset: trailing {self.toks[self.i:]}")
        return expr

    def _peek(self, value=None):
        if self.i < len(self.toks) and (value is None or self.toks[self.i][1] == value):
            return self.toks[self.i]
        return None

    def _take(self, value=None):
        tok = self._peek(value)
        if tok is None:
            raise ValueError(f"OTTL subset: expected {value!r} at {self.toks[self.i:self.i + 3]}")
        self.i += 1
        return tok

    def _or(self):
        parts = [self._and()]
        while self._peek("or"):
            self._take("or")
            parts.append(self._and())
        return lambda ctx: any(p(ctx) for p in parts)

    def _and(self):
        parts = [self._not()]
        while self._peek("and"):
            self._take("and")
            parts.append(self._not())
        return lambda ctx: all(p(ctx) for p in parts)

    def _not(self):
        if self._peek("not"):
            self._take("not")
            inner = self._not()
            return lambda ctx: not inner(ctx)
        return self._atom()

    def _atom(self):
        if self._peek("("):
            self._take("(")
            inner = self._or()
            self._take(")")
            return inner
        if self._peek("IsMatch"):
            self._take("IsMatch")
            self._take("(")
            target = self._value()
            self._take(",")
            kind, pattern = self._take()
            if kind != "str":
                raise ValueError("OTTL subset: IsMatch needs a string pattern")
            self._take(")")
            regex = re.compile(pattern)
            return lambda ctx: (lambda v: v is not None and regex.search(str(v)) is not None)(target(ctx))
        left = self._value()
        kind, op = self._take()
        if op not in ("==", "!="):
            raise ValueError(f"OTTL subset: no operator {op!r}")
        right = self._value()
        return (lambda ctx: left(ctx) == right(ctx)) if op == "==" else (lambda ctx: left(ctx) != right(ctx))

    def _value(self):
        kind, value = self._take()
        if kind == "str":
            return lambda ctx: value
        if value == "nil":
            return lambda ctx: None
        if value in self.PATHS:
            return lambda ctx: ctx[value]
        if value in ("attributes", "resource.attributes"):
            self._take("[")
            key_kind, key = self._take()
            if key_kind != "str":
                raise ValueError("OTTL subset: attribute keys are strings")
            self._take("]")
            return lambda ctx: ctx[value].get(key)
        raise ValueError(f"OTTL subset: unknown path or value {value!r}")


def _span_contexts(spans):
    """What the Collector's span context sees of each span, from the OTLP request the SDK exporter would send."""
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    from memtrace_otel.graph.loaders.otlp_proto import attributes_to_dict

    request = encode_spans(spans)
    for rs in request.resource_spans:
        resource = attributes_to_dict(rs.resource.attributes)
        for ss in rs.scope_spans:
            for span in ss.spans:
                yield {"name": span.name, "instrumentation_scope.name": ss.scope.name,
                       "attributes": attributes_to_dict(span.attributes), "resource.attributes": resource}


def _drops(config):
    """The filter processor's rule: a span is dropped when any of its span conditions is true."""
    conditions = [_Parser(text).parse() for text in config["traces"]["span"]]
    return lambda ctx: any(c(ctx) for c in conditions)


# ------------------------------------------------------------------------------------------------ tests
@pytest.fixture
def otelcol():
    return yaml.safe_load((DEPLOY / "otelcol-filter.yaml").read_text())


def test_memtrace_pipeline_is_filtered_and_the_backend_gets_every_span(otelcol):
    pipelines = otelcol["service"]["pipelines"]
    for pipeline in pipelines.values():
        for kind in ("receivers", "processors", "exporters"):
            assert all(name in otelcol[kind] for name in pipeline.get(kind, [])), (kind, pipeline)
    [to_memtrace] = [p for p in pipelines.values() if "otlphttp/memtrace" in p["exporters"]]
    [to_backend] = [p for p in pipelines.values() if "otlp/jaeger" in p["exporters"]]
    assert to_memtrace is not to_backend
    assert to_memtrace["exporters"] == ["otlphttp/memtrace"]  # nothing else behind the filter
    assert to_memtrace["receivers"] == to_backend["receivers"] == ["otlp"]  # both see every received span
    assert FILTER in to_memtrace["processors"]
    assert not any(p.startswith("filter") for p in to_backend["processors"])
    procs = to_memtrace["processors"]
    assert procs[0] == "memory_limiter" and procs.index(FILTER) < procs.index("batch")
    assert otelcol["processors"][FILTER]["error_mode"] == "ignore"
    # the exporters and receivers are the single-pipeline config's (same memtrace endpoint, token, Jaeger)
    base = yaml.safe_load((DEPLOY / "otelcol-config.yaml").read_text())
    assert otelcol["exporters"] == base["exporters"] and otelcol["receivers"] == base["receivers"]
    # the names in the condition are memtrace's
    [condition] = otelcol["processors"][FILTER]["traces"]["span"]
    for name in (sc.MEMTRACE_OP_KIND, sc.OUTCOME_SPAN_NAME, sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME,
                 sc.TRACER_NAME):
        assert f'"{name}' in condition or f'"^{name}' in condition, name


def test_filter_keeps_memtrace_spans_of_a_real_chroma_app_and_drops_the_plain_one(otelcol, provider,
                                                                                 capture_content):
    chromadb = pytest.importorskip("chromadb")
    from memtrace_otel.attribution import attribute_outcome
    from memtrace_otel.attribution.writeback import write_verdict
    from memtrace_otel.graph import EvolutionGraph
    from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor
    from memtrace_otel.span_record import from_readable_span

    drops = _drops(otelcol["processors"][FILTER])
    app = provider.get_tracer("shop.web")  # the host app's own instrumentation scope
    instrumentor = ChromaInstrumentor()
    instrumentor.instrument(tracer_provider=provider)
    client = chromadb.EphemeralClient()
    name = "kb-" + uuid.uuid4().hex[:8]
    try:
        col = client.create_collection(name, embedding_function=None)
        with app.start_as_current_span("POST /ingest"):
            col.add(ids=["a", "b"], embeddings=[[1.0, 0.0], [0.0, 1.0]],
                    documents=["alice lives in Paris", "bob lives in Rome"])
            col.upsert(ids=["a"], embeddings=[[1.0, 0.0]], documents=["alice lives in Berlin"])
        with app.start_as_current_span("GET /ask"):
            col.query(query_embeddings=[[0.9, 0.1]], n_results=1)
            with operation("generate", "qa.answer", user_id="alice") as gen:
                gen.output("answer:1", "Berlin", kind="answer")
            record_outcome(False, question="where does alice live", expected="Paris", case_id="case-1")
    finally:
        client.delete_collection(name)
        instrumentor.uninstrument()
    # the verdict of the failed case, written back as memtrace writes it (memtrace attribute --export-otlp)
    app_graph = EvolutionGraph()
    app_graph.add_spans([from_readable_span(s) for s in provider.exporter.get_finished_spans()])
    [failed] = app_graph.failed_outcomes()
    result = attribute_outcome(app_graph, failed)
    assert result.trace_id and result.failed_trace_id  # a root cause: both verdict spans are written
    write_verdict(result, provider.get_tracer("memtrace_otel.attribution"))
    spans = list(provider.exporter.get_finished_spans())

    kept, dropped = [], []
    for ctx in _span_contexts(spans):
        (dropped if drops(ctx) else kept).append(ctx)
    assert sorted(c["name"] for c in dropped) == ["GET /ask", "POST /ingest"]
    assert {c["instrumentation_scope.name"] for c in dropped} == {"shop.web"}
    assert all(c["attributes"].get(sc.MEMTRACE_OP_KIND) is None for c in dropped)
    kept_names = [c["name"] for c in kept]
    assert sorted(c["name"] for c in kept if c["attributes"].get(sc.MEMTRACE_OP_KIND)) == sorted([
        sc.OP_CREATE_MEMORY, sc.OP_UPSERT_MEMORY, sc.OP_SEARCH_MEMORY, "qa.answer", sc.OUTCOME_SPAN_NAME])
    assert {c["attributes"].get(sc.MEMTRACE_OP_SYSTEM) for c in kept} >= {"chroma"}
    assert {sc.OUTCOME_SPAN_NAME, sc.RCA_SPAN_NAME, sc.RCA_MARKER_SPAN_NAME} <= set(kept_names)
    assert {c["instrumentation_scope.name"] for c in kept} >= {
        sc.TRACER_NAME, "memtrace_otel.instrumentations.chromadb", "memtrace_otel.attribution"}

    # a memory op or outcome another tracer wrote is kept by its attribute or name, not its scope
    assert not drops({"name": "mem.add", "instrumentation_scope.name": "acme.memory", "resource.attributes": {},
                      "attributes": {sc.MEMTRACE_OP_KIND: "write"}})
    assert not drops({"name": sc.OUTCOME_SPAN_NAME, "instrumentation_scope.name": "acme.eval",
                      "resource.attributes": {}, "attributes": {}})
    assert drops({"name": "memtrace_otel_lookalike", "instrumentation_scope.name": "memtrace_otelx",
                  "resource.attributes": {}, "attributes": {"memtrace.op.name": "x"}})

    # what memtrace receives builds the same memory graph: the plain spans were only parent pointers
    def graph(records):
        g = EvolutionGraph()
        g.add_spans(records)
        return g

    whole = graph([from_readable_span(s) for s in spans])
    names = {c["name"] for c in kept}
    filtered = graph([from_readable_span(s) for s in spans if s.name in names])
    assert set(filtered.operations) == set(whole.operations) and len(whole.operations) == 5
    assert [o.case_id for o in filtered.failed_outcomes()] == [o.case_id for o in whole.failed_outcomes()] == [
        "case-1"]
    assert len(filtered.verdicts()) == len(whole.verdicts()) == 2
