"""``instrument()``: tracing set up from the standard OTEL_* variables, or the app's own provider left as it is.

Each scenario runs in a subprocess: the global TracerProvider can be set only once per process, and "flushed at exit"
can only be seen from outside. OTLP receivers (gRPC and HTTP) are real servers started here on 127.0.0.1.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import textwrap
import threading
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from otlp_file_reader import read_spans

from memtrace_otel import config, instrument, shutdown
from memtrace_otel import semconv as sc

# one memory operation and an outcome; the process exits without shutdown()/force_flush()
STORY = """
from memtrace_otel import operation, record_outcome
with operation("write", "app.add", user_id="u1") as op:
    op.output("rec-1", "some memory", kind="memory_record")
with operation("generate", "app.answer") as g:
    g.input("rec-1", "some memory", kind="memory_record", relation="context_of")
    g.output("answer:1", "an answer", kind="answer")
record_outcome(False, answer=g)
"""


def run_py(code: str, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    full_env.update(env or {})
    proc = subprocess.run([sys.executable, "-c", code], env=full_env, capture_output=True,
                          text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def script(*parts: str) -> str:
    return "\n".join(textwrap.dedent(p) for p in parts)


def last_json(proc: subprocess.CompletedProcess) -> dict:
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_existing_sdk_provider_is_used_and_nothing_added():
    proc = run_py(script("""
        import json
        from opentelemetry import trace
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
        import memtrace_otel
        exporter = InMemorySpanExporter()
        app_provider = TracerProvider()
        app_provider.add_span_processor(SimpleSpanProcessor(exporter))
        trace.set_tracer_provider(app_provider)
        before = len(app_provider._active_span_processor._span_processors)
        result = memtrace_otel.instrument(instrumentations=[])
        """, STORY, """
        print(json.dumps({
            "same": result.tracer_provider is app_provider and trace.get_tracer_provider() is app_provider,
            "created": result.created_provider,
            "added": len(app_provider._active_span_processor._span_processors) - before,
            "spans": [s.name for s in exporter.get_finished_spans()],
        }))
    """), {"OTEL_TRACES_EXPORTER": "console"})  # would add a console exporter if we ignored the app's provider
    out = last_json(proc)
    assert out == {"same": True, "created": False, "added": 0,
                   "spans": ["app.add", "app.answer", sc.OUTCOME_SPAN_NAME]}


def test_existing_noop_provider_is_respected():
    proc = run_py(script("""
        import json
        from opentelemetry import trace
        import memtrace_otel
        trace.set_tracer_provider(trace.NoOpTracerProvider())   # the app disabled tracing
        result = memtrace_otel.instrument(instrumentations=[])
        """, STORY, """
        print(json.dumps({"created": result.created_provider, "recording": op.recording}))
    """), {"OTEL_TRACES_EXPORTER": "console"})
    assert last_json(proc) == {"created": False, "recording": False}
    assert "app.add" not in proc.stdout


def test_file_exporter_from_env_flushed_at_exit(tmp_path):
    path = tmp_path / "out" / "spans.jsonl"
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[])\n" + STORY,
           {"OTEL_TRACES_EXPORTER": "file", "MEMTRACE_FILE_PATH": str(path), "OTEL_SERVICE_NAME": "svc-from-env"})
    spans = read_spans(path)
    assert [s.name for s in spans] == ["app.add", "app.answer", sc.OUTCOME_SPAN_NAME]
    assert {s.resource["service.name"] for s in spans} == {"svc-from-env"}


def test_instrument_twice_exports_each_span_once(tmp_path):
    path = tmp_path / "twice.jsonl"
    code = "import memtrace_otel\n" + "memtrace_otel.instrument(instrumentations=[], exporter='file', path=%r)\n" % str(path)
    run_py(code + code.split("\n", 1)[1] + STORY)
    assert [s.name for s in read_spans(path)] == ["app.add", "app.answer", sc.OUTCOME_SPAN_NAME]


def test_service_name_from_resource_attributes_and_default(tmp_path):
    path = tmp_path / "a.jsonl"
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[], exporter='file', path=%r)\n" % str(path)
           + STORY, {"OTEL_RESOURCE_ATTRIBUTES": "service.name=from-resource,team=mem"})
    assert read_spans(path)[0].resource["service.name"] == "from-resource"
    path = tmp_path / "b.jsonl"
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[], exporter='file', path=%r)\n" % str(path)
           + STORY)
    assert read_spans(path)[0].resource["service.name"] == "memtrace-app"


def test_console_and_several_exporters(tmp_path):
    path = tmp_path / "c.jsonl"
    proc = run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[])\n" + STORY,
                  {"OTEL_TRACES_EXPORTER": "console,file", "MEMTRACE_FILE_PATH": str(path)})
    assert '"name": "app.add"' in proc.stdout and sc.MEMTRACE_OP_KIND in proc.stdout
    assert len(read_spans(path)) == 3


def test_exporter_none_creates_provider_without_export():
    proc = run_py(script("""
        import json
        import memtrace_otel
        r = memtrace_otel.instrument(instrumentations=[])
        """, STORY, """
        print(json.dumps({"created": r.created_provider, "recording": op.recording,
                          "processors": len(r.tracer_provider._active_span_processor._span_processors)}))
    """), {"OTEL_TRACES_EXPORTER": "none"})
    assert last_json(proc) == {"created": True, "recording": True, "processors": 0}


def test_unknown_exporter_is_a_clear_error():
    proc = subprocess.run([sys.executable, "-c", "import memtrace_otel; memtrace_otel.instrument(exporter='zipkin')"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "unknown exporter 'zipkin'" in proc.stderr


# ---------------------------------------------------------------------------------------------- OTLP receivers
def _span_summary(requests) -> list[tuple[str, str, str]]:
    out = []
    for req in requests:
        for rs in req.resource_spans:
            service = next(a.value.string_value for a in rs.resource.attributes if a.key == "service.name")
            for ss in rs.scope_spans:
                for span in ss.spans:
                    kind = next((a.value.string_value for a in span.attributes if a.key == sc.MEMTRACE_OP_KIND), "")
                    out.append((service, span.name, kind))
    return out


@pytest.fixture
def http_receiver():
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (ExportTraceServiceRequest,
                                                                           ExportTraceServiceResponse)

    received, paths = [], []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if self.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            paths.append(self.path)
            received.append(ExportTraceServiceRequest.FromString(body))
            payload = ExportTraceServiceResponse().SerializeToString()
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", received, paths
    server.shutdown()
    server.server_close()


@pytest.fixture
def grpc_receiver():
    import grpc
    from opentelemetry.proto.collector.trace.v1 import trace_service_pb2, trace_service_pb2_grpc

    received = []

    class Service(trace_service_pb2_grpc.TraceServiceServicer):
        def Export(self, request, context):
            received.append(request)
            return trace_service_pb2.ExportTraceServiceResponse()

    server = grpc.server(ThreadPoolExecutor(max_workers=2))
    trace_service_pb2_grpc.add_TraceServiceServicer_to_server(Service(), server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield f"http://127.0.0.1:{port}", received
    server.stop(grace=None)


EXPECTED_OTLP = [("otlp-svc", "app.add", "write"), ("otlp-svc", "app.answer", "generate"),
                 ("otlp-svc", sc.OUTCOME_SPAN_NAME, "judge")]


def test_otlp_http_protobuf_from_env(http_receiver):
    endpoint, received, paths = http_receiver
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[])\n" + STORY,
           {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
            "OTEL_EXPORTER_OTLP_ENDPOINT": endpoint, "OTEL_SERVICE_NAME": "otlp-svc"})
    assert _span_summary(received) == EXPECTED_OTLP
    assert set(paths) == {"/v1/traces"}


def test_otlp_http_endpoint_argument(http_receiver):
    endpoint, received, paths = http_receiver
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[], exporter='otlp_http', "
           f"endpoint={endpoint!r}, service_name='otlp-svc')\n" + STORY)
    assert _span_summary(received) == EXPECTED_OTLP and set(paths) == {"/v1/traces"}


def test_otlp_grpc_from_env(grpc_receiver):
    endpoint, received = grpc_receiver
    run_py("import memtrace_otel\nmemtrace_otel.instrument(instrumentations=[])\n" + STORY,
           {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc",
            "OTEL_EXPORTER_OTLP_ENDPOINT": endpoint, "OTEL_SERVICE_NAME": "otlp-svc"})
    assert _span_summary(received) == EXPECTED_OTLP


# ---------------------------------------------------------------------------------------------- content capture env
@pytest.mark.parametrize("raw,expected", [
    ("true", True), ("True", True), ("1", True), ("SPAN_ONLY", True), ("span_and_event", True),
    ("EVENT_ONLY", True), ("false", False), ("NO_CONTENT", False), ("0", False), ("", False),
    ("banana", False), (None, False),
])
def test_capture_env_parsing(monkeypatch, raw, expected):
    monkeypatch.delenv(config.ENV_CAPTURE_ALIAS, raising=False)
    if raw is None:
        monkeypatch.delenv(config.ENV_CAPTURE, raising=False)
    else:
        monkeypatch.setenv(config.ENV_CAPTURE, raw)
    assert config.capture_from_env() is expected
    assert config.reset_from_env().capture_content is expected


def test_capture_argument_overrides_env(monkeypatch):
    monkeypatch.setenv(config.ENV_CAPTURE, "true")
    config.reset_from_env()
    try:
        instrument(capture_content=False, instrumentations=[], tracer_provider=_sdk_provider())
        assert config.settings().capture_content is False
        instrument(capture_content=True, instrumentations=[], tracer_provider=_sdk_provider())
        assert config.settings().capture_content is True
    finally:
        shutdown()  # later tests must not inherit this provider


def test_env_limits(monkeypatch):
    monkeypatch.setenv(config.ENV_MAX_CONTENT, "100")
    monkeypatch.setenv(config.ENV_MAX_VARIABLES, "not-a-number")
    s = config.reset_from_env()
    assert s.max_content_length == 100 and s.max_variables == 64


def _sdk_provider():
    from opentelemetry.sdk.trace import TracerProvider

    return TracerProvider()
