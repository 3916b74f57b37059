"""Reading memtrace spans in tests: variable events, lineage links, writers, the span tree."""

from __future__ import annotations

from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec


def variables(span, role=None) -> list[dict]:
    """The span's declared variables as ``memtrace.var.*`` dicts, whatever the encoding (variables_codec)."""
    return variables_codec.span_variables(span, role)


def output_versions(span) -> dict:
    """{var id: (version, change)} of the span's output variables."""
    return {v[sc.VAR_ID]: (v[sc.VAR_VERSION], v[sc.VAR_CHANGE]) for v in variables(span, "output")}


def hex_id(span) -> str:
    return format(span.context.span_id, "016x")


def hex_ids(span) -> tuple[str, str]:
    """(trace id, span id) in hex, as lineage metadata and producer attributes store them."""
    return format(span.context.trace_id, "032x"), hex_id(span)


def by_op_name(spans, name) -> list:
    return [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_NAME) == name]


def one(spans, name):
    found = by_op_name(spans, name)
    assert len(found) == 1, (name, [s.name for s in spans])
    return found[0]


def children(spans, parent) -> list:
    return [s for s in spans if s.parent is not None and s.parent.span_id == parent.context.span_id]


def link_targets(span) -> set:
    """{(span id hex, relation, var id)} of a span's lineage: its span links (producers in other traces) and the
    producer column (every producer, also in the same trace, which has no span link since encoding v2)."""
    out = {(format(link.context.span_id, "016x"), link.attributes.get(sc.LINK_RELATION),
            link.attributes.get(sc.VAR_ID)) for link in span.links}
    trace_id, span_id = hex_ids(span)
    out |= {(s, rel, variables_codec.split_ref(ref)[0])
            for _, s, rel, ref in variables_codec.lineage(span.attributes or {}, trace_id, span_id)}
    return out


def writer_of(spans, var_id, version):
    """The one span that declared ``var_id@version`` as a new output."""
    found = [s for s in spans for v in variables(s, "output")
             if v[sc.VAR_ID] == var_id and v[sc.VAR_VERSION] == version and v[sc.VAR_CHANGE] != sc.CHANGE_UNCHANGED]
    assert len(found) == 1, (var_id, version, [s.name for s in found])
    return found[0]
