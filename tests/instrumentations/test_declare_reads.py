"""``declare_reads`` (one store read's records in one pass, what the qdrant read path uses) declares exactly what
``declare_read`` of each record in turn declares: the same span attributes and links, the same retrieval-cache
entries, with capture off and on, past the detail and link caps, with duplicates, unknown records and records
whose metadata names a writer in another process."""

from __future__ import annotations

import pytest

from memtrace_otel import capture, config, lineage, operation
from memtrace_otel.api import MISSING
from memtrace_otel.instrumentations import retrieval_cache
from memtrace_otel.instrumentations.vectorstore import declare_read, declare_reads


def _reads():
    foreign = {"text": "foreign", **lineage.record_metadata("ab" * 16, "cd" * 8, 3, "")}
    foreign["memtrace_hash"] = capture.content_hash({"text": "foreign"})
    return [
        ("s:c:1", {"text": "one"}, {"text": "one"}, 0, 0.9, "one"),
        ("s:c:2", {"text": "two", "n": 2}, {"text": "two", "n": 2}, 1, 0.8, None),
        ("s:c:3", MISSING, None, 2, 0.7, None),
        ("s:c:100", {"text": "foreign"}, foreign, 3, 0.6, "foreign"),
        ("s:c:1", {"text": "one"}, {"text": "one"}, 4, 0.5, "one"),  # the same record again (batch queries)
        ("s:c:4", "plain text", None, 5, None, None),
        ("s:c:5", {"text": "five"}, {"text": "five"}, None, 0.3, None),
    ]


def _seed(writer_trace: str) -> None:
    lineage.REGISTRY.clear()
    lineage.REGISTRY.write("s:c:1", capture.content_hash({"text": "one"}), writer_trace, "11" * 8)
    lineage.REGISTRY.write("s:c:2", "sha256:0000000000000000", writer_trace, "22" * 8)  # other content: version 0


def _declared(span_exporter, batched: bool):
    _seed("ef" * 16)
    retrieval_cache.CACHE.clear()
    with operation("retrieve", "s.query", system="s") as op:
        if batched:
            contents = declare_reads(op, _reads())
        else:
            contents = [declare_read(op, v, c, m, rank=r, score=s, text=t) for v, c, m, r, s, t in _reads()]
    span = span_exporter.get_finished_spans()[-1]
    attrs = {k: v for k, v in span.attributes.items() if k not in ("memtrace.op.seq",)}
    links = [(format(link.context.trace_id, "032x"), dict(link.attributes)) for link in span.links]
    cached = [item._replace(trace_id="", span_id="") for item in retrieval_cache.CACHE.entries(op.trace_id)]
    return attrs, links, cached, contents


@pytest.mark.parametrize("settings", [{}, {"capture_content": True},
                                      {"capture_content": True, "max_variables": 3, "max_variable_ids": 5,
                                       "max_links": 1, "max_content_length": 6}])
def test_declare_reads_is_declare_read_of_each(span_exporter, settings):
    config.configure(**settings)
    one_at_a_time = _declared(span_exporter, batched=False)
    batched = _declared(span_exporter, batched=True)
    assert batched == one_at_a_time
    assert one_at_a_time[1], "some read links to its writer in another trace"
