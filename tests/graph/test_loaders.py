"""Trace loaders: every shared fixture, SDK round trips through protobuf and JSON, streaming, gzip, bad input."""

from __future__ import annotations

import gzip
import json
import logging
import shutil
import tracemalloc
from pathlib import Path

import pytest
from google.protobuf import json_format
from google.protobuf.internal.encoder import _VarintBytes
from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue, KeyValueList
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from memtrace_otel import semconv
from memtrace_otel.graph.loaders import (
    TraceFormatError,
    detect_format,
    iter_spans,
    load_spans,
    records_from_jaeger,
    records_from_json,
    records_from_proto_bytes,
    records_from_request,
)
from memtrace_otel.span_record import from_readable_span

SHARED = Path(__file__).resolve().parents[3] / "shared"
FIXTURES = SHARED / "fixtures"
pytestmark = pytest.mark.skipif(not FIXTURES.is_dir(), reason="../shared/fixtures is not present")

EXPECTED_FORMATS_AND_COUNTS = {
    "jaeger/otlp/default.json": ("otlp_json", 1),
    "jaeger/otlp/example_trace.json": ("otlp_json", 5),
    "jaeger/otlp/link_attributes_trace.json": ("otlp_json", 1),
    "jaeger/otlp/log_tags_trace.json": ("otlp_json", 1),
    "jaeger/otlp/multiple1_trace.json": ("otlp_json", 1),
    "jaeger/otlp/otel_traces_01.json": ("otlp_json", 4),
    "jaeger/otlp/scope_attributes_trace.json": ("otlp_json", 1),
    "jaeger/otlp/span_tags_trace.json": ("otlp_json", 1),
    "jaeger/ui/ui_01.json": ("jaeger_v1", 5),
    "jaeger/ui/anonymizer_trace_success.json": ("jaeger_v1", 2),
    "tempo/vulture_trace.json": ("otlp_json", 6),
    "tempo/servicegraph_failed_requests.json": ("otlp_json", 15),
}
MALFORMED = {
    "jaeger/ui/anonymizer_trace_empty.json": "empty file",
    "jaeger/ui/anonymizer_trace_invalid_json.json": "[0].duration: not an integer: 'invalid'",
    "jaeger/ui/anonymizer_trace_scan_error.json": "invalid JSON",
    "jaeger/ui/anonymizer_trace_wrong_format.json": "a single Jaeger span object",
}


def by_id(records):
    return {r.span_id: r for r in records}


# ---------------------------------------------------------------------------------------------- shared fixtures
@pytest.mark.parametrize("name", sorted(EXPECTED_FORMATS_AND_COUNTS))
def test_every_valid_fixture_loads(name):
    fmt, count = EXPECTED_FORMATS_AND_COUNTS[name]
    path = FIXTURES / name
    assert detect_format(path) == fmt
    records = load_spans(path)
    assert len(records) == count
    for record in records:
        assert len(record.trace_id) == 32 and int(record.trace_id, 16) > 0
        assert len(record.span_id) == 16 and int(record.span_id, 16) > 0
        assert record.service_name
        assert record.end_ns >= record.start_ns > 0


def test_jaeger_otlp_example_trace():
    records = load_spans(FIXTURES / "jaeger/otlp/example_trace.json")
    assert [r.name for r in records] == [
        "example-operation-2", "example-operation-1", "example-operation-1", "example-operation-3",
        "example-operation-4"]
    assert {r.trace_id for r in records} == {"00000000000000000000000000000011"}
    spans = by_id(records)
    assert spans["0000000000000004"].service_name == "example-service-2"
    assert spans["0000000000000006"].kind == "SERVER"  # "kind": 2
    assert spans["0000000000000007"].kind == "CLIENT"  # "kind": 3
    assert spans["0000000000000003"].kind == "UNSPECIFIED"  # no kind
    first = spans["0000000000000004"]
    assert (first.start_ns, first.end_ns) == (1485449191639875000, 1485449191639975000)
    assert [(e.name, e.time_ns) for e in first.events] == [("", 1485449191639875000)] * 2
    assert first.parent_span_id is None and first.status_code == "UNSET"


