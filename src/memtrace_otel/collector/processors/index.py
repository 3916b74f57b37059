"""What the store indexes per span: the variable versions it declared (so a record's lineage is found across traces),
the columns of its span row and its failed-outcome case.

Reads the declared variables through :func:`memtrace_otel.variables_codec.index_rows`: the ``memtrace.inputs`` /
``memtrace.outputs`` arrays with the relation/change columns (encoding v2), or the ``memtrace.variable`` events of
encoding v1 (and v1's mirrors when a backend dropped the events); "id@version" entries with version 0 mean
"unknown version".

Two entry points give the same rows: :func:`items_from_request` / :func:`item_from_span` read them straight from
the protobuf fields of a request (only the few attributes indexing needs are converted; PostgreSQL calls it in the
acknowledged transaction, the SQLite store on the stored bytes after the acknowledgement when nobody offered the
rows), and :func:`item_from_record` (:func:`var_refs`, :meth:`SpanItem.from_record`) reads them from a decoded
:class:`SpanRecord`: the graph processor, which decodes every memory span in full anyway, hands those to the SQLite
store (:class:`RequestItems`). Both feed the same functions below, so they cannot drift apart.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from memtrace_otel import semconv, variables_codec
from memtrace_otel.collector.processors.outcomes import case_from_fields, failed_case
from memtrace_otel.collector.store.base import SpanItem, VarRef
from memtrace_otel.graph.loaders.otlp_proto import any_value_to_python
from memtrace_otel.span_record import SpanRecord

# Span attributes the request path reads (everything else stays in the stored bytes for the graph processor).
_SPAN_KEYS = frozenset({
    semconv.MEMTRACE_OP_KIND, semconv.MEMTRACE_SCOPE_KEY, semconv.MEMTRACE_INPUTS, semconv.MEMTRACE_OUTPUTS,
    semconv.INPUT_RELATIONS, semconv.OUTPUT_CHANGES, semconv.INPUT_COLUMNS, semconv.OUTPUT_COLUMNS,
    semconv.OUTCOME_STATUS, semconv.OUTCOME_CASE_ID, semconv.OUTCOME_ANSWER_TRACE_ID,
    semconv.OUTCOME_ANSWER_SPAN_ID,
})
_VAR_KEYS = frozenset({semconv.VAR_ID, semconv.VAR_VERSION, semconv.VAR_ROLE, semconv.VAR_CHANGE,
                       semconv.VAR_RELATION})
_EVALUATION_KEYS = frozenset({semconv.GEN_AI_EVALUATION_NAME, semconv.GEN_AI_EVALUATION_SCORE_LABEL})


def refs_from_fields(variable_events: Iterable[Mapping[str, Any]], attrs: Mapping[str, Any]) -> list[VarRef]:
    """Index rows from the attributes of a span's v1 ``memtrace.variable`` events, else from its variable arrays."""
    return [VarRef._make(row) for row in variables_codec.index_rows(attrs, variable_events)]


def var_refs(record: SpanRecord) -> list[VarRef]:
    return refs_from_fields((e.attributes for e in variables_codec.variable_events(record.events)),
                            record.attributes)


# ---------------------------------------------------------------------------------------------------- protobuf
def _pick(key_values: Any, keys: frozenset[str]) -> dict[str, Any]:
    """The wanted attributes only, converted like ``attributes_to_dict`` (last one wins, empty values skipped)."""
    out: dict[str, Any] = {}
    for kv in key_values:
        key = kv.key
        if key in keys:
            value = kv.value
            which = value.WhichOneof("value")
            if which == "string_value":  # the common case inline: this is the request path
                out[key] = value.string_value
            elif which == "int_value":
                out[key] = value.int_value
            else:
                converted = any_value_to_python(value)
                if converted is not None:
                    out[key] = converted
    return out


def item_from_span(span: Any, now_ns: int, decision_wait: float) -> SpanItem:
    """The :class:`SpanItem` of one protobuf span whose ids were validated (``drop_spans_without_ids``)."""
    attrs = _pick(span.attributes, _SPAN_KEYS)
    name = span.name
    variables = []
    evaluations = []
    variable_event, outcome_name = semconv.VARIABLE_EVENT, semconv.OUTCOME_SPAN_NAME
    for event in span.events:
        event_name = event.name
        if event_name == variable_event:
            variables.append(_pick(event.attributes, _VAR_KEYS))
        elif event_name == semconv.GEN_AI_EVALUATION_RESULT_EVENT and name == outcome_name:
            evaluations.append(_pick(event.attributes, _EVALUATION_KEYS))
    trace_id, span_id = span.trace_id.hex(), span.span_id.hex()
    return SpanItem(
        trace_id, span_id, name, span.start_time_unix_nano,
        str(attrs.get(semconv.MEMTRACE_OP_KIND, "")), str(attrs.get(semconv.MEMTRACE_SCOPE_KEY, "")),
        refs_from_fields(variables, attrs),
        case_from_fields(trace_id, span_id, name, attrs, evaluations, now_ns, decision_wait)
        if name == outcome_name else None,
    )


def items_from_request(request: ExportTraceServiceRequest, now_ns: int, decision_wait: float) -> list[SpanItem]:
    """One :class:`SpanItem` per span of a request whose ids were validated (``drop_spans_without_ids``)."""
    return [item_from_span(span, now_ns, decision_wait)
            for resource_spans in request.resource_spans
            for scope_spans in resource_spans.scope_spans
            for span in scope_spans.spans]


# ---------------------------------------------------------------------------------------------------- records
def item_from_record(record: SpanRecord, now_ns: int, decision_wait: float) -> SpanItem:
    """The same :class:`SpanItem` as :func:`item_from_span` gives, from the span decoded in full (every attribute
    and event converted, nothing cut): what the graph processor decoded anyway."""
    attrs = record.attributes
    name = record.name
    return SpanItem(record.trace_id, record.span_id, name, record.start_ns,
                    str(attrs.get(semconv.MEMTRACE_OP_KIND, "")), str(attrs.get(semconv.MEMTRACE_SCOPE_KEY, "")),
                    var_refs(record),
                    failed_case(record, now_ns, decision_wait) if name == semconv.OUTCOME_SPAN_NAME else None)


class RequestItems:
    """Collects the index rows of one stored request while the graph processor decodes it (``graph_records``), so
    the store does not parse and read the request a second time (``SpanStore.offer_items``): spans decoded in full
    give theirs from the record, the others (and any span about to be cut for the graph) from the protobuf."""

    __slots__ = ("items", "now_ns", "decision_wait")

    def __init__(self, now_ns: int, decision_wait: float):
        self.items: list[SpanItem] = []
        self.now_ns = now_ns
        self.decision_wait = decision_wait

    def from_span(self, span: Any) -> None:
        self.items.append(item_from_span(span, self.now_ns, self.decision_wait))

    def from_record(self, record: SpanRecord) -> None:
        self.items.append(item_from_record(record, self.now_ns, self.decision_wait))
