"""What the store indexes per span: the variable versions it declared (so a record's lineage is found across traces).

Reads the ``memtrace.variable`` events, and the ``memtrace.inputs`` / ``memtrace.outputs`` mirrors when a backend
dropped the events (Jaeger v1 style re-export); "id@version" entries with version 0 mean "unknown version".
"""

from __future__ import annotations

from memtrace_otel import semconv
from memtrace_otel.collector.store.base import VarRef
from memtrace_otel.span_record import SpanRecord


def _int(value: object) -> int:
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0


def _mirror_refs(value: object, role: str) -> list[VarRef]:
    if isinstance(value, str):
        value = (value,)
    if not isinstance(value, (list, tuple)):
        return []
    refs = []
    for entry in value:
        var_id, sep, version = str(entry).rpartition("@")
        if not sep:
            var_id, version = str(entry), "0"
        if var_id:
            refs.append(VarRef(var_id, _int(version), role))
    return refs


def var_refs(record: SpanRecord) -> list[VarRef]:
    refs: list[VarRef] = []
    for event in record.events:
        if event.name != semconv.VARIABLE_EVENT:
            continue
        attrs = event.attributes
        var_id = attrs.get(semconv.VAR_ID)
        if not var_id:
            continue
        refs.append(VarRef(
            var_id=str(var_id),
            version=_int(attrs.get(semconv.VAR_VERSION, 0)),
            role=str(attrs.get(semconv.VAR_ROLE, "")),
            change=str(attrs.get(semconv.VAR_CHANGE, "")),
            relation=str(attrs.get(semconv.VAR_RELATION, "")),
        ))
    if refs:
        return refs
    attrs = record.attributes
    return _mirror_refs(attrs.get(semconv.MEMTRACE_INPUTS), "input") + _mirror_refs(
        attrs.get(semconv.MEMTRACE_OUTPUTS), "output")