def test_link_attributes_survive_otlp_json():
    (span,) = load_spans(FIXTURES / "jaeger/otlp/link_attributes_trace.json")
    assert span.name == "query25-operation"
    assert span.service_name == "query25-service"
    assert span.attributes == {"sameplacespanattribute1": "sameplacevalue"}
    assert [(link.trace_id, link.span_id) for link in span.links] == [
        ("000000000000000000000000000000ff", "00000000000000ff"),
        ("00000000000000000000000000000001", "0000000000000002"),
        ("00000000000000000000000000000001", "0000000000000002"),
    ]
    assert dict(span.links[0].attributes) == {
        "opentracing.ref_type": "child_of",
        "sameplacelinkattribute1": "sameplacevalue",
        "sameplacelinkattribute2": 123,  # intValue "123"
        "sameplacelinkattribute4": True,
        "sameplacelinkattribute3": 72.5,
        "linkblob": "00003039",  # bytesValue "AAAwOQ==" as hex
    }
    assert dict(span.links[2].attributes) == {"opentracing.ref_type": "follows_from"}


def test_otel_traces_01_parents_kinds_status_scope_events():
    spans = by_id(load_spans(FIXTURES / "jaeger/otlp/otel_traces_01.json"))
    first = spans["0000000000000002"]
    assert first.name == "test-general-conversion-2"
    assert first.trace_id == "00000000000000010000000000000000"
    assert first.parent_span_id == "0000000000000003"
    assert first.kind == "SERVER" and first.status_code == "ERROR"
    assert first.scope_name == "testing-library-2"
    assert first.attributes == {"peer.service": "service-y", "peer.ipv4": 23456, "blob": "00003039",
                                "temperature": 72.5}
    assert first.events[0].name == "testing-event"
    assert dict(first.events[0].attributes) == {"event-x": "event-y"}
    assert dict(first.events[1].attributes) == {"x": "y"}
    assert [link.span_id for link in first.links] == ["0000000000000004", "00000000000000ff"]
    assert [spans[s].kind for s in ("0000000000000003", "0000000000000004", "0000000000000005")] == [
        "CLIENT", "PRODUCER", "CONSUMER"]
    assert spans["0000000000000004"].scope_name == "testing-library-3"


def test_span_and_log_tags_and_scope_name():
    (span,) = load_spans(FIXTURES / "jaeger/otlp/span_tags_trace.json")
    assert span.attributes == {"sameplacetag1": "sameplacevalue", "sameplacetag2": 123, "sameplacetag4": True,
                               "sameplacetag3": 72.5, "blob": "00003039"}
    (span,) = load_spans(FIXTURES / "jaeger/otlp/log_tags_trace.json")
    assert dict(span.events[0].attributes)["sameplacetag2"] == 123
    assert span.events[1].attributes == {}
    (span,) = load_spans(FIXTURES / "jaeger/otlp/scope_attributes_trace.json")
    assert span.scope_name == "testing-library"


def test_tempo_base64_ids_become_hex():
    records = load_spans(FIXTURES / "tempo/vulture_trace.json")
    # "traceId": "MUkZX/sL7AU0e0jv6OzBsA==", "spanId": "SyPeJdH7ZkE=" in the file
    assert {r.trace_id for r in records} == {"3149195ffb0bec05347b48efe8ecc1b0"}
    spans = by_id(records)
    root = spans["4b23de25d1fb6641"]
    assert root.name == "vulture-68" and root.parent_span_id is None
    assert root.service_name == "tempo-vulture"
    assert root.resource["vulture-process-int-01"] == 164005
    assert root.attributes["http.status_code"] == 110
    assert len(root.events) == 4
    assert root.events[0].time_ns == 1636729665000000000
    assert root.events[0].attributes["vulture-event-0"] == "DCFUOSpzttNPFn"
    assert root.events[0].attributes["vulture-event-int-01"] == 424354
    # "PvWP1n88PEQ=" has parent "SyPeJdH7ZkE="; "I0g93K+ViIg=" has parent "PvWP1n88PEQ="
    assert spans["3ef58fd67f3c3c44"].parent_span_id == "4b23de25d1fb6641"
    assert spans["23483ddcaf958888"].parent_span_id == "3ef58fd67f3c3c44"
    assert spans["5ef2b292ae1ab9e8"].parent_span_id == "083a27a20c7b6de3"


