"""The one in-memory span shape every reader shares.

Trace loaders (OTLP/JSON, OTLP protobuf, Jaeger, Tempo), the collector's receivers and the SDK adapter
(`from_readable_span`) all produce :class:`SpanRecord`; the graph builder consumes only this.

Ids are lowercase hex: 32 characters for trace ids, 16 for span ids. Times are nanoseconds since the epoch.
Attribute values are str, bool, int, float, or a tuple of one of those.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

AttributeValue = Any  # str | bool | int | float | tuple[...]


@dataclass(frozen=True)
class EventRecord:
    name: str
    time_ns: int
    attributes: Mapping[str, AttributeValue] = field(default_factory=dict)


@dataclass(frozen=True)
class LinkRecord:
    trace_id: str
    span_id: str
    attributes: Mapping[str, AttributeValue] = field(default_factory=dict)


@dataclass
class SpanRecord:
    trace_id: str
    span_id: str
    name: str
    parent_span_id: str | None = None
    kind: str = "INTERNAL"  # INTERNAL | SERVER | CLIENT | PRODUCER | CONSUMER | UNSPECIFIED
    start_ns: int = 0
    end_ns: int = 0
    attributes: dict[str, AttributeValue] = field(default_factory=dict)
    events: list[EventRecord] = field(default_factory=list)
    links: list[LinkRecord] = field(default_factory=list)
    status_code: str = "UNSET"  # UNSET | OK | ERROR
    status_message: str = ""
    resource: dict[str, AttributeValue] = field(default_factory=dict)
    scope_name: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (self.trace_id, self.span_id)

    @property
    def service_name(self) -> str:
        return str(self.resource.get("service.name", ""))

    def __reduce__(self):
        """Pickled as one flat tuple (events and links as tuples too): about 2.5x faster to dump and load than a
        dataclass's default (a class reference and a state dict per span, event and link), which ``memtrace
        attribute --stream`` does for every span it spills and reads back. Attributes set on an instance besides
        the fields are kept."""
        state = self.__dict__
        extra = None if len(state) == _N_FIELDS else {k: v for k, v in state.items() if k not in _FIELD_SET}
        events, links = self.events, self.links
        packed_events = tuple((e.name, e.time_ns, e.attributes) for e in events) \
            if all(type(e) is EventRecord for e in events) else events
        packed_links = tuple((link.trace_id, link.span_id, link.attributes) for link in links) \
            if all(type(link) is LinkRecord for link in links) else links
        return (_unpickle_span, (self.trace_id, self.span_id, self.name, self.parent_span_id, self.kind,
                                 self.start_ns, self.end_ns, self.attributes, packed_events, packed_links,
                                 self.status_code, self.status_message, self.resource, self.scope_name, extra))


_FIELD_SET = frozenset(SpanRecord.__dataclass_fields__)
_N_FIELDS = len(_FIELD_SET)


def _unpickle_span(trace_id, span_id, name, parent_span_id, kind, start_ns, end_ns, attributes, events, links,
                   status_code, status_message, resource, scope_name, extra) -> SpanRecord:
    rec = SpanRecord(trace_id, span_id, name, parent_span_id, kind, start_ns, end_ns, attributes,
                     [EventRecord(*e) for e in events] if type(events) is tuple else events,
                     [LinkRecord(*link) for link in links] if type(links) is tuple else links,
                     status_code, status_message, resource, scope_name)
    if extra:
        rec.__dict__.update(extra)
    return rec


def _hex(value: int, width: int) -> str:
    return format(value, "0%dx" % width)


def from_readable_span(span: Any) -> SpanRecord:
    """Convert an OpenTelemetry SDK ``ReadableSpan`` into a :class:`SpanRecord`."""
    ctx = span.get_span_context()
    parent = span.parent
    return SpanRecord(
        trace_id=_hex(ctx.trace_id, 32),
        span_id=_hex(ctx.span_id, 16),
        name=span.name,
        parent_span_id=_hex(parent.span_id, 16) if parent is not None else None,
        kind=span.kind.name if span.kind is not None else "INTERNAL",
        start_ns=span.start_time or 0,
        end_ns=span.end_time or 0,
        attributes=dict(span.attributes or {}),
        events=[EventRecord(e.name, e.timestamp or 0, dict(e.attributes or {})) for e in span.events],
        links=[
            LinkRecord(_hex(link.context.trace_id, 32), _hex(link.context.span_id, 16), dict(link.attributes or {}))
            for link in span.links
        ],
        status_code=span.status.status_code.name if span.status is not None else "UNSET",
        status_message=(span.status.description or "") if span.status is not None else "",
        resource=dict(span.resource.attributes) if span.resource is not None else {},
        scope_name=span.instrumentation_scope.name if span.instrumentation_scope is not None else "",
    )