def test_tempo_string_enums():
    spans = by_id(load_spans(FIXTURES / "tempo/servicegraph_failed_requests.json"))
    requester = spans["9007fea484554ad7"]  # "kAf+pIRVStc="
    assert requester.name == "requester" and requester.kind == "CLIENT" and requester.status_code == "ERROR"
    assert requester.trace_id == "e8b6dff9f8d44b28f1b22bc3bd2f6768"  # "6Lbf+fjUSyjxsivDvS9naA=="
    assert requester.scope_name == "mythical-requester"
    insert = spans["c1ae6cea39a8fc4b"]
    assert insert.name == "pg.query:INSERT" and insert.parent_span_id == "2898383ecfa1a421"
    assert insert.status_message.startswith('null value in column "name"')
    assert spans["3a4bd5846b744cd1"].status_code == "OK"
    assert spans["8b11aed89fb25bb6"].kind == "INTERNAL"


def test_jaeger_ui_trace():
    records = load_spans(FIXTURES / "jaeger/ui/ui_01.json")
    assert [r.name for r in records] == ["test-general-conversion", "some-operation", "some-operation",
                                         "reference-test", "preserveParentID-test"]
    assert {r.trace_id for r in records} == {"00000000000000000000000000000001"}  # 16 hex chars, left-padded
    general, tagged, child, refs, preserve = records
    assert general.start_ns == 1485467191639875000 and general.end_ns == general.start_ns + 5_000
    assert [(e.name, e.time_ns, dict(e.attributes)) for e in general.events] == [
        ("some-event", 1485467191639875000, {}), ("", 1485467191639875000, {"x": "y"})]
    assert general.service_name == "service-x" and child.service_name == "service-y"
    assert tagged.attributes == {"peer.service": "service-y", "peer.ipv4": 23456, "temperature": 72.5,
                                 "javascript_limit": 9223372036854775222, "blob": "00003039"}
    assert tagged.status_code == "ERROR"  # the bool "error" tag
    assert child.parent_span_id == "0000000000000002" and child.links == []
    assert refs.parent_span_id == "0000000000000002"
    assert [(link.trace_id, link.span_id, dict(link.attributes)) for link in refs.links] == [
        ("000000000000000000000000000000ff", "00000000000000ff", {}),  # CHILD_OF into another trace
        ("00000000000000000000000000000001", "0000000000000002", {}),  # FOLLOWS_FROM
    ]
    assert preserve.parent_span_id == "0000000000000004" and preserve.end_ns - preserve.start_ns == 4_000


def test_jaeger_anonymizer_span_list():
    first, second = load_spans(FIXTURES / "jaeger/ui/anonymizer_trace_success.json")
    assert first.trace_id == "00000000000000002be38093ead7a083"
    assert (first.span_id, first.parent_span_id) == ("7606ddfe69932d34", "492770a15935810f")
    assert first.kind == "SERVER" and first.attributes == {}
    assert first.service_name == "16af988c443cff37"
    assert first.end_ns - first.start_ns == 267037 * 1000
    assert second.parent_span_id == "7606ddfe69932d34"
    assert second.kind == "CLIENT" and second.status_code == "ERROR"  # {"key":"error","type":"bool","value":"true"}


def test_jaeger_otel_tags_become_fields():
    trace_obj = {"traceID": "00000000000000aa00000000000000bb", "spans": [{
        "traceID": "00000000000000aa00000000000000bb", "spanID": "00000000000000cc", "operationName": "op",
        "references": [], "startTime": 10, "duration": 2, "processID": "p1",
        "tags": [{"key": "span.kind", "type": "string", "value": "producer"},
                 {"key": "otel.status_code", "type": "string", "value": "ERROR"},
                 {"key": "otel.status_description", "type": "string", "value": "boom"},
                 {"key": "otel.scope.name", "type": "string", "value": "memtrace_otel"},
                 {"key": "error", "type": "bool", "value": True},
                 {"key": semconv.MEMTRACE_OP_KIND, "type": "string", "value": "write"}],
        "logs": [{"timestamp": 11, "fields": [{"key": "event", "type": "string", "value": semconv.VARIABLE_EVENT},
                                              {"key": semconv.VAR_VERSION, "type": "int64", "value": 2}]}]}],
        "processes": {"p1": {"serviceName": "svc", "tags": [{"key": "host", "type": "string", "value": "h"}]}}}
    (span,) = records_from_jaeger({"data": [trace_obj], "total": 0, "limit": 0, "offset": 0, "errors": None}, "x")
    assert (span.kind, span.status_code, span.status_message, span.scope_name) == (
        "PRODUCER", "ERROR", "boom", "memtrace_otel")
    assert span.attributes == {semconv.MEMTRACE_OP_KIND: "write"}
    assert span.resource == {"host": "h", "service.name": "svc"}
    assert span.events[0].name == semconv.VARIABLE_EVENT and span.events[0].time_ns == 11_000
    assert dict(span.events[0].attributes) == {semconv.VAR_VERSION: 2}
    with pytest.raises(TraceFormatError, match="trace not found"):
        records_from_jaeger({"data": None, "errors": [{"code": 404, "msg": "trace not found"}]}, "q.json")


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_fixtures_name_the_file(name):
    path = FIXTURES / name
    with pytest.raises(TraceFormatError) as info:
        load_spans(path)
    assert info.value.source == str(path)
    assert str(info.value).startswith(f"{path}: ")
    assert MALFORMED[name] in info.value.detail


def test_directory_load_raises_or_skips(caplog):
    with pytest.raises(TraceFormatError, match="anonymizer_trace_empty.json: empty file"):
        load_spans(FIXTURES)
    seen = []
    with caplog.at_level(logging.WARNING, logger="memtrace_otel.graph.loaders"):
        records = list(iter_spans([FIXTURES], on_error="skip", progress=lambda p, n: seen.append((p.name, n))))
    assert len(records) == sum(count for _, count in EXPECTED_FORMATS_AND_COUNTS.values())
    warned = "\n".join(r.getMessage() for r in caplog.records)
    for name in MALFORMED:
        assert Path(name).name in warned
    assert seen[-1] == ("vulture_trace.json", len(records))  # progress after each file, sorted path order


def test_missing_path_is_reported():
    with pytest.raises(FileNotFoundError, match="no-such-dir"):
        load_spans("/nonexistent/no-such-dir")


# -------------------------------------------------------------------------------------- SDK round trips
@pytest.fixture
def sdk_spans():
    """Real SDK spans of two processes (resources) covering every field the loaders convert."""
    finished = []
    for service in ("writer", "reader"):
        exporter = InMemorySpanExporter()
        provider = TracerProvider(resource=Resource.create({"service.name": service, "pid": 7}))
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        tracer = provider.get_tracer(semconv.TRACER_NAME, "0.1")
        with tracer.start_as_current_span("mem0.add", kind=trace.SpanKind.SERVER, attributes={
            semconv.MEMTRACE_OP_KIND: "write", semconv.MEMTRACE_OP_SEQ: 3, semconv.VAR_SCORE: 0.25,
            semconv.MEMTRACE_CONTENT_CAPTURED: False, semconv.MEMTRACE_OUTPUTS: ("mem0:a@1", "mem0:b@2"),
            "ints": (1, 2, 3), "floats": (0.5, 1.5), "bools": (True, False),
        }) as parent:
            parent.add_event(semconv.VARIABLE_EVENT, {semconv.VAR_ID: "mem0:a", semconv.VAR_VERSION: 1})
            link = trace.Link(parent.get_span_context(), {semconv.LINK_RELATION: semconv.REL_READS,
                                                         semconv.LINK_VAR_VERSION: 1})
            with tracer.start_as_current_span("mem0.extract", kind=trace.SpanKind.CLIENT, links=[link]) as child:
                child.set_status(trace.Status(trace.StatusCode.ERROR, "llm timeout"))
            with tracer.start_as_current_span("ok") as ok:
                ok.set_status(trace.Status(trace.StatusCode.OK))
        finished.extend(exporter.get_finished_spans())
        provider.shutdown()
    return finished


def _sorted(records):
    return sorted(records, key=lambda r: (r.trace_id, r.span_id))


def test_proto_round_trip_equals_sdk_adapter(sdk_spans):
    expected = _sorted(from_readable_span(s) for s in sdk_spans)
    request = encode_spans(sdk_spans)
    records = records_from_proto_bytes(request.SerializeToString())
    assert _sorted(records) == expected
    assert records_from_request(request) == records
    assert {r.kind for r in records} == {"SERVER", "CLIENT", "INTERNAL"}
    assert {r.status_code for r in records} == {"UNSET", "ERROR", "OK"}


def test_json_round_trip_equals_sdk_adapter(sdk_spans):
    expected = _sorted(from_readable_span(s) for s in sdk_spans)
    as_json = json.loads(json_format.MessageToJson(encode_spans(sdk_spans)))  # base64 ids, enum names
    assert _sorted(records_from_json(as_json, "<json>")) == expected
    hex_json = _hex_ids(as_json)  # the OTLP/JSON spec (Collector file exporter) uses hex ids
    assert _sorted(records_from_json(hex_json, "<json>")) == expected


def _hex_ids(obj):
    import base64

    if isinstance(obj, dict):
        return {k: (base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") else _hex_ids(v))
                for k, v in obj.items()}
    if isinstance(obj, list):
        return [_hex_ids(v) for v in obj]
    return obj


def test_proto_jsonl_and_delimited_files_round_trip(sdk_spans, tmp_path):
    expected = _sorted(from_readable_span(s) for s in sdk_spans)
    first, second = encode_spans(sdk_spans[:3]), encode_spans(sdk_spans[3:])

    proto_file = tmp_path / "one.pb"
    proto_file.write_bytes(encode_spans(sdk_spans).SerializeToString())
    assert detect_format(proto_file) == "otlp_proto"
    assert _sorted(load_spans(proto_file)) == expected

    delimited = tmp_path / "stream.bin"
    delimited.write_bytes(b"".join(_VarintBytes(m.ByteSize()) + m.SerializeToString() for m in (first, second)))
    assert detect_format(delimited) == "otlp_proto"
    assert _sorted(load_spans(delimited)) == expected

    collector = tmp_path / "collector-proto.bin"  # Collector file exporter, format: proto (uint32 big-endian)
    collector.write_bytes(b"".join(m.ByteSize().to_bytes(4, "big") + m.SerializeToString() for m in (first, second)))
    assert detect_format(collector) == "otlp_proto"
    assert _sorted(load_spans(collector)) == expected
    collector.write_bytes(collector.read_bytes()[:-3])
    with pytest.raises(TraceFormatError, match=r"collector-proto.bin: message 1: truncated"):
        load_spans(collector)

    lines = tmp_path / "spans.jsonl"
    lines.write_text("\n".join(json.dumps(json_format.MessageToDict(m)) for m in (first, second)) + "\n\n")
    assert detect_format(lines) == "otlp_jsonl"
    assert _sorted(load_spans(lines)) == expected


def test_our_file_exporter_output_round_trips(sdk_spans, tmp_path):
    from memtrace_otel.exporters.file import OTLPJsonFileExporter

    expected = _sorted(from_readable_span(s) for s in sdk_spans)
    path = tmp_path / "spans.jsonl"
    exporter = OTLPJsonFileExporter(path)
    exporter.export(sdk_spans[:3])
    exporter.force_flush()
    assert detect_format(path) == "otlp_json"  # one export = one line = one document
    assert _sorted(load_spans(path)) == _sorted(from_readable_span(s) for s in sdk_spans[:3])
    exporter.export(sdk_spans[3:])
    exporter.shutdown()
    assert detect_format(path) == "otlp_jsonl"
    assert _sorted(load_spans(path)) == expected


def test_jaeger_v3_error_body(tmp_path):
    path = tmp_path / "v3.json"
    path.write_text(json.dumps({"error": {"grpcCode": 5, "httpCode": 404, "message": "trace not found"}}))
    assert detect_format(path) == "jaeger_v3"
    with pytest.raises(TraceFormatError, match="v3.json: error response: trace not found"):
        load_spans(path)


def test_jsonl_error_names_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    good = json.dumps(json.loads((FIXTURES / "jaeger/otlp/default.json").read_text()))
    path.write_text(f"{good}\n\n{{\"resourceSpans\": [\n")
    assert detect_format(path) == "otlp_jsonl"
    with pytest.raises(TraceFormatError, match=r"bad.jsonl: line 3: invalid JSON: Expecting value"):
        load_spans(path)
    bad_id = good.replace('"0000000000000003"', '"zz"')
    path.write_text(f"{good}\n{bad_id}\n")
    with pytest.raises(TraceFormatError) as info:
        load_spans(path)
    assert info.value.detail == (
        "line 2: resourceSpans[0].scopeSpans[0].spans[0].spanId: not hex or base64 of 8 bytes: 'zz'")


# -------------------------------------------------------------------------------------------- protobuf details
def test_proto_bad_bytes_and_zero_ids():
    with pytest.raises(TraceFormatError, match=r"^<request>: not an OTLP ExportTraceServiceRequest"):
        records_from_proto_bytes(b"\x0a\xff\xff\xff")
    request = ExportTraceServiceRequest()
    spans = request.resource_spans.add().scope_spans.add().spans
    spans.add(trace_id=b"\x01" * 16, span_id=b"\x02" * 8, name="fine")
    spans.add(trace_id=b"\x01" * 16, span_id=b"\x00" * 8, name="zero")
    with pytest.raises(TraceFormatError, match=r"spans\[1\]\.spanId: all-zero id"):
        records_from_request(request)
    spans[1].span_id = b""
    with pytest.raises(TraceFormatError, match=r"spans\[1\]\.spanId: empty"):
        records_from_proto_bytes(request.SerializeToString(), source="upload.pb")


def test_any_values_proto_and_json_agree():
    kv = KeyValueList(values=[KeyValue(key="a", value=AnyValue(int_value=1)),
                              KeyValue(key="b", value=AnyValue(array_value=ArrayValue(values=[
                                  AnyValue(string_value="x")])))])
    request = ExportTraceServiceRequest()
    span = request.resource_spans.add().scope_spans.add().spans.add(trace_id=b"\x01" * 16, span_id=b"\x02" * 8)
    span.attributes.add(key="blob", value=AnyValue(bytes_value=b"\x00\x00\x30\x39"))
    span.attributes.add(key="map", value=AnyValue(kvlist_value=kv))
    span.attributes.add(key="list", value=AnyValue(array_value=ArrayValue(values=[
        AnyValue(int_value=5), AnyValue(kvlist_value=kv)])))
    span.attributes.add(key="empty", value=AnyValue())
    (from_proto,) = records_from_request(request)
    assert from_proto.attributes == {"blob": "00003039", "map": '{"a": 1, "b": ["x"]}',
                                     "list": (5, '{"a": 1, "b": ["x"]}')}
    (from_json,) = records_from_json(json.loads(json_format.MessageToJson(request)), "x")
    assert from_json.attributes == from_proto.attributes


# ------------------------------------------------------------------------------------------- JSON variants
def _doc(span_overrides=None, **block):
    span = {"traceId": "0102030405060708090a0b0c0d0e0f10", "spanId": "1112131415161718", "name": "s",
            "startTimeUnixNano": 5, "endTimeUnixNano": "6"}
    span.update(span_overrides or {})
    return {"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "svc"}}]},
            "scopeSpans": [{"scope": {"name": "sc"}, "spans": [span]}], **block}


def test_json_envelopes_and_legacy_names(tmp_path):
    envelopes = {
        "tempo": {"batches": [_doc()]},
        "tempo_v2": {"trace": {"resourceSpans": [_doc()]}, "metrics": {"inspectedBytes": "1"}},
        "jaeger_v3": {"result": {"resourceSpans": [_doc()]}},
    }
    legacy = _doc()
    legacy["instrumentationLibrarySpans"] = [{"instrumentationLibrary": {"name": "old"},
                                              "spans": legacy.pop("scopeSpans")[0]["spans"]}]
    envelopes["legacy"] = {"resourceSpans": [legacy]}
    expected_formats = {"tempo": "tempo", "tempo_v2": "tempo", "jaeger_v3": "jaeger_v3", "legacy": "otlp_json"}
    for name, obj in envelopes.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(obj))
        assert detect_format(path) == expected_formats[name]
        (span,) = load_spans(path)
        assert (span.trace_id, span.span_id, span.start_ns, span.end_ns) == (
            "0102030405060708090a0b0c0d0e0f10", "1112131415161718", 5, 6)
        assert span.service_name == "svc"
        assert span.scope_name == ("old" if name == "legacy" else "sc")


def test_json_enum_names_and_numbers():
    obj = {"resourceSpans": [_doc({"kind": "SPAN_KIND_CONSUMER", "status": {"code": "STATUS_CODE_ERROR",
                                                                            "message": "m"}}),
                             _doc({"kind": 4, "status": {"code": 1}})]}
    first, second = records_from_json(obj, "x")
    assert (first.kind, first.status_code, first.status_message) == ("CONSUMER", "ERROR", "m")
    assert (second.kind, second.status_code) == ("PRODUCER", "OK")


@pytest.mark.parametrize("override, detail", [
    ({"spanId": "nothex!"}, "resourceSpans[1].scopeSpans[0].spans[0].spanId: not hex or base64 of 8 bytes"),
    ({"traceId": ""}, "resourceSpans[1].scopeSpans[0].spans[0].traceId: missing or empty id"),
    ({"traceId": "0" * 32}, "resourceSpans[1].scopeSpans[0].spans[0].traceId: all-zero id"),
    ({"kind": "SPAN_KIND_SIDEWAYS"}, "spans[0].kind: unknown span kind 'SPAN_KIND_SIDEWAYS'"),
    ({"startTimeUnixNano": "soon"}, "spans[0].startTimeUnixNano: not an integer: 'soon'"),
    ({"attributes": [{"key": "k", "value": {"intValue": "x"}}]}, "spans[0].attributes[0].value.intValue: not an"),
    ({"events": [{"timeUnixNano": "1"}, {"attributes": "no"}]}, "spans[0].events[1].attributes: expected a list"),
])
def test_json_errors_name_the_field(override, detail):
    with pytest.raises(TraceFormatError) as info:
        records_from_json({"resourceSpans": [_doc(), _doc(override)]}, "f.json")
    assert info.value.source == "f.json"
    assert detail in info.value.detail


def test_unrecognized_content(tmp_path):
    cases = {"text.json": b"hello world", "list.json": b'[{"resourceSpans": []}]', "keys.json": b'{"foo": 1}',
             "binary.bin": bytes(range(1, 40))}
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(TraceFormatError) as info:
            detect_format(path)
        assert info.value.source == str(path)


# --------------------------------------------------------------------------------------- streaming and gzip
def _write_big_document(path: Path, n_spans: int, *, resource_last: bool = False) -> None:
    """One resourceSpans block holding every span (what a file exporter writes), written incrementally.

    ``resource_last`` writes ``resource`` after ``scopeSpans`` and ``scope`` after ``spans`` (valid JSON order).
    """
    resource = '"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"bulk"}}]}'
    scope = '"scope":{"name":"scope-x"}'
    with path.open("w") as out:
        out.write('{"resourceSpans":[{' + ("" if resource_last else resource + ",") + '"scopeSpans":[{'
                  + ("" if resource_last else scope + ",") + '"spans":[')
        for i in range(1, n_spans + 1):
            if i > 1:
                out.write(",")
            out.write(json.dumps({
                "traceId": f"{i // 100 + 1:032x}", "spanId": f"{i:016x}", "name": f"op-{i}",
                "parentSpanId": f"{i - 1:016x}" if i % 100 else "",
                "startTimeUnixNano": str(1_700_000_000_000_000_000 + i),
                "endTimeUnixNano": str(1_700_000_000_000_000_100 + i),
                "attributes": [{"key": semconv.MEMTRACE_OP_KIND, "value": {"stringValue": "write"}},
                               {"key": semconv.MEMTRACE_OP_SEQ, "value": {"intValue": str(i)}}],
                "events": [{"name": semconv.VARIABLE_EVENT, "timeUnixNano": str(i),
                            "attributes": [{"key": semconv.VAR_ID, "value": {"stringValue": f"mem0:{i}"}}]}],
            }))
        late_scope, late_resource = ("," + scope, "," + resource) if resource_last else ("", "")
        out.write("]" + late_scope + "}]" + late_resource + "}]}")


def test_large_document_streams_with_bounded_memory(tmp_path):
    path = tmp_path / "big.json"
    n_spans = 20_000  # ~10 MB; the streaming peak (~1.3 MB here) does not grow with the file
    _write_big_document(path, n_spans)
    size = path.stat().st_size
    assert detect_format(path) == "otlp_json"
    count = 0
    last = None
    tracemalloc.start()
    try:
        for record in iter_spans(path):
            count += 1
            last = record
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == n_spans
    assert (last.span_id, last.name, last.attributes[semconv.MEMTRACE_OP_SEQ]) == (f"{n_spans:016x}", f"op-{n_spans}",
                                                                                  n_spans)
    assert last.scope_name == "scope-x" and last.service_name == "bulk"
    assert peak < size / 5, (peak, size)  # parsing whole takes several times the file size


def test_streaming_waits_for_a_resource_written_last(tmp_path):
    path = tmp_path / "late.json"
    _write_big_document(path, 600, resource_last=True)  # > the sniffing window, so it is streamed
    assert path.stat().st_size > 64 * 1024
    records = load_spans(path)
    assert len(records) == 600
    assert {r.service_name for r in records} == {"bulk"} and {r.scope_name for r in records} == {"scope-x"}
    assert records[1].parent_span_id == f"{1:016x}" and records[99].parent_span_id is None


def test_streaming_keeps_scopes_apart_when_written_after_their_spans(tmp_path):
    def span(i):
        return {"traceId": f"{1:032x}", "spanId": f"{i:016x}", "name": f"s{i}",
                "attributes": [{"key": "pad", "value": {"stringValue": "x" * 2000}}]}

    block = {"scopeSpans": [{"spans": [span(i) for i in range(1, 21)], "scope": {"name": "first"}},
                            {"spans": [span(i) for i in range(21, 41)]},
                            {"spans": [span(41)], "scope": {"name": "third"}}],
             "resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "late"}}]}}
    path = tmp_path / "scopes.json"
    # two documents, one after the other on one line (one per line would be read line by line, as JSON lines)
    path.write_text(json.dumps({"resourceSpans": [block, {"scopeSpans": [{"spans": [span(42)]}]}]}) + " "
                    + json.dumps({"resourceSpans": [block]}))
    assert path.stat().st_size > 64 * 1024 and detect_format(path) == "otlp_json"  # streamed, not line by line
    records = load_spans(path)
    assert [r.scope_name for r in records[:42]] == ["first"] * 20 + [""] * 20 + ["third", ""]
    assert [r.service_name for r in records[:42]] == ["late"] * 41 + [""]
    assert len(records) == 42 + 41 and records[-1].name == "s41"


def test_streamed_errors_name_the_span_and_the_break(tmp_path):
    path = tmp_path / "bad-stream.json"
    _write_big_document(path, 600)
    text = path.read_text()
    path.write_text(text.replace(f'"spanId": "{599:016x}"', '"spanId": "not-an-id"'))
    with pytest.raises(TraceFormatError) as info:
        load_spans(path)
    assert info.value.detail.startswith("resourceSpans[0].scopeSpans[0].spans[598].spanId: not hex or base64")
    path.write_text(text[:-100])  # cut off mid-document
    with pytest.raises(TraceFormatError, match=r"bad-stream.json: invalid JSON"):
        load_spans(path)


def test_large_jaeger_envelope_and_span_list_stream(tmp_path):
    ui = json.loads((FIXTURES / "jaeger/ui/ui_01.json").read_text())
    path = tmp_path / "jaeger.json"
    path.write_text(json.dumps({"data": [ui] * 60, "total": 60}))
    assert path.stat().st_size > 64 * 1024 and detect_format(path) == "jaeger_v1"
    records = load_spans(path)
    assert len(records) == 300 and records[-1].name == "preserveParentID-test"
    anonymized = json.loads((FIXTURES / "jaeger/ui/anonymizer_trace_success.json").read_text())
    path.write_text(json.dumps(anonymized * 200))
    records = load_spans(path)
    assert len(records) == 400 and records[-1].kind == "CLIENT"


def test_gzip_is_transparent(tmp_path):
    for name in ("tempo/vulture_trace.json", "jaeger/ui/ui_01.json"):
        source = FIXTURES / name
        packed = tmp_path / (source.stem + ".gz")
        with source.open("rb") as raw, gzip.open(packed, "wb") as out:
            shutil.copyfileobj(raw, out)
        assert detect_format(packed) == detect_format(source)
        assert load_spans(packed) == load_spans(source)
    big = tmp_path / "big.json"
    _write_big_document(big, 2_000)
    with big.open("rb") as raw, gzip.open(tmp_path / "big.json.gz", "wb") as out:
        shutil.copyfileobj(raw, out)
    assert load_spans(tmp_path / "big.json.gz") == load_spans(big)
    corrupt = tmp_path / "corrupt.gz"
    corrupt.write_bytes((tmp_path / "big.json.gz").read_bytes()[:5000])
    with pytest.raises(TraceFormatError, match="corrupt.gz"):
        load_spans(corrupt)
